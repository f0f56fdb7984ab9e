// The state of one served run, built from its events. One `RunState` per side (a race has
// two); views only read it. Applying an event is cheap and touches no DOM: it updates
// fields and capped series and raises dirty flags, and the views redraw on their own
// schedule (panels a few times a second, plots at most twice, the screen per frame).

import { duration, int, num, PHASE_LABEL } from './format';
import { changeOf, markerOf, unknownParams } from './live';
import type { LiveKey, LiveValue, Params } from './live';
import type { LiveParam, Num, Phase, RunSettings, RunSummary, Screen, TrainerEvent } from './protocol';
import { CappedTable } from './series';

/** How the page stands with the run's server. */
export type LinkState = 'connecting' | 'replaying' | 'live' | 'reconnecting' | 'finished' | 'incompatible' | 'refused';

/** A vertical line on the plots: a parameter change, a phase start, the halfway step. */
export interface Marker {
  x: number;
  label: string;
  kind: 'param' | 'phase' | 'halfway';
}

/** A phase and its time on the server's clock (`at_ms`). */
export interface PhaseSpan {
  phase: Phase;
  startMs: number;
  endMs: number | null;
}

export interface LogEntry {
  atMs: number;
  text: string;
  level: 'info' | 'warn' | 'error';
}

export interface QValues {
  student: Num[] | null;
  teacher: Num[] | null;
  action: number;
}

const MAX_LOG = 100;
const MAX_MARKERS = 300;
const MEAN_OF = 10;

/** Everything learned from one connection's events; replaced whole on reconnect. */
export class RunData {
  // identity, from Started
  started = false;
  runDir = '';
  envId = '';
  device = '';
  teacher: string | null = null;
  teacherNetwork: string | null = null;
  actions: string[] = [];
  /** What the trainer read of the run's config for viewers. */
  config: RunSettings | null = null;
  isQdagger = false;

  // where it is
  phase: Phase | null = null;
  phaseDone = 0;
  phaseTotal = 0;
  phases: PhaseSpan[] = [];
  globalStep = 0;
  sps: number | null = null;
  epsilon: number | null = null;
  paused = false;
  /** The live settings as the trainer last confirmed them (config, then ParamChanged). */
  params: Params = unknownParams();

  // plots; x is the global step (less `xOffset` in a race)
  /** Student games: return, mean of the last (up to) 10. */
  student = new CappedTable(2);
  /** Student evaluations: mean return. */
  evals = new CappedTable(1);
  /** Teacher games (its evaluation and its buffer). */
  teacherGames = new CappedTable(1);
  /** The student's preview games during the offline phase (nothing learned from them). */
  preview = new CappedTable(1);
  /** loss, td_loss, distill_loss, q_values. */
  losses = new CappedTable(4);
  /** distill_coeff (lambda). */
  lambda = new CappedTable(1);
  /** epsilon, from Progress. */
  epsilonSeries = new CappedTable(1);
  markers: Marker[] = [];
  teacherReturn: number | null = null;
  randomReturn: number | null = null;
  /** Halfway's level, as the server's analysis said it (`Milestone::Halfway`). */
  halfwayLevel: number | null = null;
  /**
   * The first student evaluation at or past halfway, as the server's analysis said it: its
   * plot x, its global step and its mean return.
   */
  halfway: { x: number; step: number; mean: number } | null = null;
  /** A race side's online steps to 50% and 80% of the way (`Milestone::Reach`), by share. */
  reach: Map<number, number | null> = new Map();
  recent: number[] = [];
  lastEval: { step: number; mean: number } | null = null;
  bestEval: number | null = null;
  games = 0;

  // the game being shown
  q: QValues | null = null;

  // notes
  log: LogEntry[] = [];
  lastCheckpoint: { step: number; path: string } | null = null;
  dropped = 0;
  stopped: { summary: RunSummary | null; err: string | null; atMs: number } | null = null;
  /** Whether the newest event is Stopped: a Bye then means "finished", not "reconnect". */
  lastEventStopped = false;
  /** Events applied (shown while replaying history). */
  events = 0;
  /** The server time of the newest event. */
  lastAtMs = 0;
  /** A phase whose start still needs its mark on the plots (at its first Progress). */
  pendingPhaseMarker: Phase | null = null;
}

export class RunState {
  data = new RunData();
  link: LinkState = 'connecting';
  readOnly: boolean | null = null;
  /** The server's last word (Bye) or why the link is down. */
  linkNote = '';
  /** Server time = uptime at Welcome + local time since. */
  private clock: { uptimeMs: number; localMs: number } | null = null;
  /** Shift of x in a race: the QDagger side's offline steps, so both plot online steps. */
  xOffset = 0;
  /** In a race the DQN side borrows the QDagger side's G_T and random baseline. */
  private borrowed: { teacher: number | null; random: number | null } = { teacher: null, random: null };
  /** The newest screen, waiting for the next animation frame. */
  screen: Screen | null = null;

  // dirty flags, cleared by the views that read them
  dirtyPanels = true;
  dirtyPlots = true;
  dirtyQ = true;
  dirtyControls = true;

  constructor(
    readonly side: number,
    /** Whether this run is one side of a race (plots then use online steps). */
    public race: boolean,
  ) {}

  /** A new connection's Welcome: the server sends the whole history again, so start over. */
  reset(uptimeMs: number, readOnly: boolean): void {
    this.data = new RunData();
    this.readOnly = readOnly;
    this.clock = { uptimeMs, localMs: performance.now() };
    this.link = 'replaying';
    this.linkNote = '';
    this.screen = null;
    this.xOffset = 0;
    this.touchAll();
  }

  touchAll(): void {
    this.dirtyPanels = this.dirtyPlots = this.dirtyQ = this.dirtyControls = true;
  }

  /** The server's clock now, in its `at_ms` terms. */
  serverNow(): number {
    if (!this.clock) return this.data.lastAtMs;
    return this.clock.uptimeMs + (performance.now() - this.clock.localMs);
  }

  /** Whether the run has ended (its last event was Stopped). */
  get finished(): boolean {
    return this.data.stopped !== null && this.data.lastEventStopped;
  }

  get teacherReturn(): number | null {
    return this.data.teacherReturn ?? this.borrowed.teacher;
  }

  get randomReturn(): number | null {
    return this.data.randomReturn ?? this.borrowed.random;
  }

  /** Halfway from the random policy's return to the teacher's G_T, as the server said it. */
  get halfwayLevel(): number | null {
    return this.data.halfwayLevel;
  }

  /** The QDagger side's G_T and random policy, which a race's DQN side plots too. */
  borrowReferences(teacher: number | null, random: number | null): void {
    if (teacher === this.borrowed.teacher && random === this.borrowed.random) return;
    this.borrowed = { teacher, random };
    this.dirtyPlots = this.dirtyPanels = true;
  }

  /** The live setting's value as the trainer knows it, for the controls. */
  param(key: LiveKey): LiveValue {
    return this.data.params[key];
  }

  note(text: string, level: LogEntry['level'] = 'info', atMs = this.data.lastAtMs): void {
    const log = this.data.log;
    log.push({ atMs, text, level });
    if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);
    this.dirtyPanels = true;
  }

  apply(atMs: number, ev: TrainerEvent): void {
    const d = this.data;
    d.events++;
    d.lastAtMs = Math.max(d.lastAtMs, atMs);
    d.lastEventStopped = ev.kind === 'Stopped';
    this.dirtyPanels = true;
    switch (ev.kind) {
      case 'Started': {
        d.started = true;
        d.runDir = ev.run_dir;
        d.envId = ev.env_id;
        d.device = ev.device;
        d.teacher = ev.teacher;
        d.actions = ev.action_meanings;
        const c = ev.settings;
        d.config = c;
        d.isQdagger = c.qdagger;
        d.params = { ...c.live };
        // A race plots both sides against online steps: QDagger's global step counts its
        // offline gradient steps first (its offline phase then lies before 0).
        this.xOffset = this.race && d.isQdagger ? c.offline_steps : 0;
        this.dirtyControls = this.dirtyQ = true;
        break;
      }
      case 'TeacherLoaded':
        d.teacher = ev.source || d.teacher;
        d.teacherNetwork = ev.network || null;
        break;
      case 'PhaseStarted': {
        const prev = d.phases[d.phases.length - 1];
        if (prev && prev.endMs === null) prev.endMs = atMs;
        d.phases.push({ phase: ev.phase, startMs: atMs, endMs: ev.phase === 'Done' ? atMs : null });
        d.phase = ev.phase;
        d.phaseTotal = ev.total;
        d.phaseDone = ev.from;
        // The last phase's rate would give this one a wrong ETA, and the last phase's
        // player's bars would be mislabelled.
        d.sps = null;
        d.q = null;
        this.dirtyQ = true;
        if (ev.phase === 'Offline' || ev.phase === 'Online') d.pendingPhaseMarker = ev.phase;
        break;
      }
      case 'Progress': {
        d.phase = ev.phase;
        d.phaseDone = ev.done;
        d.phaseTotal = ev.total;
        const x = ev.global_step - this.xOffset;
        if (d.pendingPhaseMarker === ev.phase) {
          // PhaseStarted has no global step: the phase's first progress report gives it, less
          // the steps the phase has done (a page that connects late may see its first report
          // after the start: the history keeps one a second; a resumed phase began in an
          // earlier process). Its global step and its done count move together.
          const start = Math.max(0, ev.global_step - ev.done);
          this.marker({ x: start - this.xOffset, label: PHASE_LABEL[ev.phase], kind: 'phase' });
          d.pendingPhaseMarker = null;
        }
        if (ev.epsilon !== null && (ev.global_step !== d.globalStep || d.epsilonSeries.length === 0)) {
          d.epsilonSeries.push(x, ev.epsilon);
          this.dirtyPlots = true;
        }
        d.globalStep = ev.global_step;
        d.sps = ev.sps;
        d.epsilon = ev.epsilon;
        break;
      }
      case 'Episode': {
        const x = ev.global_step - this.xOffset;
        const r = ev.episodic_return;
        if (ev.actor === 'Student') {
          if (r !== null) {
            d.recent.push(r);
            if (d.recent.length > MEAN_OF) d.recent.shift();
          }
          const mean = d.recent.length ? d.recent.reduce((a, b) => a + b, 0) / d.recent.length : null;
          d.student.push(x, r, mean);
          d.games++;
        } else if (ev.actor === 'Teacher') {
          // The teacher plays before the student's first step (its evaluation, then its
          // buffer, whose steps count on their own): its games go at step 0, as in the app,
          // so that they do not stretch the student's step axis.
          d.teacherGames.push(-this.xOffset, r);
        } else if (ev.actor === 'Preview') {
          d.preview.push(x, r);
        } else {
          break; // evaluation games arrive again, averaged, as an Evaluation
        }
        this.dirtyPlots = true;
        break;
      }
      case 'Losses': {
        const x = ev.global_step - this.xOffset;
        const r = ev.report;
        d.losses.push(x, r.loss, r.td_loss, r.distill_loss, r.q_values);
        if (d.isQdagger) d.lambda.push(x, r.distill_coeff);
        this.dirtyPlots = true;
        break;
      }
      case 'Evaluation': {
        const vals = ev.returns.filter((v): v is number => v !== null);
        const mean = vals.length ? vals.reduce((a, b) => a + b, 0) / vals.length : null;
        if (mean === null) break;
        if (ev.actor === 'Teacher') {
          d.teacherReturn = mean;
          this.note(`teacher G_T ${num(mean, 1)} over ${vals.length} games`, 'info', atMs);
        } else if (ev.actor === 'Random') {
          d.randomReturn = mean;
          this.note(`random policy ${num(mean, 1)} over ${vals.length} games`, 'info', atMs);
        } else {
          // The student's evaluations: 'Evaluation' live, 'Student' in a resumed run's
          // history (rebuilt from its log). Which one reached halfway, the server says.
          const x = ev.global_step - this.xOffset;
          d.evals.push(x, mean);
          d.lastEval = { step: ev.global_step, mean };
          d.bestEval = d.bestEval === null ? mean : Math.max(d.bestEval, mean);
        }
        this.dirtyPlots = true;
        break;
      }
      case 'Milestone': {
        const m = ev.milestone;
        if (m.kind === 'Halfway') {
          d.halfwayLevel = m.level;
          const r = m.reached;
          const same = d.halfway !== null && r !== null && d.halfway.step === r.global_step && d.halfway.mean === r.mean;
          if (!same) {
            // A changed level moves the crossing: the old mark goes first.
            d.markers = d.markers.filter((k) => k.kind !== 'halfway');
            d.halfway = null;
            if (r) this.setHalfway(r.global_step - this.xOffset, r.global_step, r.mean);
          }
        } else {
          d.reach.set(m.share, m.online_step);
        }
        this.dirtyPlots = true;
        break;
      }
      case 'QValues':
        d.q = { student: ev.student, teacher: ev.teacher, action: ev.action };
        this.dirtyQ = true;
        return; // per frame: not worth a panel redraw
      case 'ParamChanged': {
        const label = this.applyParam(ev.param);
        if (label) this.marker({ x: ev.global_step - this.xOffset, label, kind: 'param' });
        if (label) this.note(`step ${int(ev.global_step)}: ${label}`, 'info', atMs);
        this.dirtyControls = true;
        break;
      }
      case 'Paused':
        d.paused = ev.paused;
        this.dirtyControls = true;
        break;
      case 'Checkpoint': {
        d.lastCheckpoint = { step: ev.global_step, path: ev.path };
        const replay = ev.replay ? ` with ${int(ev.replay[0])} transitions (${mib(ev.replay[1])})` : '';
        this.note(`checkpoint at step ${int(ev.global_step)}${replay}: ${ev.path}`, 'info', atMs);
        break;
      }
      case 'VideoSaved': {
        const dropped = ev.dropped > 0 ? `, ${int(ev.dropped)} left out: the encoder was behind` : '';
        this.note(`video saved: ${ev.path} (${int(ev.frames)} frames${dropped})`, 'info', atMs);
        break;
      }
      case 'Dropped':
        d.dropped += ev.count;
        break;
      case 'Warning':
        this.note(ev.text, 'warn', atMs);
        break;
      case 'Stopped': {
        d.stopped = { summary: ev.ok, err: ev.err, atMs };
        if (ev.ok && ev.ok.global_step > d.globalStep) {
          // Steps since the last progress report: the phase's count moves with the step.
          if (d.phase === 'Online' || d.phase === 'Offline') d.phaseDone = Math.min(d.phaseTotal || Infinity, d.phaseDone + ev.ok.global_step - d.globalStep);
          d.globalStep = ev.ok.global_step;
        }
        const last = d.phases[d.phases.length - 1];
        if (last && last.endMs === null) last.endMs = atMs;
        if (ev.err !== null) this.note(`the run failed: ${ev.err}`, 'error', atMs);
        else this.note(`the run stopped at step ${int(ev.ok?.global_step ?? d.globalStep)}`, 'info', atMs);
        this.dirtyControls = true;
        break;
      }
    }
  }

  /** Updates the setting; returns the plot label of the change, or null for none. */
  private applyParam(p: LiveParam): string | null {
    const change = changeOf(p);
    if (!change) return null;
    const [s, v] = change;
    (this.data.params as Record<LiveKey, LiveValue>)[s.key] = v;
    this.dirtyQ ||= s.key === 'temperature'; // the policies shown are softmax(Q / T)
    return markerOf(s, v);
  }

  private marker(m: Marker): void {
    const ms = this.data.markers;
    ms.push(m);
    if (ms.length > MAX_MARKERS) ms.splice(0, ms.length - MAX_MARKERS);
    this.dirtyPlots = true;
  }

  private setHalfway(x: number, step: number, mean: number): void {
    this.data.halfway = { x, step, mean };
    this.marker({ x, label: this.halfwayText(), kind: 'halfway' });
  }

  /** "halfway at step N (evaluation M)", once an evaluation reached halfway. */
  halfwayText(): string {
    const hw = this.data.halfway;
    return hw ? `halfway at ${this.stepText(hw.x, hw.step)} (evaluation ${num(hw.mean, 1)})` : '';
  }

  /** A step as the plots count it: the global step, or in a race the online step. */
  stepText(x: number, globalStep: number): string {
    return this.race ? `online step ${int(Math.round(x))}` : `step ${int(globalStep)}`;
  }

  /** How long each phase took, and the current one so far. */
  phaseTimes(): { phase: Phase; ms: number; running: boolean }[] {
    const now = this.serverNow();
    return this.data.phases
      .filter((p) => p.phase !== 'Done')
      .map((p) => ({
        phase: p.phase,
        ms: (p.endMs ?? (this.finished || this.link !== 'live' ? this.data.lastAtMs : now)) - p.startMs,
        running: p.endMs === null && !this.finished,
      }));
  }

  /** Seconds left in the phase at the current rate, or null. */
  eta(): number | null {
    const d = this.data;
    if (d.sps === null || d.sps <= 0 || d.phaseTotal <= 0 || d.paused) return null;
    return Math.max(0, d.phaseTotal - d.phaseDone) / d.sps;
  }

  /** A one-line account of the time per phase, for tooltips. */
  phaseTimesText(): string {
    return this.phaseTimes()
      .map((p) => `${PHASE_LABEL[p.phase]} ${duration(p.ms)}${p.running ? ' (now)' : ''}`)
      .join(' · ');
  }
}

function mib(bytes: number): string {
  return bytes >= 1 << 30 ? `${(bytes / (1 << 30)).toFixed(1)} GiB` : `${(bytes / (1 << 20)).toFixed(0)} MiB`;
}
