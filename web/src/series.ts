// Capped series: a 1M-step run reports hundreds of thousands of points, more than a plot
// needs and more than a tab should hold. Each table keeps at most `cap` rows; when full it
// drops every other row of its older half and keeps the newer half whole, so the recent past
// stays exact while the distant past thins out (each thinning halves its density again).
// Amortised cost per push is O(1): a thinning moves `cap` rows and frees `cap / 4`.

import { SERIES_CAP } from './generated/wire';

/** The points every series keeps: the app's (`SERIES_CAP` in src/view/series.rs). */
export { SERIES_CAP };

/** Rows of an x column and any number of y columns, all the same length. */
export class CappedTable {
  readonly x: number[] = [];
  readonly ys: (number | null)[][];
  /** Bumped on every change, so views redraw only what changed. */
  version = 0;
  private lastRaw = NaN;
  private repeats = 0;

  constructor(
    columns: number,
    private readonly cap: number = SERIES_CAP,
  ) {
    this.ys = Array.from({ length: columns }, () => []);
  }

  get length(): number {
    return this.x.length;
  }

  push(x: number, ...ys: (number | null)[]): void {
    if (this.x.length >= this.cap) this.thin();
    // uPlot.join aligns tables on x values, so a repeated x (two games ending on the same
    // step, the teacher's evaluation games all at step 0) would hide all but one point:
    // each repeat moves a thousandth of a step to the right, which no axis can show.
    if (x === this.lastRaw) {
      this.repeats++;
      this.lastRaw = x;
      x += this.repeats * 1e-3;
    } else {
      this.lastRaw = x;
      this.repeats = 0;
    }
    this.x.push(x);
    for (let c = 0; c < this.ys.length; c++) (this.ys[c] as (number | null)[]).push(ys[c] ?? null);
    this.version++;
  }

  /** The last value of a column, or null. */
  last(column = 0): number | null {
    const col = this.ys[column] as (number | null)[];
    return col.length ? (col[col.length - 1] ?? null) : null;
  }

  clear(): void {
    this.lastRaw = NaN;
    this.repeats = 0;
    this.x.length = 0;
    for (const col of this.ys) col.length = 0;
    this.version++;
  }

  private thin(): void {
    const n = this.x.length;
    const half = n >> 1;
    const cols = [this.x as (number | null)[], ...this.ys];
    for (const col of cols) {
      let w = 0;
      for (let i = 0; i < half; i += 2) col[w++] = col[i] as number | null;
      for (let i = half; i < n; i++) col[w++] = col[i] as number | null;
      col.length = w;
    }
  }
}
