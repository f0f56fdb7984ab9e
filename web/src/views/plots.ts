// The run's three charts, built from its capped series:
// - returns: student games (points), their mean of 10 (line), evaluations (large markers),
//   teacher and preview games (points), the teacher's G_T and the random policy (lines),
//   halfway between them (dashed), and where the mean of 10 first reached it (a marker);
// - losses: total, TD, distillation (log or linear y), and mean Q on its own right axis;
// - lambda and epsilon, both in [0, 1].
// Every chart gets the run's parameter changes and phase starts as vertical markers.

import uPlot from 'uplot';
import { h, setData } from '../dom';
import { int, num, tick } from '../format';
import type { CappedTable } from '../series';
import type { RunState } from '../store';
import { Chart, cssColor, type ChartSpec } from './chart';

/** A series drawn as points only (games, evaluations). */
function points(label: string, color: string, size: number, fill: string, width = 1): uPlot.Series {
  return {
    label,
    stroke: color,
    fill,
    width,
    paths: () => null,
    points: { show: true, size, stroke: color, fill, width, filter: onePerPixel },
    value: (_u, v) => num(v, 1),
  };
}

/** Fewer points than this are all drawn, unfiltered. */
const FILTER_FROM = 2000;

/**
 * The points of a series worth drawing: the first on each device pixel. uPlot fills and
 * strokes a series' circles as one path, in which a circle on the same pixel as another
 * paints nothing more, yet each costs raster time: a long run's thousands of games share few
 * pixels (returns are whole numbers, and a pixel column spans many steps), and drawing them
 * all made a redraw a long task (web/README.md, "Performance"). Null (all) when there are few.
 */
function onePerPixel(u: uPlot, seriesIdx: number, show: boolean): number[] | null {
  const s = u.series[seriesIdx];
  const ys = u.data[seriesIdx];
  const xs = u.data[0];
  const idxs = s?.idxs;
  if (!show || !s || !ys || !idxs) return null;
  const [i0, i1] = idxs;
  if (i1 - i0 < FILTER_FROM) return null;
  const scale = s.scale ?? 'y';
  const seen = new Set<number>();
  const keep: number[] = [];
  for (let i = i0; i <= i1; i++) {
    const y = ys[i];
    if (y === null || y === undefined) continue;
    // Canvas pixels, rounded as uPlot rounds a point's centre; offset to stay non-negative.
    const px = Math.round(u.valToPos(xs[i] as number, 'x', true)) + 50_000;
    const py = Math.round(u.valToPos(y, scale, true)) + 50_000;
    const key = px * 100_000 + py;
    if (!seen.has(key)) {
      seen.add(key);
      keep.push(i);
    }
  }
  return keep;
}

function line(label: string, color: string, width: number, dash?: number[], scale?: string, digits = 3): uPlot.Series {
  const s: uPlot.Series = {
    label,
    stroke: color,
    width,
    spanGaps: true,
    points: { show: false },
    value: (_u, v) => num(v, digits),
  };
  // uPlot defaults a missing key, not an undefined one (which would leave the series on
  // no scale at all).
  if (dash) s.dash = dash;
  if (scale) s.scale = scale;
  return s;
}

/** The columns of a table as uPlot's [x, ...ys] (no copy: uPlot only reads them). */
function table(t: CappedTable, columns?: number[]): uPlot.AlignedData {
  const ys = columns ? columns.map((c) => t.ys[c] as (number | null)[]) : t.ys;
  return [t.x, ...ys] as uPlot.AlignedData;
}

/** How many values of a column are not null (points drawn). */
function countValues(col: readonly (number | null)[]): number {
  let n = 0;
  for (const v of col) if (v !== null) n++;
  return n;
}

/** The x range of every table of the run: the charts share it, stacked one over another. */
function runSpan(tables: readonly CappedTable[]): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const t of tables) {
    const n = t.length;
    if (!n) continue;
    lo = Math.min(lo, t.x[0] as number);
    hi = Math.max(hi, t.x[n - 1] as number);
  }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * The data with x stretched to `span` (a row with no values at either end, when the data
 * starts later or ends sooner), so that the charts of a run share their x axis: a late
 * viewer's epsilon, say, starts where it connected, under games from the run's start.
 */
function padX(data: uPlot.AlignedData, span: [number, number] | null): uPlot.AlignedData {
  const xs = data[0] as number[];
  if (!span || !xs.length) return data;
  const head = span[0] < (xs[0] as number);
  const tail = span[1] > (xs[xs.length - 1] as number);
  if (!head && !tail) return data;
  return data.map((col, i) => {
    const c = Array.from(col as ArrayLike<number | null>);
    if (head) c.unshift(i === 0 ? span[0] : null);
    if (tail) c.push(i === 0 ? span[1] : null);
    return c;
  }) as unknown as uPlot.AlignedData;
}

/** A constant column as long as x (a horizontal line through the whole range). */
function constant(n: number, v: number | null): (number | null)[] {
  return new Array<number | null>(n).fill(v);
}

function alpha(color: string, a: number): string {
  // '#rrggbb' -> rgba(); any other form is used as is.
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) return color;
  return `rgba(${parseInt(m[1] as string, 16)},${parseInt(m[2] as string, 16)},${parseInt(m[3] as string, 16)},${a})`;
}

/** The run's charts, in the order they are drawn. */
export type PlotName = 'returns' | 'losses' | 'mix';
const PLOTS: readonly PlotName[] = ['returns', 'losses', 'mix'];

/**
 * The shared x range to within about a pixel: its ends in units of a power of two near a
 * two-thousandth of its width (no chart is wider than 2,000 device pixels).
 */
function coarseSpan(span: [number, number] | null): string {
  if (!span) return '';
  const w = span[1] - span[0];
  if (!(w > 0)) return span.join(':');
  const unit = 2 ** Math.floor(Math.log2(w / 2000));
  return `${Math.floor(span[0] / unit)}:${Math.floor(span[1] / unit)}`;
}

export class PlotsView {
  readonly returns: Chart;
  readonly losses: Chart;
  readonly mix: Chart;
  private logY = true;
  private mixTitle = 'λ and ε';
  private readonly logButtons: { log: HTMLButtonElement; lin: HTMLButtonElement };
  /** Versions of what each chart last drew, to skip unchanged ones. */
  private seen: Record<PlotName, string> = { returns: '', losses: '', mix: '' };

  constructor(side: number) {
    const key = `run-${side}`;
    this.returns = new Chart('Returns', 'chart-returns', key);
    this.losses = new Chart('Losses', 'chart-losses', key);
    this.mix = new Chart('λ and ε', 'chart-mix', key);
    // Greek letters keep their case in the upper-case card titles (ε would read as E).
    this.mix.head.querySelector('h2')?.replaceChildren(h('span', { class: 'greek' }, 'λ'), ' and ', h('span', { class: 'greek' }, 'ε'));
    this.returns.setSubtitle('');
    this.reset();
    // The small chart shows the markers' lines; their text is on the larger ones above.
    this.mix.markerLabels = false;
    // Zoom is synced across the run's charts; so is its reset.
    const charts = [this.returns, this.losses, this.mix];
    for (const c of charts) c.onReset = () => charts.forEach((o) => o !== c && o.resetZoom());
    this.logButtons = {
      log: h('button', { type: 'button', class: 'seg on', title: 'logarithmic y axis (values ≤ 0 are left out)' }, 'log'),
      lin: h('button', { type: 'button', class: 'seg', title: 'linear y axis' }, 'linear'),
    };
    this.logButtons.log.addEventListener('click', () => this.setLog(true));
    this.logButtons.lin.addEventListener('click', () => this.setLog(false));
    this.losses.tools.append(h('div', { class: 'segmented' }, this.logButtons.log, this.logButtons.lin));
    const hint = 'drag to zoom · shift-drag to pan · double-click to reset';
    for (const c of [this.returns, this.losses, this.mix]) c.body.title = hint;
    this.returns.tools.append(h('span', { class: 'hint', title: hint }, 'drag: zoom · dbl-click: reset'));
  }

  private setLog(log: boolean): void {
    this.logY = log;
    this.logButtons.log.classList.toggle('on', log);
    this.logButtons.lin.classList.toggle('on', !log);
    this.seen.losses = '';
    if (this.state) this.render(this.state); // at once: a click wants an answer now
  }

  /** The state last drawn, for a redraw on a toggle. */
  private state: RunState | null = null;

  /**
   * What each chart would draw now, as a key per chart (a chart whose key is the one it last
   * drew has nothing new to show), and the x range the run's charts share; null before the
   * run says what it is.
   */
  private keys(state: RunState): { keys: Record<PlotName, string>; span: [number, number] | null } | null {
    const d = state.data;
    if (!d.started) return null;
    const markerKey = `${d.markers.length}:${d.markers[d.markers.length - 1]?.x ?? ''}`;
    const refs = `${state.teacherReturn}|${state.randomReturn}`;
    let span = runSpan([d.student, d.evals, d.teacherGames, d.preview, d.losses, d.lambda, d.epsilonSeries]);
    // From the start of the first phase shown (a DQN run's first game ends well after 0).
    const firstPhase = d.markers.find((m) => m.kind === 'phase');
    if (span && firstPhase && firstPhase.x < span[0]) span = [firstPhase.x, span[1]];
    const spanKey = span ? span.join(':') : '';
    return {
      span,
      keys: {
        // The returns change with a game or an evaluation, every few seconds; the range they
        // share grows with every loss report. The returns are drawn again when it has grown
        // by a pixel or so, not for each report: the costliest chart (thousands of points in
        // a long run) then redraws for what shows.
        returns: `${d.student.version}|${d.evals.version}|${d.teacherGames.version}|${d.preview.version}|${refs}|${markerKey}|${d.isQdagger}|${coarseSpan(span)}`,
        losses: `${d.losses.version}|${markerKey}|${this.logY}|${d.isQdagger}|${spanKey}`,
        mix: `${d.lambda.version}|${d.epsilonSeries.version}|${markerKey}|${d.isQdagger}|${spanKey}`,
      },
    };
  }

  /** The charts whose data changed since their last draw, in the order they are drawn. */
  pending(state: RunState): PlotName[] {
    const k = this.keys(state);
    if (!k) return PLOTS.filter((n) => this.seen[n] !== 'empty');
    return PLOTS.filter((n) => k.keys[n] !== this.seen[n]);
  }

  /**
   * Redraws the charts whose data changed since their last draw; only `only` when given (the
   * page draws one chart per task: a long run's chart can take tens of milliseconds).
   */
  render(state: RunState, only?: PlotName): void {
    this.state = state;
    const k = this.keys(state);
    if (!k) {
      // Nothing to chart before the run says what it is (and no axes around nothing).
      for (const c of [this.returns, this.losses, this.mix]) c.showEmpty();
      this.reset();
      this.seen = { returns: 'empty', losses: 'empty', mix: 'empty' };
      return;
    }
    const xLabel = state.race ? 'online step' : 'global step';
    for (const name of PLOTS) {
      if ((only && only !== name) || k.keys[name] === this.seen[name]) continue;
      this.seen[name] = k.keys[name];
      if (name === 'returns') this.renderReturns(state, k.span);
      else if (name === 'losses') this.renderLosses(state, k.span);
      else this.renderMix(state, xLabel, k.span);
    }
  }

  /** Forces every chart to rebuild from scratch (a new connection). */
  reset(): void {
    this.seen = { returns: '', losses: '', mix: '' };
    setData(this.returns.el, 'points', '0');
    setData(this.returns.el, 'evaluations', '0');
  }

  private renderReturns(state: RunState, span: [number, number] | null): void {
    const d = state.data;
    const student = cssColor('--student');
    const teacher = cssColor('--teacher');
    const evalC = cssColor('--eval');
    const random = cssColor('--random');
    const preview = cssColor('--preview');
    const gt = state.teacherReturn;
    const rnd = state.randomReturn;
    const half = state.halfwayLevel;
    const hasTeacherGames = d.isQdagger || d.teacherGames.length > 0;
    const hasPreview = d.isQdagger || d.preview.length > 0;

    const series: uPlot.Series[] = [
      points('student games', student, 4, alpha(student, 0.55)),
      line('mean of 10', student, 2, undefined, undefined, 1),
      points('evaluations', evalC, 9, alpha(evalC, 0.9), 1.5),
    ];
    const tables: uPlot.AlignedData[] = [table(d.student), table(d.evals)];
    if (hasTeacherGames) {
      series.push(points('teacher games', teacher, 4, alpha(teacher, 0.55)));
      tables.push(table(d.teacherGames));
    }
    if (hasPreview) {
      series.push(points('preview games', preview, 3, alpha(preview, 0.45)));
      tables.push(table(d.preview));
    }
    // join aligns the tables on their union of x (uPlot needs one x for all series).
    const hasPoints = tables.some((t) => (t[0] as number[]).length > 0);
    const joined = padX(uPlot.join(tables), span) as (number | null)[][];
    const n = (joined[0] as number[]).length;
    const refLines: [string, number | null, string, number[] | undefined][] = [
      ['teacher G_T', gt, teacher, undefined],
      ['random policy', rnd, random, undefined],
      ['halfway', half, evalC, [6, 4]],
    ];
    const shownRefs = refLines.filter(([, v]) => v !== null);
    for (const [label, v, color, dash] of shownRefs) {
      series.push(line(label, color, 1.5, dash, undefined, 1));
      joined.push(constant(n, v));
    }
    const spec: ChartSpec = {
      shape: `returns|${series.map((s) => s.label).join(',')}`,
      series,
      yLabel: 'return',
      yValues: (_u, splits) => splits.map(tick),
      scales: { y: { range: (_u, min, max) => uPlot.rangeNum(min, max, 0.1, true) } },
    };
    const c = this.returns;
    c.markers = d.markers;
    c.hlines = [];
    if (gt !== null) c.hlines.push({ y: gt, label: `teacher G_T ${num(gt, 1)}`, color: teacher });
    if (rnd !== null) c.hlines.push({ y: rnd, label: `random ${num(rnd, 1)}`, color: random });
    if (half !== null) c.hlines.push({ y: half, label: `halfway ${num(half, 1)}`, color: evalC });
    c.update(spec, joined as uPlot.AlignedData, hasPoints);

    // The header says where the student stands against halfway.
    let sub = '';
    if (half !== null) {
      if (d.halfway) sub = state.halfwayText();
      else if (d.bestEval !== null) sub = `halfway (${num(half, 1)}) not reached yet (best evaluation ${num(d.bestEval, 1)})`;
      else sub = `halfway (${num(half, 1)}): no evaluation yet`;
    }
    const recent = d.student.last(1);
    if (recent !== null) sub += `${sub ? ' · ' : ''}mean of 10: ${num(recent, 1)}`;
    // A race side: where its mean of 10 first reached 50% and 80% of the way (the server's
    // analysis; the app's race table shows the same numbers).
    for (const [share, at] of [...d.reach].sort((a, b) => a[0] - b[0])) {
      sub += `${sub ? ' · ' : ''}${Math.round(share * 100)}%: ${at === null ? 'not yet' : `online step ${int(at)}`}`;
    }
    c.setSubtitle(
      sub,
      'halfway = random + (G_T − random) / 2, reached by the first student evaluation at or past it; the mean of 10 is of the last (up to) 10 student games; in a race, 50% and 80% are where the mean of 10 first reached that share of the way from the random policy to the teacher',
    );
    // Test hooks (read by web/test/browser.mjs): what the chart plots, as numbers.
    setData(c.el, 'points', String(countValues(d.student.ys[0] as (number | null)[])));
    setData(c.el, 'evaluations', String(countValues(d.evals.ys[0] as (number | null)[])));
  }

  private renderLosses(state: RunState, span: [number, number] | null): void {
    const d = state.data;
    const log = this.logY;
    const cols = d.isQdagger ? [0, 1, 2] : [0, 1];
    const names = ['loss', 'TD loss', 'distillation loss'];
    const colors = [cssColor('--loss'), cssColor('--td'), cssColor('--distill')];
    const series: uPlot.Series[] = cols.map((c) => line(names[c] as string, colors[c] as string, 1.25));
    series.push(line('mean Q', cssColor('--q'), 1.25, undefined, 'q'));
    const t = d.losses;
    // A log axis cannot show values <= 0: they become gaps.
    const ys = cols.map((c) => {
      const col = t.ys[c] as (number | null)[];
      return log ? col.map((v) => (v !== null && v > 0 ? v : null)) : col;
    });
    const data = padX([t.x, ...ys, t.ys[3] as (number | null)[]] as uPlot.AlignedData, span);
    const spec: ChartSpec = {
      shape: `losses|${cols.join(',')}|${log}`,
      series,
      yLabel: log ? 'loss (log)' : 'loss',
      yValues: (_u, splits) => splits.map(tick),
      scales: {
        y: log ? { distr: 3, log: 10 } : { range: (_u, min, max) => uPlot.rangeNum(min, max, 0.1, true) },
        q: { range: (_u, min, max) => uPlot.rangeNum(min, max, 0.1, true) },
      },
      extraAxes: [
        {
          scale: 'q',
          side: 1,
          size: 44,
          label: 'mean Q',
          labelSize: 16,
          grid: { show: false },
          values: (_u, splits) => splits.map(tick),
        },
      ],
    };
    this.losses.markers = d.markers.filter((m) => m.kind !== 'halfway');
    this.losses.update(spec, data, t.length > 0);
    const last = t.length ? `loss ${num(t.last(0), 4)} · mean Q ${num(t.last(3), 3)}` : '';
    this.losses.setSubtitle(last);
  }

  private renderMix(state: RunState, xLabel: string, span: [number, number] | null): void {
    const d = state.data;
    const series: uPlot.Series[] = [];
    const tables: uPlot.AlignedData[] = [];
    if (d.isQdagger) {
      series.push(line('λ (distillation coefficient)', cssColor('--lambda'), 1.5));
      tables.push(table(d.lambda));
    }
    series.push(line('ε (exploration)', cssColor('--epsilon'), 1.5));
    tables.push(table(d.epsilonSeries));
    const hasPoints = tables.some((t) => (t[0] as number[]).length > 0);
    const data = padX(tables.length > 1 ? uPlot.join(tables) : (tables[0] as uPlot.AlignedData), span);
    const spec: ChartSpec = {
      shape: `mix|${series.length}|${xLabel}`,
      series,
      xLabel,
      yLabel: '',
      scales: { y: { range: [0, 1.05] } },
      yValues: (_u, splits) => splits.map(tick),
    };
    this.mix.markers = d.markers.filter((m) => m.kind !== 'halfway');
    this.mix.update(spec, data, hasPoints);
    // A DQN run has no lambda: the card is epsilon's alone.
    const title = d.isQdagger ? 'λ and ε' : 'exploration ε';
    if (this.mixTitle !== title) {
      this.mixTitle = title;
      const greek = (c: string) => h('span', { class: 'greek' }, c);
      this.mix.head.querySelector('h2')?.replaceChildren(...(d.isQdagger ? [greek('λ'), ' and ', greek('ε')] : ['exploration ', greek('ε')]));
    }
    const parts: string[] = [];
    if (d.isQdagger && d.lambda.length) parts.push(`λ ${num(d.lambda.last(), 2)}`);
    if (d.epsilon !== null) parts.push(`ε ${num(d.epsilon, 3)}${d.params.epsilon_override !== null ? ' (override)' : ''}`);
    this.mix.setSubtitle(parts.join(' · '));
  }
}
