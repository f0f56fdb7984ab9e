// A saliency map drawn over the game's screen, as the desktop app draws it
// (src/saliency/overlay.rs): each screen pixel takes the colour of its map value on a
// perceptual scale (matplotlib's "inferno" at five stops), blended in by the value times an
// opacity, so what the network ignores shows the game as it is; or, for two maps, the first's
// colour where it is the higher and the second's where that one is. The maps are 84 x 84
// (the network's view of the whole screen), read between their pixels bilinearly.
// web/test/fixtures/overlay.json, written by the Rust side, holds what the app draws.

/** The colour scale, low to high (`SCALE` in src/saliency/overlay.rs). */
export const SCALE: readonly (readonly [number, number, number])[] = [
  [50, 10, 94],
  [120, 28, 109],
  [188, 55, 84],
  [237, 105, 37],
  [252, 255, 164],
];

/** Rows and columns of a map. */
export const MAP_SIDE = 84;

/** The colour of `v` in 0..1 on the scale, linearly between its stops. */
export function colour(v: number): [number, number, number] {
  const x = Math.min(Math.max(v, 0), 1) * (SCALE.length - 1);
  const i = Math.min(Math.floor(x), SCALE.length - 2);
  const f = x - i;
  const a = SCALE[i] as readonly number[];
  const b = SCALE[i + 1] as readonly number[];
  return [0, 1, 2].map((c) => Math.round((a[c] as number) * (1 - f) + (b[c] as number) * f)) as [number, number, number];
}

/** A map's bytes (0..255) as values scaled to a maximum of 1 (all zeros stay zeros). */
export function normalised(bytes: Uint8Array): Float32Array {
  let max = 0;
  for (const b of bytes) if (b > max) max = b;
  const out = new Float32Array(bytes.length);
  if (max > 0) for (let i = 0; i < bytes.length; i++) out[i] = (bytes[i] as number) / max;
  return out;
}

/** The map's value under screen pixel (row, col) of a rows x cols screen. */
function sample(map: Float32Array, row: number, col: number, rows: number, cols: number): number {
  const at = (p: number, n: number) => Math.max(((p + 0.5) * MAP_SIDE) / n - 0.5, 0);
  const y = at(row, rows);
  const x = at(col, cols);
  const y0 = Math.floor(y);
  const x0 = Math.floor(x);
  const y1 = Math.min(y0 + 1, MAP_SIDE - 1);
  const x1 = Math.min(x0 + 1, MAP_SIDE - 1);
  const fy = y - y0;
  const fx = x - x0;
  const v = (r: number, c: number) => map[r * MAP_SIDE + c] as number;
  return (v(y0, x0) * (1 - fx) + v(y0, x1) * fx) * (1 - fy) + (v(y1, x0) * (1 - fx) + v(y1, x1) * fx) * fy;
}

function mix(px: Uint8ClampedArray | Uint8Array, at: number, c: readonly number[], alpha: number): void {
  for (let k = 0; k < 3; k++) px[at + k] = Math.round((px[at + k] as number) * (1 - alpha) + (c[k] as number) * alpha);
}

/**
 * Blends `map` (bytes, normalised to its maximum) over the screen in `px` (`stride` bytes a
 * pixel: 3 for RGB, 4 for a canvas's RGBA) of rows x cols, each pixel by `opacity` times its
 * value.
 */
export function blend(px: Uint8ClampedArray | Uint8Array, stride: number, rows: number, cols: number, map: Uint8Array, opacity: number): void {
  const m = normalised(map);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = sample(m, r, c, rows, cols);
      const alpha = Math.min(Math.max(opacity * v, 0), 1);
      if (alpha <= 0) continue;
      mix(px, (r * cols + c) * stride, colour(v), alpha);
    }
  }
}

/**
 * Blends where maps `a` and `b` differ over the screen in `px`: `colours[0]` where `a` is
 * the higher, `colours[1]` where `b` is, by `opacity` times the difference.
 */
export function blendDifference(
  px: Uint8ClampedArray | Uint8Array,
  stride: number,
  rows: number,
  cols: number,
  a: Uint8Array,
  b: Uint8Array,
  colours: readonly [readonly number[], readonly number[]],
  opacity: number,
): void {
  const ma = normalised(a);
  const mb = normalised(b);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const d = sample(ma, r, c, rows, cols) - sample(mb, r, c, rows, cols);
      const alpha = Math.min(Math.max(opacity * Math.abs(d), 0), 1);
      if (alpha <= 0) continue;
      mix(px, (r * cols + c) * stride, d > 0 ? colours[0] : colours[1], alpha);
    }
  }
}
