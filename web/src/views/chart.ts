// A uPlot chart in a card: sizing to its box, the legend above it (its names take room in
// the card; the values shown while hovering grow over the chart's top edge, so that hovering
// never resizes, and so redraws, the chart), zoom that survives live data, shift-drag
// panning, and the run's vertical markers and labelled horizontal lines drawn in uPlot's own
// `draw` hook (positions from uPlot's valToPos: no chart maths of our own). uPlot's defaults
// do the rest: drag to zoom, double-click resets.

import uPlot from 'uplot';
import { h, setText, show } from '../dom';
import { short } from '../format';
import type { Marker } from '../store';

/** A horizontal reference line's label (the line itself is a series). */
export interface HLine {
  y: number;
  label: string;
  color: string;
}

export interface ChartSpec {
  /** Rebuild the chart when this changes (series set, log scale). */
  shape: string;
  series: uPlot.Series[];
  scales?: uPlot.Scales;
  /** Extra axes after x and y (e.g. a right-hand one). */
  extraAxes?: uPlot.Axis[];
  yLabel: string;
  /** The x axis's title; charts stacked over one another leave it to the lowest. */
  xLabel?: string;
  yValues?: uPlot.Axis['values'];
  yLog?: boolean;
}

const colorCache = new Map<string, string>();

/** Reads a theme colour from CSS (once), so style.css stays the colours' one source. */
export function cssColor(name: string): string {
  let c = colorCache.get(name);
  if (c === undefined) {
    c = getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
    colorCache.set(name, c);
  }
  return c;
}

/** Pixels within which a sparse series' point counts as under the cursor. */
const HOVER_PX = 10;

function nearIdx(u: uPlot, seriesIdx: number, closestIdx: number, xValue: number): number {
  const ys = u.data[seriesIdx];
  const xs = u.data[0];
  if (!ys || ys[closestIdx] !== null && ys[closestIdx] !== undefined) return closestIdx;
  const tol = Math.abs(u.posToVal(HOVER_PX, 'x') - u.posToVal(0, 'x'));
  let best = closestIdx;
  let bestDist = Infinity;
  for (const dir of [-1, 1]) {
    for (let i = closestIdx + dir; i >= 0 && i < xs.length; i += dir) {
      const d = Math.abs((xs[i] as number) - xValue);
      if (d > tol) break;
      const y = ys[i];
      if (y !== null && y !== undefined) {
        if (d < bestDist) (best = i), (bestDist = d);
        break;
      }
    }
  }
  return best;
}

const AXIS_FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

export class Chart {
  readonly el: HTMLElement;
  readonly head: HTMLElement;
  readonly tools: HTMLElement;
  readonly body: HTMLElement;
  private readonly legendSlot: HTMLElement;
  /** Keeps the legend's room in the card as high as its names alone (see fitLegend). */
  private readonly legendObserver: ResizeObserver;
  private legendHeight = -1;
  private readonly empty: HTMLElement;
  private readonly sub: HTMLElement;
  private u: uPlot | null = null;
  private shape = '';
  private data: uPlot.AlignedData = [[]];
  /** The user zoomed or panned: live data must not reset their view. */
  private zoomed = false;
  private resizeQueued = false;
  private hasData = false;
  markers: Marker[] = [];
  hlines: HLine[] = [];
  /** Whether markers get their text (a short chart shows the lines only). */
  markerLabels = true;
  /** Called when the user resets this chart's zoom (double-click). */
  onReset: (() => void) | null = null;
  /** Theme colours, read from CSS when the chart is built (not on every draw). */
  private colors = { card: '#151a22', marker: '#b197fc', phase: '#8893a5', halfway: '#69db7c' };

  constructor(
    title: string,
    extraClass: string,
    private readonly syncKey: string,
  ) {
    this.tools = h('div', { class: 'card-tools' });
    this.sub = h('span', { class: 'card-sub' });
    this.legendSlot = h('div', { class: 'legend-slot' });
    this.head = h('header', { class: 'card-head' }, h('h2', {}, title), this.sub, this.tools);
    this.empty = h('div', { class: 'chart-empty' }, 'no data yet');
    this.body = h('div', { class: 'chart-body' }, this.empty);
    this.el = h('section', { class: `card chart-card ${extraClass}` }, this.head, this.legendSlot, this.body);
    new ResizeObserver(() => this.queueResize()).observe(this.body);
    this.legendObserver = new ResizeObserver(() => this.fitLegend());
    this.body.addEventListener('dblclick', () => {
      // uPlot resets this chart's x itself; the run's other charts follow.
      this.zoomed = false;
      this.onReset?.();
    });
  }

  setSubtitle(text: string, title = ''): void {
    setText(this.sub, text);
    this.sub.title = title;
  }

  /** What the chart says while it has no data. */
  setEmptyText(text: string): void {
    setText(this.empty, text);
  }

  /** No run yet: the message alone, no chart. */
  showEmpty(): void {
    this.hasData = false;
    show(this.empty, true);
    this.body.classList.add('no-data');
  }

  /** Sets the data (and rebuilds the chart when its shape changed). */
  update(spec: ChartSpec | null, data: uPlot.AlignedData, hasData: boolean): void {
    this.data = data;
    this.hasData = hasData;
    show(this.empty, !hasData);
    // Axes around nothing are noise: without data the card shows its message alone.
    this.body.classList.toggle('no-data', !hasData);
    if (spec && spec.shape !== this.shape) {
      this.build(spec);
      return;
    }
    if (!this.u) return;
    // Keep a zoomed view where the user put it; otherwise follow the data.
    this.u.setData(data, !this.zoomed);
    if (this.zoomed) this.u.redraw(false, false);
  }

  /** Back to the whole data range (another chart of the run was reset). */
  resetZoom(): void {
    if (!this.u) return;
    this.zoomed = false;
    this.u.setData(this.data, true);
  }

  private size(): { width: number; height: number } {
    return { width: Math.max(120, this.body.clientWidth), height: Math.max(60, this.body.clientHeight) };
  }

  private build(spec: ChartSpec): void {
    this.u?.destroy();
    this.legendSlot.replaceChildren();
    this.shape = spec.shape;
    this.zoomed = false;
    this.colors = { card: cssColor('--card'), marker: cssColor('--marker'), phase: cssColor('--muted'), halfway: cssColor('--eval') };
    const grid = cssColor('--grid');
    const axisText = cssColor('--muted');
    const axis = (o: uPlot.Axis): uPlot.Axis => ({
      stroke: axisText,
      font: AXIS_FONT,
      labelFont: AXIS_FONT,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1, size: 4 },
      ...o,
    });
    const opts: uPlot.Options = {
      ...this.size(),
      // Cursor positions follow each other across the run's charts (same x: global step).
      cursor: {
        // Cursor and zoom follow each other across the run's charts (x is the same step).
        sync: { key: this.syncKey },
        drag: { x: true, y: false, setScale: true },
        points: { size: 7 },
        // Games and evaluations are sparse: a series with no value at the hovered step
        // shows its nearest value within a few pixels, or none (uPlot's default would
        // reach for the nearest value anywhere, however far).
        dataIdx: (u, seriesIdx, closestIdx, xValue) => nearIdx(u, seriesIdx, closestIdx, xValue),
      },
      legend: {
        live: true,
        mount: (_u: uPlot, el: HTMLElement) => this.legendSlot.append(el),
      },
      scales: {
        x: { time: false },
        ...spec.scales,
      },
      axes: [
        axis({
          ...(spec.xLabel ? { label: spec.xLabel, labelSize: 16 } : {}),
          size: 26,
          values: (_u, splits) => splits.map((v) => (v === null ? '' : short(v))),
        }),
        axis({ label: spec.yLabel, labelSize: 16, size: 48, values: spec.yValues }),
        ...(spec.extraAxes ?? []).map(axis),
      ],
      series: [
        { label: 'step', value: (_u, v) => (v === null || v === undefined ? '—' : Math.round(v).toLocaleString('en-US')) },
        ...spec.series,
      ],
      hooks: {
        draw: [(u) => this.drawOverlays(u)],
        setScale: [
          (u, key) => {
            if (key === 'x') this.zoomed = this.isZoomed(u);
          },
        ],
        // The legend shows names only, and values while a cursor (here or in a chart
        // synced to it) is over the data: a row of dashes would only be noise.
        setCursor: [
          (u) => {
            const over = u.cursor.left !== undefined && u.cursor.left >= 0 && u.cursor.idx !== null && u.cursor.idx !== undefined;
            this.legendSlot.classList.toggle('hovering', over);
          },
        ],
      },
    };
    this.u = new uPlot(opts, this.data, this.body);
    this.legendObserver.disconnect();
    const legend = this.legendSlot.firstElementChild;
    if (legend) this.legendObserver.observe(legend);
    this.installPan(this.u);
  }

  /**
   * The legend lies over its slot (absolutely placed); the slot, in the card's flow, is as
   * high as the legend without a cursor: names only. While a cursor is over the data the
   * values make the legend taller, over the chart's top edge, and the slot keeps its height:
   * the chart keeps its size (resizing redraws it whole, which in a long run's chart is tens
   * of milliseconds, and hovering would shift the plot under the pointer).
   */
  private fitLegend(): void {
    const legend = this.legendSlot.firstElementChild as HTMLElement | null;
    if (!legend || this.legendSlot.classList.contains('hovering')) return;
    const height = legend.offsetHeight;
    if (height === this.legendHeight) return;
    this.legendHeight = height;
    this.legendSlot.style.height = `${height}px`;
  }

  /** Zoomed = the x range is narrower than the data's (uPlot autoscales to exactly it). */
  private isZoomed(u: uPlot): boolean {
    const xs = u.data[0];
    if (!xs || xs.length < 2) return false;
    const lo = xs[0] as number;
    const hi = xs[xs.length - 1] as number;
    const min = u.scales.x?.min ?? lo;
    const max = u.scales.x?.max ?? hi;
    const eps = (hi - lo) * 1e-9;
    return min > lo + eps || max < hi - eps;
  }

  private queueResize(): void {
    if (this.resizeQueued) return;
    this.resizeQueued = true;
    requestAnimationFrame(() => {
      this.resizeQueued = false;
      if (this.u && !document.hidden) this.u.setSize(this.size());
    });
  }

  /** Shift-drag (or middle-drag) pans the x axis; a plain drag stays uPlot's zoom. */
  private installPan(u: uPlot): void {
    u.root.addEventListener(
      'mousedown',
      (e: MouseEvent) => {
        if (!(e.shiftKey || e.button === 1) || !this.hasData) return;
        const min0 = u.scales.x?.min;
        const max0 = u.scales.x?.max;
        if (min0 === undefined || max0 === undefined || min0 === null || max0 === null) return;
        // Capture phase on the root: uPlot's own handler on the plot area never sees it.
        e.stopPropagation();
        e.preventDefault();
        const x0 = e.clientX;
        const perPx = (max0 - min0) / Math.max(1, u.over.clientWidth);
        const move = (m: MouseEvent) => {
          const dv = (m.clientX - x0) * perPx;
          u.setScale('x', { min: min0 - dv, max: max0 - dv });
        };
        const up = () => {
          window.removeEventListener('mousemove', move);
          window.removeEventListener('mouseup', up);
        };
        window.addEventListener('mousemove', move);
        window.addEventListener('mouseup', up);
      },
      true,
    );
  }

  private drawOverlays(u: uPlot): void {
    const ctx = u.ctx;
    const { left, top, width, height } = u.bbox;
    const px = uPlot.pxRatio;
    const right = left + width;
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, top, width, height);
    ctx.clip();
    ctx.font = `${Math.round(10.5 * px)}px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif`;
    ctx.textBaseline = 'top';
    ctx.textAlign = 'left'; // uPlot's axes leave it as they last drew
    const pad = 3 * px;
    const rowH = 14 * px;
    const taken: [number, number, number, number][] = []; // label boxes: x0, y0, x1, y1
    const label = (text: string, x: number, y: number, color: string) => {
      const tw = ctx.measureText(text).width;
      ctx.fillStyle = this.colors.card;
      ctx.globalAlpha = 0.85;
      ctx.fillRect(x - pad / 2, y - 1 * px, tw + pad, rowH - 1 * px);
      ctx.globalAlpha = 1;
      ctx.fillStyle = color;
      ctx.fillText(text, x, y);
      taken.push([x - pad / 2, y - px, x + tw + pad / 2, y + rowH]);
    };
    const free = (x0: number, y0: number, x1: number, y1: number) => !taken.some((b) => x0 < b[2] && x1 > b[0] && y0 < b[3] && y1 > b[1]);

    // Vertical markers; their labels stack in up to three rows along the top so
    // neighbours do not overlap (a label with no free row is left out: its line stays).
    const colors: Record<Marker['kind'], string> = { param: this.colors.marker, phase: this.colors.phase, halfway: this.colors.halfway };
    for (const m of this.markers) {
      const x = Math.round(u.valToPos(m.x, 'x', true)) + 0.5;
      if (!Number.isFinite(x) || x < left || x > right) continue;
      const color = colors[m.kind];
      ctx.strokeStyle = color;
      ctx.lineWidth = (m.kind === 'halfway' ? 1.5 : 1) * px;
      ctx.setLineDash(m.kind === 'phase' ? [2 * px, 3 * px] : [5 * px, 3 * px]);
      ctx.globalAlpha = m.kind === 'phase' ? 0.7 : 0.9;
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      ctx.globalAlpha = 1;
      if (!this.markerLabels) continue;
      const tw = ctx.measureText(m.label).width;
      // Near the right edge a label goes left of its line.
      const lx = x + tw + 2 * pad > right ? x - tw - 2 * pad : x + pad;
      for (let row = 0; row < 3; row++) {
        const ly = top + pad + row * rowH;
        if (free(lx - pad, ly, lx + tw + pad, ly + rowH)) {
          label(m.label, lx, ly, color);
          break;
        }
      }
    }
    ctx.setLineDash([]);

    // The horizontal lines' labels: at the right end above the line, else below it, else at
    // the left end; where every place is taken the label is left out (the legend has it).
    for (const l of this.hlines) {
      const y = u.valToPos(l.y, 'y', true);
      if (!Number.isFinite(y) || y < top || y > top + height) continue;
      const tw = ctx.measureText(l.label).width;
      const xs = [right - tw - 2 * pad, left + 2 * pad];
      const ys = [y - rowH - px, y + 2 * px].filter((v) => v >= top && v + rowH <= top + height);
      let placed = false;
      for (const lx of xs) {
        for (const ly of ys) {
          if (!placed && free(lx - pad, ly, lx + tw + pad, ly + rowH)) {
            label(l.label, lx, ly, l.color);
            placed = true;
          }
        }
      }
    }
    ctx.restore();
  }
}
