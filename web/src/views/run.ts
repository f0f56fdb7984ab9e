// One run's whole view: status line, phase strip, screen with the action preferences,
// controls (with the token) or the final summary, the log, and the charts. A race shows two
// of these side by side, one per socket; nothing here knows about the other side.

import { h, show } from '../dom';
import type { SaliencySettings } from '../protocol';
import type { RunState } from '../store';
import { ControlsView, type Send } from './controls';
import { LogView } from './log';
import { MapsView } from './maps';
import { PhaseView } from './phase';
import { PlotsView, type PlotName } from './plots';
import { PolicyView } from './policy';
import { RunBar } from './runbar';
import { ScreenView } from './screen';
import { SettingsView } from './settings';
import { SummaryView } from './summary';

/** A screen this close to due is drawn in the frame at hand rather than one more timer's. */
const SLACK_MS = 4;

export class RunView {
  readonly el: HTMLElement;
  readonly bar: RunBar;
  readonly phase = new PhaseView();
  readonly screen: ScreenView;
  readonly policy = new PolicyView();
  readonly controls: ControlsView;
  readonly summary = new SummaryView();
  readonly settings = new SettingsView();
  readonly log = new LogView();
  readonly plots: PlotsView;
  /** Where the student and the teacher look (saliency maps, when the viewer asks). */
  readonly maps: MapsView;
  private lastDraw = 0;
  /** Whether this connection has drawn a screen (a finished run's history has none). */
  private hasScreen = false;
  private readonly play: HTMLElement;
  /** Where the controls go while the viewer may steer; out of the DOM otherwise. */
  private readonly controlsSlot: HTMLElement;

  constructor(
    readonly state: RunState,
    send: Send,
    toast: (text: string, level?: 'info' | 'error') => void,
    screenRate: number,
    onScreenRate: (rate: number) => void,
    watchAgain: () => void,
    askMaps: (wish: SaliencySettings | null) => void,
  ) {
    this.bar = new RunBar(watchAgain);
    this.screen = new ScreenView(screenRate, onScreenRate);
    this.controls = new ControlsView(send, toast);
    this.plots = new PlotsView(state.side);
    this.maps = new MapsView(askMaps);
    this.play = h('div', { class: 'play' }, this.screen.el, this.policy.el);
    this.controlsSlot = h('div', { class: 'controls-slot' });
    this.el = h(
      'div',
      { class: 'run' },
      h('div', { class: 'run-head' }, this.bar.el),
      this.phase.el,
      h(
        'div',
        { class: 'run-main' },
        h(
          'div',
          { class: 'run-left' },
          this.play,
          this.maps.el,
          this.summary.el,
          this.controlsSlot,
          this.settings.el,
        ),
        h(
          'div',
          { class: 'run-right' },
          this.plots.returns.el,
          this.plots.losses.el,
          h('div', { class: 'run-bottom' }, this.plots.mix.el, this.log.el),
        ),
      ),
    );
  }

  /** A new connection: everything drawn so far belongs to the old history. */
  reset(): void {
    this.plots.reset();
    this.maps.reset();
    this.screen.clear('waiting for the game screen');
    this.hasScreen = false;
  }

  /** Panels: cheap text and class updates, a few times a second at most. */
  renderPanels(): void {
    const s = this.state;
    const d = s.data;
    this.bar.render(s);
    this.phase.render(s);
    this.log.render(s);
    this.summary.render(s);
    this.maps.setReadOnly(s.readOnly === true);
    // Controls only with the token, and only while there is a run to steer.
    const steer = s.readOnly === false && !s.finished && s.link !== 'incompatible';
    // A viewer who may not steer gets no controls at all: none in the DOM to find, focus or
    // script (the server would refuse their commands anyway).
    if (steer !== this.controls.el.isConnected) {
      if (steer) this.controlsSlot.append(this.controls.el);
      else this.controls.el.remove();
    }
    // Commands need a live connection: while it is down the controls rest.
    this.controls.el.classList.toggle('is-offline', s.link !== 'live');
    if (steer) this.controls.render(false, s);
    // Without the token (or once the run ended) the parameters are shown as text instead.
    show(this.settings.el, !steer && d.started && s.link !== 'incompatible');
    if (!steer) this.settings.render(s);
    // A run that ended before this page saw a screen has nothing to play: its summary
    // takes the place (a run watched to its end keeps its last screen).
    show(this.play, !(s.finished && !this.hasScreen));
    this.policy.setHasTeacher(d.isQdagger || !d.started);
    this.policy.setIdleNote(s.finished ? 'no live game: the run has ended' : 'Q-values arrive with the live game screen');
    // The bars' rows exist as soon as the actions are known, screen or not.
    if (s.dirtyQ && !s.screen) {
      this.policy.update(d.q, d.actions, d.params.temperature);
      s.dirtyQ = false;
    }
    this.screen.setIdleMessage(idleMessage(s));
    const empty = s.link === 'replaying' ? 'replaying the run’s history…' : s.link === 'connecting' ? 'connecting…' : 'no data yet';
    for (const c of [this.plots.returns, this.plots.losses, this.plots.mix]) c.setEmptyText(empty);
    s.dirtyPanels = s.dirtyControls = false;
  }

  /** The charts waiting for a redraw (their data changed); clears the state's flag. */
  takePlots(): PlotName[] {
    this.state.dirtyPlots = false;
    return this.plots.pending(this.state);
  }

  /** Redraws one chart, if its data changed since it was last drawn. */
  renderPlot(name: PlotName): void {
    this.plots.render(this.state, name);
  }

  /**
   * In how many ms a screen is due at one every `interval` ms (0: now); null when no screen
   * waits or screens are off (`interval` Infinity).
   */
  screenDueIn(now: number, interval: number): number | null {
    if (!this.state.screen || !Number.isFinite(interval)) return null;
    return Math.max(0, interval - SLACK_MS - (now - this.lastDraw));
  }

  /**
   * In an animation frame: draws the waiting screen and its bars if it is due at one every
   * `interval` ms; true when it drew one (the page then tells the server, which may send the
   * next).
   */
  drawFrame(now: number, interval: number): boolean {
    const s = this.state;
    if (!s.screen || this.screenDueIn(now, interval) !== 0) return false;
    this.screen.draw(s.screen, s.data.actions);
    this.hasScreen = true;
    s.screen = null;
    this.lastDraw = now;
    if (s.dirtyQ) {
      this.policy.update(s.data.q, s.data.actions, s.data.params.temperature);
      s.dirtyQ = false;
    }
    return true;
  }

  setScale(scale: number): void {
    this.screen.setScale(scale);
    // The left column is as wide as the screen (with its card's padding) and the bars.
    this.el.style.setProperty('--play-w', `${160 * Math.max(1, Math.floor(scale)) + 18 + 8 + 290}px`);
  }
}

function idleMessage(s: RunState): string {
  if (s.finished) return 'the run has ended';
  if (s.link === 'reconnecting') return 'reconnecting…';
  if (s.link === 'refused') return `the server turned this page away: ${s.linkNote}`;
  if (s.link === 'replaying') return 'replaying the run’s history…';
  if (s.data.paused) return 'paused';
  return 'waiting for the game screen';
}
