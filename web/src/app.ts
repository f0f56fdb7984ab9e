// The page: one side per served run (two in a race), each a socket, a state and a view,
// and the one scheduler that decides when anything is drawn.
//
// CPU is the point of the schedule: every frame the browser paints costs the viewer's
// machine style, layout, paint and compositing work, so the page makes as few as it can.
// Events only update state; panels are redrawn at most four times a second, charts at most
// twice (and not at all while the history replays), each chart in a task of its own (a long
// run's chart can take tens of milliseconds: three in one task made a task that held up
// input), screens at the rate the viewer chose (15 a second unless they pick another; see
// screenrate.ts), each drawn in an animation frame with its bars, and nothing animates by
// itself (no CSS transitions on what changes often: each would paint 60 frames a second). A
// screen that arrives early waits on a timer, not on a chain of animation frames. A hidden
// tab draws nothing: no panel or chart work, and no screen drawn means no "Drawn" sent, so
// the server sends it no screens either until it is visible again.

import { Connection, socketUrl } from './connection';
import type { Credentials } from './credentials';
import { h, setData } from './dom';
import type { Maps, RemoteCommand, Screen, TrainerEvent, Welcome } from './protocol';
import { PROTOCOL_VERSION } from './protocol';
import { loadScreenRate, saveScreenRate, screenInterval } from './screenrate';
import { RunState, type LinkState } from './store';
import { HeaderView } from './views/header';
import { Toasts } from './views/log';
import type { PlotName } from './views/plots';
import { RunView } from './views/run';

const PANEL_MS = 250;
const PLOT_MS = 500;

interface Side {
  state: RunState;
  view: RunView;
  conn: Connection;
}

export class App {
  private readonly sides: Side[] = [];
  private readonly header = new HeaderView();
  private readonly toasts = new Toasts();
  private readonly runs: HTMLElement;
  private panelTimer: number | undefined;
  private lastPlots = 0;
  /** Charts still to redraw in this round, one per task. */
  private plotQueue: { side: Side; name: PlotName }[] = [];
  private plotTimer: number | undefined;
  private frameQueued = false;
  /** The timer of a screen that waits for the rate's interval (no animation frames meanwhile). */
  private frameTimer: number | undefined;
  /** Screens a second (0: off), the viewer's choice. */
  private screenRate = loadScreenRate();

  constructor(
    private readonly root: HTMLElement,
    private readonly credentials: Credentials,
  ) {
    this.runs = h('main', { class: 'runs' });
    this.header.hadToken = credentials.any;
    root.replaceChildren(this.header.el, this.header.banner, this.runs, this.toasts.el);
    this.addSide(0);
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) return;
      // Back in view: catch up on everything skipped while hidden, and draw screens again.
      for (const s of this.sides) s.state.touchAll();
      this.tick();
      this.queueFrame();
    });
    document.addEventListener('keydown', (e) => this.key(e));
    window.addEventListener('resize', () => this.fitScreens());
    this.testHooks();
    // Elapsed times and ETAs move without events: refresh them once a second.
    window.setInterval(() => {
      if (document.hidden) return;
      for (const s of this.sides) if (s.state.link === 'live' && !s.state.finished) s.state.dirtyPanels = true;
      this.invalidate();
    }, 1000);
    this.layout();
  }

  private addSide(index: number): void {
    const state = new RunState(index, false);
    const send = (cmd: RemoteCommand) => side.conn.send(cmd);
    const view = new RunView(
      state,
      send,
      (t, l) => this.toasts.show(t, l),
      this.screenRate,
      (rate) => this.setScreenRate(rate),
      () => side.conn.reopen(),
      (wish) => side.conn.askMaps(wish),
    );
    const conn = new Connection(socketUrl(index), this.credentials, this.handlers(index), () => {
      // A version mismatch would only mismatch again. A finished run stays shown as finished,
      // and the page does not knock on the port again (whoever binds it next is not this
      // run): "watch again" connects once more, for a trainer that continued the run
      // (`--resume --serve` on the same port). A server that turned the page away (a token
      // needed to watch) is asked again now and then. Anything else: try again in 1-2 s.
      if (state.link === 'incompatible') return null;
      if (state.finished) return null;
      if (state.link === 'refused') return 10_000;
      return 1000 + Math.random() * 1000;
    });
    const side: Side = { state, view, conn };
    this.sides[index] = side;
    this.runs.append(view.el);
    conn.open();
  }

  /** The viewer picked another rate: every side follows it, and the next page starts with it. */
  private setScreenRate(rate: number): void {
    this.screenRate = rate;
    saveScreenRate(rate);
    for (const s of this.sides) s.view.screen.setRate(rate);
    // A screen held back while screens were off is drawn now, and its "Drawn" asks for more.
    this.queueFrame();
  }

  /** Follows the server's number of sides (a race has two sockets). */
  private setSides(n: number): void {
    const race = n > 1;
    for (const s of this.sides) s.state.race = race;
    if (race && this.sides.length < 2) this.addSide(1);
    while (!race && this.sides.length > 1) {
      const s = this.sides.pop() as Side;
      s.conn.dispose();
      s.view.el.remove();
    }
    this.layout();
  }

  private layout(): void {
    const race = this.sides.length > 1;
    this.root.classList.toggle('is-race', race);
    const first = this.sides[0];
    if (!first) return;
    // A single run's status line lives in the page header; a race keeps one per column.
    if (race) first.view.el.querySelector('.run-head')?.append(first.view.bar.el);
    else this.header.slot.append(first.view.bar.el);
    this.fitScreens();
    this.invalidate();
  }

  /** The largest integer enlargement of the screen that leaves room for the rest. */
  private fitScreens(): void {
    const w = window.innerWidth;
    const hgt = window.innerHeight;
    const race = this.sides.length > 1;
    const byWidth = race ? (w / 2 - 290) / 160 : (w * 0.55 - 300) / 160;
    const byHeight = (hgt - 330) / 210;
    const scale = Math.max(1, Math.min(4, Math.floor(Math.min(byWidth, race ? 3 : byHeight))));
    for (const s of this.sides) s.view.setScale(scale);
  }

  private handlers(index: number) {
    const side = () => this.sides[index] as Side;
    return {
      welcome: (w: Welcome) => {
        const { state, view } = side();
        if (w.version !== PROTOCOL_VERSION) {
          state.link = 'incompatible';
          state.linkNote = `the server speaks protocol version ${w.version}, this page ${PROTOCOL_VERSION}`;
          this.toasts.show(state.linkNote, 'error', 10000);
          side().conn.dispose();
          this.invalidate();
          return;
        }
        state.race = w.sides > 1;
        // The server replays the run's whole history on every connection (a trainer
        // restarted with --resume --serve sends its run again): start from nothing.
        state.reset(w.uptime_ms, w.read_only);
        view.reset();
        this.testHooks(); // at once: the hooks must not say "finished" over a cleared view
        if (index === 0) this.setSides(w.sides);
        this.invalidate();
      },
      live: () => {
        const { state } = side();
        if (state.link === 'replaying') state.link = 'live';
        state.touchAll();
        this.testHooks();
        this.lastPlots = 0; // the replayed history is drawn at once
        this.invalidate();
      },
      event: (atMs: number, ev: TrainerEvent) => {
        const { state } = side();
        state.apply(atMs, ev);
        // Q-values come just before their screen, which draws them: nothing to do yet.
        if (ev.kind !== 'QValues') this.invalidate();
      },
      refused: (why: string) => {
        this.toasts.show(`refused: ${why}`, 'error', 6000);
        side().view.controls.revertPending();
      },
      bye: (why: string, welcomed: boolean) => {
        const { state } = side();
        // A Bye before any Welcome is the server turning this page away, not a run ending.
        if (!welcomed) {
          if (state.link !== 'refused' || state.linkNote !== why) this.toasts.show(why || 'the server turned this page away', 'error', 8000);
          state.link = 'refused';
          state.linkNote = why;
          state.dirtyPanels = true;
          this.invalidate();
          return;
        }
        state.linkNote = why;
        if (why) state.note(`server: ${why}`, state.finished ? 'info' : 'warn');
        this.invalidate();
      },
      screen: (s: Screen) => {
        side().state.screen = s;
        this.queueFrame();
      },
      // A few a second at most, and only after the viewer turned them on: drawn at once.
      maps: (m: Maps) => side().view.maps.add(m),
      closed: (retryMs: number | null) => {
        const { state } = side();
        if (state.link === 'incompatible' || state.link === 'refused') {
          state.dirtyPanels = true;
          this.invalidate();
          return;
        }
        state.link = state.finished ? 'finished' : 'reconnecting';
        if (retryMs === null && !state.finished) state.linkNote ||= 'closed';
        state.dirtyPanels = true;
        this.testHooks();
        this.invalidate();
      },
    };
  }

  /** Asks for a panel redraw soon (coalesced: at most every PANEL_MS). */
  private invalidate(): void {
    if (this.panelTimer !== undefined) return;
    this.panelTimer = window.setTimeout(() => this.tick(), PANEL_MS);
  }

  private tick(): void {
    clearTimeout(this.panelTimer);
    this.panelTimer = undefined;
    if (document.hidden) return; // visibilitychange calls again
    const start = performance.now();
    // In a race the DQN side has no teacher: it measures against the QDagger side's lines.
    const [a, b] = this.sides;
    if (a && b) b.state.borrowReferences(a.state.data.teacherReturn, a.state.data.randomReturn);
    this.header.render(this.sides.map((s) => s.state));
    this.testHooks();
    const now = performance.now();
    // A round of chart redraws starts when the last one is done and PLOT_MS have passed.
    const plotsDue = now - this.lastPlots >= PLOT_MS && this.plotQueue.length === 0;
    let plotsWaiting = false;
    for (const side of this.sides) {
      const { state, view } = side;
      if (state.dirtyPanels || state.dirtyControls) view.renderPanels();
      // Replaying history: thousands of events in a burst; draw the charts once, at Live.
      if (!state.dirtyPlots || state.link === 'replaying') continue;
      if (plotsDue) {
        for (const name of view.takePlots()) this.plotQueue.push({ side, name });
      } else plotsWaiting = true;
    }
    if (this.plotQueue.length && this.plotTimer === undefined) {
      this.lastPlots = now;
      this.plotTimer = window.setTimeout(() => this.plotStep(), 0);
    }
    if (plotsWaiting) this.invalidate();
    queueMicrotask(() => measure('reincarnate:tick', start));
  }

  /** Redraws the next chart of the round, then leaves the rest to tasks of their own. */
  private plotStep(): void {
    this.plotTimer = undefined;
    const job = this.plotQueue.shift();
    if (!job) return;
    const { side, name } = job;
    if (document.hidden) {
      // Back in view, every chart is drawn again (visibilitychange).
      this.plotQueue = [];
      return;
    }
    if (this.sides.includes(side)) {
      const t = performance.now();
      side.view.renderPlot(name);
      // uPlot paints in a microtask queued by its setData: this one runs after it.
      queueMicrotask(() => measure('reincarnate:plots', t, name));
    }
    if (this.plotQueue.length) this.plotTimer = window.setTimeout(() => this.plotStep(), 0);
  }

  /**
   * The page's state as `data-*` attributes, for tests (web/README.md): on the root, the
   * first side's; on each run's element, its own. Written only when they change.
   */
  private testHooks(): void {
    for (const { state, view } of this.sides) {
      const el = view.el;
      setData(el, 'state', hookState(state));
      setData(el, 'readOnly', state.readOnly === null ? '' : String(state.readOnly));
      setData(el, 'step', String(state.data.globalStep));
      setData(el, 'naturalSpeed', String(state.data.params.natural_speed));
      if (state.side === 0) {
        for (const k of ['state', 'readOnly', 'step', 'naturalSpeed'] as const) setData(this.root, k, el.dataset[k] ?? '');
      }
    }
  }

  /**
   * Asks for the animation frame that draws the waiting screens, or, when none is due yet
   * at the chosen rate, for a timer that asks again when one is: an animation frame only
   * when something will be drawn in it.
   */
  private queueFrame(): void {
    if (this.frameQueued || document.hidden) return;
    const interval = screenInterval(this.screenRate);
    const now = performance.now();
    let due: number | null = null;
    for (const s of this.sides) {
      const d = s.view.screenDueIn(now, interval);
      if (d !== null) due = Math.min(due ?? Infinity, d);
    }
    if (due === null) return;
    if (due > 0) {
      if (this.frameTimer === undefined) {
        this.frameTimer = window.setTimeout(() => {
          this.frameTimer = undefined;
          this.queueFrame();
        }, due);
      }
      return;
    }
    this.frameQueued = true;
    requestAnimationFrame(() => this.frame());
  }

  /** Draws waiting screens, then acknowledges them: the server's cue for the next one. */
  private frame(): void {
    this.frameQueued = false;
    if (document.hidden) return;
    const start = performance.now();
    const interval = screenInterval(this.screenRate);
    let drewAny = false;
    for (const { view, conn } of this.sides) {
      if (view.drawFrame(start, interval)) {
        conn.drawn();
        drewAny = true;
      }
    }
    if (drewAny) measure('reincarnate:frame', start);
    // A race's other side may have a screen due later.
    this.queueFrame();
  }

  private key(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    // Keys typed into a form control are the control's (a focused slider's arrows, a
    // checkbox's space); a focused button's space is ours, or it would click the button.
    const t = e.target as HTMLElement | null;
    if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
    // The keys act on every side the viewer may steer (both, in a race).
    const steerable = this.sides.filter((s) => s.state.readOnly === false && !s.state.finished);
    if (!steerable.length) return;
    if (e.key === ' ') {
      e.preventDefault(); // not a page scroll, and not a click on a focused button
      const anyRunning = steerable.some((s) => !s.state.data.paused);
      for (const s of steerable) {
        if (anyRunning && !s.state.data.paused) s.conn.send('Pause');
        else if (!anyRunning) s.conn.send('Resume');
      }
    } else if (e.key === 's') {
      for (const s of steerable) s.view.controls.step();
    } else if (e.key === 'c') {
      for (const s of steerable) s.view.controls.checkpoint();
    }
  }
}

/**
 * How long a redraw took, as a User Timing measure for a PerformanceObserver (a chart,
 * uPlot's painting included: `reincarnate:plots`, its name in `detail`; a panel tick:
 * `reincarnate:tick`; a screen frame: `reincarnate:frame`; web/dev/history_perf.mjs reads
 * them). Each is taken off the timeline at once, so that a page open for days keeps none:
 * only an observer sees them.
 */
function measure(name: string, start: number, detail?: string): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
    performance.clearMeasures(name);
  } catch {
    // A browser without User Timing level 3 (measure options): nothing to measure with.
  }
}

const HOOK_STATE: Record<LinkState, string> = {
  connecting: 'connecting',
  replaying: 'replaying',
  live: 'live',
  reconnecting: 'reconnecting',
  finished: 'finished',
  incompatible: 'incompatible',
  refused: 'turned-away',
};

/** A side's state for the root's `data-state`: a run that has ended is finished. */
function hookState(state: RunState): string {
  if (state.link === 'refused' || state.link === 'incompatible') return HOOK_STATE[state.link];
  if (state.finished) return 'finished';
  return HOOK_STATE[state.link];
}
