// Where the student and the teacher look: the run's live saliency maps, as the desktop app
// shows them. Off until the viewer turns them on; then the page asks the server for them
// (a page that does not ask is sent none) and draws each pair over the screen it was made
// on: the student's, the teacher's, both side by side, or where they differ, with the
// colour scale, how much the two agree now, and a small chart of that agreement over
// training. How they are made (gradient or perturbation, how many a second) is the choice of
// a viewer with the token; a read-only viewer sees the maps a token holder asked for.

import { h, setData, setText } from '../dom';
import { int, num } from '../format';
import { blend, blendDifference, colour } from '../overlay';
import type { Maps, SaliencyMethod, SaliencySettings } from '../protocol';
import { CappedTable } from '../series';

/** Which map the picture shows. */
export type MapShow = 'student' | 'teacher' | 'both' | 'difference';
const SHOWS: readonly MapShow[] = ['student', 'teacher', 'both', 'difference'];
/** Maps a second the viewer may ask for (`SaliencySettings::RATE`: 0.1 to 10). */
const RATES = [0.5, 1, 2, 4, 8];
/** The student's and the teacher's colours (the Q-value bars'; the app's for a difference). */
const STUDENT: readonly number[] = [173, 216, 230];
const TEACHER: readonly number[] = [255, 170, 60];
const METHOD_TITLE =
  'gradient: |dQ(a*)/dx|, one backward pass; perturbation (Greydanus et al.): how much blurring each spot changes the policy, about a second a pair';
const W = 160;
const H = 210;

export class MapsView {
  readonly el: HTMLElement;
  private readonly on: HTMLInputElement;
  private readonly method: HTMLSelectElement;
  private readonly rate: HTMLSelectElement;
  private readonly opacity: HTMLInputElement;
  private readonly body: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private readonly caption: HTMLElement;
  private readonly agreement: HTMLElement;
  private readonly chart: HTMLCanvasElement;
  private readonly buttons = new Map<MapShow, HTMLButtonElement>();
  private show: MapShow = 'both';
  private latest: Maps | null = null;
  /** Agreement over training: global step, rank correlation, top-5% overlap. */
  private readonly history = new CappedTable(2);
  private drawn = 0;

  /** `ask`: the page wants maps made so, or none (null). */
  constructor(private readonly ask: (wish: SaliencySettings | null) => void) {
    this.on = h('input', { type: 'checkbox', class: 'maps-on', 'aria-label': 'show saliency maps' });
    this.method = h(
      'select',
      { class: 'maps-method', 'aria-label': 'how the maps are made', title: METHOD_TITLE },
      h('option', { value: 'Gradient' }, 'gradient'),
      h('option', { value: 'Perturbation' }, 'perturbation'),
    );
    this.rate = h(
      'select',
      { class: 'maps-rate', 'aria-label': 'maps a second' },
      ...RATES.map((r) => h('option', { value: String(r) }, `${r} / s`)),
    );
    this.rate.value = '2';
    this.opacity = h('input', { type: 'range', min: '0', max: '1', step: '0.05', value: '0.7', class: 'maps-opacity', 'aria-label': 'opacity' });
    for (const s of SHOWS) {
      const b = h('button', { type: 'button', class: 'maps-show', 'data-show': s }, s);
      b.addEventListener('click', () => {
        this.show = s;
        this.redraw();
      });
      this.buttons.set(s, b);
    }
    this.canvas = h('canvas', { class: 'maps-canvas', width: String(W), height: String(H), 'data-maps': '0' });
    const ctx = this.canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('no 2D canvas');
    this.ctx = ctx;
    this.caption = h('div', { class: 'maps-caption muted' }, 'waiting for the first maps…');
    this.agreement = h('div', { class: 'maps-agreement' });
    this.chart = h('canvas', { class: 'maps-chart', width: '320', height: '90' });
    // The scale's colours through the CSSOM: the page's CSP allows no inline style attribute.
    const scale = h('span', { class: 'maps-scale' });
    scale.style.background = gradient();
    const legend = h('div', { class: 'maps-legend muted' }, 'low', scale, 'high');
    this.body = h(
      'div',
      { class: 'maps-body', hidden: '' },
      h('div', { class: 'maps-row' }, this.method, this.rate, ...this.buttons.values()),
      h('div', { class: 'maps-row' }, h('label', { class: 'maps-row muted' }, 'opacity', this.opacity), legend),
      this.canvas,
      this.caption,
      this.agreement,
      this.chart,
    );
    this.el = h(
      'section',
      { class: 'card maps-card' },
      h('label', { class: 'maps-head' }, this.on, 'where they look (saliency maps)'),
      this.body,
    );
    this.on.addEventListener('change', () => this.changed());
    this.method.addEventListener('change', () => this.changed());
    this.rate.addEventListener('change', () => this.changed());
    this.opacity.addEventListener('input', () => this.redraw());
    this.markShow();
  }

  /** What the page asks for now. */
  private wish(): SaliencySettings | null {
    if (!this.on.checked) return null;
    return { method: this.method.value as SaliencyMethod, per_second: Number(this.rate.value) };
  }

  private changed(): void {
    this.body.hidden = !this.on.checked;
    this.ask(this.wish());
  }

  /** A new connection: the old maps and agreements belong to the old one. */
  reset(): void {
    this.latest = null;
    this.history.clear();
    setText(this.caption, 'waiting for the first maps…');
    setText(this.agreement, '');
    this.ctx.fillStyle = '#000';
    this.ctx.fillRect(0, 0, this.canvas.width, H);
    this.drawChart();
  }

  /** Whether a viewer without the token watches (its choice of method and rate starts nothing). */
  setReadOnly(readOnly: boolean): void {
    this.method.disabled = readOnly;
    this.rate.disabled = readOnly;
    this.method.title = readOnly ? 'read-only: the maps a viewer with the token asked for' : METHOD_TITLE;
  }

  /** New maps from the server. */
  add(m: Maps): void {
    this.latest = m;
    if (Number.isFinite(m.topOverlap)) {
      this.history.push(m.globalStep, Number.isFinite(m.rankCorrelation) ? m.rankCorrelation : null, m.topOverlap);
    }
    this.redraw();
    this.drawChart();
  }

  private markShow(): void {
    for (const [s, b] of this.buttons) b.classList.toggle('is-on', s === this.show);
  }

  /** Draws the latest maps as the viewer chose to see them. */
  private redraw(): void {
    this.markShow();
    const m = this.latest;
    if (!m || !this.on.checked) return;
    const opacity = Number(this.opacity.value);
    const pair = this.show === 'both' && m.student !== null && m.teacher !== null;
    const width = pair ? 2 * W : W;
    if (this.canvas.width !== width) this.canvas.width = width;
    const image = this.ctx.createImageData(width, H);
    /** The screen with `map` over it (or where `map` and `other` differ) at column `into` * W. */
    const half = (map: Uint8Array | null, into: number, other: Uint8Array | null = null) => {
      const px = new Uint8ClampedArray(W * H * 4);
      for (let i = 0, j = 0; j < m.rgb.length; i += 4, j += 3) {
        px[i] = m.rgb[j] as number;
        px[i + 1] = m.rgb[j + 1] as number;
        px[i + 2] = m.rgb[j + 2] as number;
        px[i + 3] = 255;
      }
      if (map && other) blendDifference(px, 4, H, W, map, other, [STUDENT, TEACHER], opacity);
      else if (map) blend(px, 4, H, W, map, opacity);
      for (let r = 0; r < H; r++) image.data.set(px.subarray(r * W * 4, (r + 1) * W * 4), (r * width + into * W) * 4);
    };
    // A map the run lacks gives way to the one it has (DQN has no teacher).
    const s = m.student ?? m.teacher;
    const t = m.teacher ?? m.student;
    let whose: string;
    if (pair) {
      half(m.student, 0);
      half(m.teacher, 1);
      whose = 'student | teacher';
    } else if (this.show === 'difference' && m.student && m.teacher) {
      half(m.student, 0, m.teacher);
      whose = 'where they differ (student: blue, teacher: orange)';
    } else if (this.show === 'teacher') {
      half(t, 0);
      whose = m.teacher ? 'teacher' : 'student';
    } else {
      half(s, 0);
      whose = m.student ? 'student' : 'teacher';
    }
    this.ctx.putImageData(image, 0, 0);
    this.canvas.classList.toggle('is-pair', pair);
    this.drawn++;
    setData(this.canvas, 'maps', String(this.drawn));
    setData(this.canvas, 'show', this.show);
    setText(this.caption, `${whose} | step ${int(m.globalStep)} | ${m.method.toLowerCase()} in ${num(m.ms, 0)} ms`);
    setText(
      this.agreement,
      Number.isFinite(m.topOverlap)
        ? `agreement: rank correlation ${Number.isFinite(m.rankCorrelation) ? num(m.rankCorrelation, 2) : '—'}, top 5% overlap ${num(100 * m.topOverlap, 0)}% (chance: 5%)`
        : 'no agreement: one network only',
    );
  }

  /** The agreement over training: rank correlation (yellow) and top-5% overlap (purple). */
  private drawChart(): void {
    const c = this.ctx2(this.chart);
    const { width: w, height: hgt } = this.chart;
    c.fillStyle = '#111';
    c.fillRect(0, 0, w, hgt);
    const xs = this.history.x;
    if (xs.length < 2) return;
    const x0 = xs[0] as number;
    const x1 = xs[xs.length - 1] as number;
    const px = (x: number) => ((x - x0) / Math.max(x1 - x0, 1)) * (w - 8) + 4;
    const py = (y: number) => hgt - 4 - ((y + 0.2) / 1.2) * (hgt - 8);
    c.strokeStyle = '#444';
    c.beginPath();
    c.moveTo(0, py(0));
    c.lineTo(w, py(0));
    c.stroke();
    for (const [k, color] of [[0, '#f0c850'], [1, '#c878f0']] as const) {
      const ys = this.history.ys[k] as (number | null)[];
      c.strokeStyle = color;
      c.beginPath();
      let started = false;
      xs.forEach((x, i) => {
        const y = ys[i];
        if (y === null || y === undefined) return;
        if (started) c.lineTo(px(x), py(y));
        else c.moveTo(px(x), py(y));
        started = true;
      });
      c.stroke();
    }
  }

  private ctx2(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
    const c = canvas.getContext('2d');
    if (!c) throw new Error('no 2D canvas');
    return c;
  }
}

/** The colour scale as a CSS gradient (the legend). */
function gradient(): string {
  const stops = [0, 0.25, 0.5, 0.75, 1].map((v) => {
    const [r, g, b] = colour(v);
    return `rgb(${r}, ${g}, ${b}) ${100 * v}%`;
  });
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
