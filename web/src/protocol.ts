// The wire protocol between a served run (`reincarnate train --serve`) and this page.
//
// Text frames carry JSON in serde's externally tagged form (a unit variant is a bare string,
// any other variant an object with one key); binary frames carry one game screen. Nothing the
// server sends is trusted: every decoder here returns null for what it does not recognise, so
// a newer server's extra events are skipped (forward compatibility) and a malformed message
// never throws out of the socket handler.

// The messages' types in serde's forms are generated from the Rust types
// (./generated/wire.ts, by src/typescript/mod.rs); the decoded forms below are checked
// against them at compile time, so that a new Rust variant fails the type check until the
// page reads it, and a fixture of every message the server sends (written by a Rust test)
// is decoded by the unit tests.

import type * as wire from './generated/wire';
import { VERSION } from './generated/wire';
import { decodeParam, decodeParams } from './live';

/** The protocol version this page speaks (`VERSION` in src/remote/wire/binary.rs). */
export const PROTOCOL_VERSION = VERSION;

export type Phase = wire.Phase;
export type Actor = wire.Actor;

/** Every value of a string union, once: the record's keys must be exactly the union. */
function all<T extends string>(values: Record<T, true>): readonly T[] {
  return Object.keys(values) as T[];
}

/** Actors in the order of the screen header's u32 (`Actor` in src/protocol/mod.rs). */
export const ACTORS: readonly Actor[] = ['Teacher', 'Student', 'Evaluation', 'Preview', 'Random'];
all<Actor>({ Teacher: true, Student: true, Evaluation: true, Preview: true, Random: true });

const PHASES: readonly Phase[] = all<Phase>({
  LoadTeacher: true,
  TeacherEval: true,
  TeacherBuffer: true,
  Offline: true,
  Online: true,
  Done: true,
});

/** A live parameter (`LiveParam`): exactly one key. */
export type LiveParam = wire.LiveParam;

/** What a viewer may ask (`RemoteCommand`). */
export type RemoteCommand = wire.RemoteCommand;

/** A float the server sent as null because it was NaN. */
export type Num = number | null;

export interface LossReport {
  loss: Num;
  td_loss: Num;
  distill_loss: Num;
  q_values: Num;
  distill_coeff: Num;
}

export interface RunSummary {
  run_dir: string;
  global_step: number;
  completed: boolean;
  teacher_return: Num;
  recent_student_return: Num;
}

/** What the page reads of the run's config (`RunSettings`: the trainer read it for us). */
export type RunSettings = wire.RunSettings;

/** A student evaluation that reached a level (`Reached`). */
export type Reached = wire.Reached;

/**
 * What the server's analysis found (`Milestone`, computed in src/view/analysis.rs): the page
 * shows it and derives none of it. Each says the whole finding; the latest counts.
 */
export type Milestone =
  | { kind: 'Halfway'; level: number; reached: Reached | null }
  | { kind: 'Reach'; share: number; level: number; online_step: number | null };

/** The trainer's events this page understands (`TrainerEvent`), as a discriminated union. */
export type TrainerEvent =
  | {
      kind: 'Started';
      run_dir: string;
      env_id: string;
      action_meanings: string[];
      device: string;
      teacher: string | null;
      config_toml: string;
      settings: RunSettings;
    }
  | { kind: 'TeacherLoaded'; source: string; network: string }
  | { kind: 'PhaseStarted'; phase: Phase; total: number; from: number }
  | { kind: 'Progress'; phase: Phase; done: number; total: number; global_step: number; sps: Num; epsilon: Num }
  | { kind: 'Episode'; actor: Actor; global_step: number; episodic_return: Num; length: number }
  | { kind: 'Losses'; phase: Phase; global_step: number; report: LossReport }
  | { kind: 'Evaluation'; actor: Actor; phase: Phase; global_step: number; returns: Num[] }
  | { kind: 'QValues'; student: Num[] | null; teacher: Num[] | null; action: number }
  | { kind: 'ParamChanged'; global_step: number; param: LiveParam }
  | { kind: 'Paused'; paused: boolean }
  | { kind: 'Checkpoint'; global_step: number; path: string; replay: [number, number] | null }
  | { kind: 'VideoSaved'; path: string; frames: number; dropped: number }
  | { kind: 'Dropped'; count: number }
  | { kind: 'Warning'; text: string }
  | { kind: 'Stopped'; ok: RunSummary | null; err: string | null }
  | { kind: 'Milestone'; milestone: Milestone };

/** The name of each variant of an externally tagged union: a bare string, or its one key. */
type VariantName<U> = U extends string ? U : keyof U;

/** Compiles only when A and B are the same union. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

// Every event a server sends as text (all but Remote, which a viewer's own client makes, and
// Saliency, which comes to a page that asked as a binary message) has a decoded form here,
// and nothing else does; likewise every milestone.
const EVENTS_READ: Same<
  TrainerEvent['kind'],
  Exclude<VariantName<wire.TrainerEvent>, 'Remote' | 'Saliency'>
> = true;
const MILESTONES_READ: Same<Milestone['kind'], VariantName<wire.Milestone>> = true;
void EVENTS_READ;
void MILESTONES_READ;

export interface Welcome {
  version: number;
  read_only: boolean;
  uptime_ms: number;
  side: number;
  sides: number;
}

/** A decoded text frame from the server (`ServerMessage`, less `Frame`, which is binary). */
export type ServerMessage =
  | { kind: 'Welcome'; welcome: Welcome }
  | { kind: 'Live' }
  | { kind: 'Refused'; why: string }
  | { kind: 'Bye'; why: string }
  | { kind: 'Event'; at_ms: number; event: TrainerEvent | null }
  | { kind: 'Challenge'; challenge: Challenge };

/** The server's answer to the hello (`ServerMessage::Challenge`). */
export interface Challenge {
  /** The server's nonce. */
  nonce: string;
  /** The id of this serving of the run, which the MACs bind. */
  run: string;
  /** Its MAC of both nonces and its port under the run's key: proof that it holds the token. */
  proof: string | null;
  /** Viewers without the token are turned away. */
  token_needed: boolean;
}

/** One game screen from a binary frame. */
export interface Screen {
  width: number;
  height: number;
  action: number;
  actor: Actor | null;
  episodeReturn: number;
  globalStep: number;
  /** RGB bytes, row-major, width * height * 3 (a view into the frame, not a copy). */
  rgb: Uint8Array;
}

// ---- small type guards: the JSON is untrusted ----

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** A non-negative integer counter (steps, lengths). */
function count(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

/** A float, where null stands for NaN. */
function num(v: unknown): Num | undefined {
  if (v === null) return null;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function numArray(v: unknown): Num[] | null {
  if (!Array.isArray(v)) return null;
  const out: Num[] = [];
  for (const x of v) {
    const n = num(x);
    if (n === undefined) return null;
    out.push(n);
  }
  return out;
}

function phase(v: unknown): Phase | null {
  return typeof v === 'string' && (PHASES as readonly string[]).includes(v) ? (v as Phase) : null;
}

function actor(v: unknown): Actor | null {
  return typeof v === 'string' && (ACTORS as readonly string[]).includes(v) ? (v as Actor) : null;
}

/** The single key and value of an externally tagged variant, or a bare string's name. */
function variant(v: unknown): [string, unknown] | null {
  if (typeof v === 'string') return [v, null];
  if (!isObj(v)) return null;
  const keys = Object.keys(v);
  if (keys.length !== 1) return null;
  const k = keys[0] as string;
  return [k, v[k]];
}

function decodeSettings(v: unknown): RunSettings | null {
  if (!isObj(v) || typeof v.qdagger !== 'boolean') return null;
  const [total_timesteps, offline_steps] = [v.total_timesteps, v.offline_steps].map(count);
  const [start_e, end_e] = [v.start_e, v.end_e].map(num);
  const live = decodeParams(v.live);
  if (total_timesteps == null || offline_steps == null || start_e == null || end_e == null || !live) return null;
  return { qdagger: v.qdagger, total_timesteps, offline_steps, start_e, end_e, live };
}

function decodeSummary(v: unknown): RunSummary | null {
  if (!isObj(v)) return null;
  const step = count(v.global_step);
  const tr = num(v.teacher_return);
  const sr = num(v.recent_student_return);
  return {
    run_dir: str(v.run_dir) ?? '',
    global_step: step ?? 0,
    completed: v.completed === true,
    // Option<f64> is null when absent; NaN is null too: both read as "none".
    teacher_return: tr ?? null,
    recent_student_return: sr ?? null,
  };
}

/** Decodes a `Milestone`; null for an unknown or malformed one. */
export function decodeMilestone(v: unknown): Milestone | null {
  const t = variant(v);
  if (!t || !isObj(t[1])) return null;
  const x = t[1];
  const level = num(x.level);
  if (level === undefined || level === null) return null;
  switch (t[0]) {
    case 'Halfway': {
      if (x.reached === null) return { kind: 'Halfway', level, reached: null };
      if (!isObj(x.reached)) return null;
      const step = count(x.reached.global_step);
      const mean = num(x.reached.mean);
      if (step === null || mean === undefined || mean === null) return null;
      return { kind: 'Halfway', level, reached: { global_step: step, mean } };
    }
    case 'Reach': {
      const share = num(x.share);
      const at = x.online_step === null ? null : count(x.online_step);
      if (share === undefined || share === null || (x.online_step !== null && at === null)) return null;
      return { kind: 'Reach', share, level, online_step: at };
    }
    default:
      return null;
  }
}

/** Decodes a `TrainerEvent`; null for unknown events (newer servers) or malformed ones. */
export function decodeEvent(v: unknown): TrainerEvent | null {
  const t = variant(v);
  if (!t) return null;
  const [k, x] = t;
  switch (k) {
    case 'Started': {
      if (!isObj(x)) return null;
      const settings = decodeSettings(x.settings);
      if (!settings) return null;
      const actions = Array.isArray(x.action_meanings) ? x.action_meanings.map((a) => String(a)) : [];
      return {
        kind: 'Started',
        run_dir: str(x.run_dir) ?? '',
        env_id: str(x.env_id) ?? '?',
        action_meanings: actions,
        device: str(x.device) ?? '?',
        teacher: str(x.teacher),
        config_toml: str(x.config_toml) ?? '',
        settings,
      };
    }
    case 'TeacherLoaded':
      if (!isObj(x)) return null;
      return { kind: 'TeacherLoaded', source: str(x.source) ?? '', network: str(x.network) ?? '' };
    case 'PhaseStarted': {
      if (!isObj(x)) return null;
      const p = phase(x.phase);
      if (!p) return null;
      return { kind: 'PhaseStarted', phase: p, total: count(x.total) ?? 0, from: count(x.from) ?? 0 };
    }
    case 'Progress': {
      if (!isObj(x)) return null;
      const p = phase(x.phase);
      const gs = count(x.global_step);
      if (!p || gs === null) return null;
      return {
        kind: 'Progress',
        phase: p,
        done: count(x.done) ?? 0,
        total: count(x.total) ?? 0,
        global_step: gs,
        sps: num(x.sps) ?? null,
        epsilon: num(x.epsilon) ?? null,
      };
    }
    case 'Episode': {
      if (!isObj(x)) return null;
      const a = actor(x.actor);
      const gs = count(x.global_step);
      const r = num(x.episodic_return);
      if (!a || gs === null || r === undefined) return null;
      return { kind: 'Episode', actor: a, global_step: gs, episodic_return: r, length: count(x.length) ?? 0 };
    }
    case 'Losses': {
      if (!isObj(x) || !isObj(x.report)) return null;
      const p = phase(x.phase);
      const gs = count(x.global_step);
      if (!p || gs === null) return null;
      const r = x.report;
      return {
        kind: 'Losses',
        phase: p,
        global_step: gs,
        report: {
          loss: num(r.loss) ?? null,
          td_loss: num(r.td_loss) ?? null,
          distill_loss: num(r.distill_loss) ?? null,
          q_values: num(r.q_values) ?? null,
          distill_coeff: num(r.distill_coeff) ?? null,
        },
      };
    }
    case 'Evaluation': {
      if (!isObj(x)) return null;
      const a = actor(x.actor);
      const p = phase(x.phase);
      const gs = count(x.global_step);
      const returns = numArray(x.returns);
      if (!a || !p || gs === null || !returns) return null;
      return { kind: 'Evaluation', actor: a, phase: p, global_step: gs, returns };
    }
    case 'QValues': {
      if (!isObj(x)) return null;
      const action = count(x.action);
      if (action === null) return null;
      return { kind: 'QValues', student: numArray(x.student), teacher: numArray(x.teacher), action };
    }
    case 'ParamChanged': {
      if (!isObj(x)) return null;
      const param = decodeParam(x.param);
      const gs = count(x.global_step);
      if (!param || gs === null) return null;
      return { kind: 'ParamChanged', global_step: gs, param };
    }
    case 'Paused':
      return typeof x === 'boolean' ? { kind: 'Paused', paused: x } : null;
    case 'Checkpoint': {
      if (!isObj(x)) return null;
      let replay: [number, number] | null = null;
      if (Array.isArray(x.replay) && x.replay.length === 2) {
        const a = count(x.replay[0]);
        const b = count(x.replay[1]);
        if (a !== null && b !== null) replay = [a, b];
      }
      return { kind: 'Checkpoint', global_step: count(x.global_step) ?? 0, path: str(x.path) ?? '', replay };
    }
    case 'VideoSaved':
      if (!isObj(x)) return null;
      return { kind: 'VideoSaved', path: str(x.path) ?? '', frames: count(x.frames) ?? 0, dropped: count(x.dropped) ?? 0 };
    case 'Dropped': {
      const n = count(x);
      return n === null ? null : { kind: 'Dropped', count: n };
    }
    case 'Warning': {
      const s = str(x);
      return s === null ? null : { kind: 'Warning', text: s };
    }
    case 'Stopped': {
      // serde's Result: {"Ok": summary} or {"Err": "message"}.
      const r = variant(x);
      if (!r) return null;
      if (r[0] === 'Ok') return { kind: 'Stopped', ok: decodeSummary(r[1]), err: null };
      if (r[0] === 'Err') return { kind: 'Stopped', ok: null, err: str(r[1]) ?? 'unknown error' };
      return null;
    }
    case 'Milestone': {
      const m = decodeMilestone(x);
      return m ? { kind: 'Milestone', milestone: m } : null;
    }
    default:
      return null; // Remote(..), Saliency(..) and anything newer: not for this page.
  }
}

/** Decodes a text frame; null when it is not a message this page knows. */
export function decodeServerText(text: string): ServerMessage | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const t = variant(v);
  if (!t) return null;
  const [k, x] = t;
  switch (k) {
    case 'Welcome': {
      if (!isObj(x)) return null;
      return {
        kind: 'Welcome',
        welcome: {
          version: count(x.version) ?? 0,
          read_only: x.read_only !== false,
          uptime_ms: count(x.uptime_ms) ?? 0,
          side: count(x.side) ?? 0,
          // An older server without `sides` serves one run.
          sides: Math.min(2, Math.max(1, count(x.sides) ?? 1)),
        },
      };
    }
    case 'Live':
      return { kind: 'Live' };
    case 'Refused':
      return { kind: 'Refused', why: str(x) ?? 'refused' };
    case 'Bye':
      return { kind: 'Bye', why: str(x) ?? '' };
    case 'Event': {
      if (!isObj(x)) return null;
      return { kind: 'Event', at_ms: count(x.at_ms) ?? 0, event: decodeEvent(x.event) };
    }
    case 'Challenge': {
      if (!isObj(x)) return null;
      const nonce = str(x.nonce);
      const run = str(x.run);
      if (nonce === null || run === null) return null;
      return { kind: 'Challenge', challenge: { nonce, run, proof: str(x.proof), token_needed: x.token_needed !== false } };
    }
    default:
      return null;
  }
}

/** The size of a screen frame's header, before its RGB bytes. */
export const SCREEN_HEADER = 32;
/** Screens larger than this are refused (an Atari screen is 160 x 210). */
const MAX_SIDE = 1024;

/** Decodes a binary frame; null when its size does not match its header. */
export function decodeScreen(buf: ArrayBuffer): Screen | null {
  if (buf.byteLength < SCREEN_HEADER) return null;
  const dv = new DataView(buf);
  const width = dv.getUint32(0, true);
  const height = dv.getUint32(4, true);
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
  if (buf.byteLength !== SCREEN_HEADER + width * height * 3) return null;
  const ret = dv.getFloat64(16, true);
  const step = dv.getFloat64(24, true);
  return {
    width,
    height,
    action: dv.getUint32(8, true),
    actor: ACTORS[dv.getUint32(12, true)] ?? null,
    episodeReturn: Number.isFinite(ret) ? ret : NaN,
    globalStep: Number.isFinite(step) ? step : 0,
    rgb: new Uint8Array(buf, SCREEN_HEADER),
  };
}

/** How live saliency maps are made (`SaliencyMethod`). */
export type SaliencyMethod = wire.SaliencyMethod;
/** The maps a page asks for (`SaliencySettings`). */
export type SaliencySettings = wire.SaliencySettings;

/** The first u32 of a maps message (`MAPS_TAG`); a screen's is its width, 160. */
export const MAPS_TAG = 1;
/** The size of a maps message's header, before its screen (`MAPS_HEADER`). */
export const MAPS_HEADER = 48;
const MAP_BYTES = 84 * 84;
const MAP_SCREEN = 210 * 160 * 3;

/** Saliency maps of one screen, from a binary message (`maps_bytes` in src/remote/wire/page.rs). */
export interface Maps {
  method: SaliencyMethod;
  actor: Actor | null;
  globalStep: number;
  /** Milliseconds the trainer's map worker took. */
  ms: number;
  /** Spearman's rank correlation of the two maps; NaN without both (or a constant map). */
  rankCorrelation: number;
  /** The share of the student's 5% most salient pixels among the teacher's; NaN without both. */
  topOverlap: number;
  /** The screen the maps were made on: RGB, 210 x 160 x 3 (a view into the message). */
  rgb: Uint8Array;
  /** 84 x 84 bytes each, scaled to 255 at its maximum; null when there is none. */
  student: Uint8Array | null;
  teacher: Uint8Array | null;
}

/** Whether a binary message is maps rather than a screen. */
export function isMaps(buf: ArrayBuffer): boolean {
  return buf.byteLength >= 4 && new DataView(buf).getUint32(0, true) === MAPS_TAG;
}

/** Decodes a maps message; null when its size does not match what its header says. */
export function decodeMaps(buf: ArrayBuffer): Maps | null {
  if (buf.byteLength < MAPS_HEADER || !isMaps(buf)) return null;
  const dv = new DataView(buf);
  const flags = dv.getUint32(4, true);
  const hasStudent = (flags & 1) !== 0;
  const hasTeacher = (flags & 2) !== 0;
  const maps = Number(hasStudent) + Number(hasTeacher);
  if (buf.byteLength !== MAPS_HEADER + MAP_SCREEN + maps * MAP_BYTES) return null;
  const method = dv.getUint32(8, true) === 1 ? 'Perturbation' : 'Gradient';
  const f = (i: number) => dv.getFloat64(16 + 8 * i, true);
  const step = f(0);
  const ms = f(1);
  let at = MAPS_HEADER + MAP_SCREEN;
  const next = () => {
    const m = new Uint8Array(buf, at, MAP_BYTES);
    at += MAP_BYTES;
    return m;
  };
  const student = hasStudent ? next() : null;
  const teacher = hasTeacher ? next() : null;
  return {
    method,
    actor: ACTORS[dv.getUint32(12, true)] ?? null,
    globalStep: Number.isFinite(step) ? step : 0,
    ms: Number.isFinite(ms) ? ms : NaN,
    rankCorrelation: (flags & 4) !== 0 ? f(2) : NaN,
    topOverlap: (flags & 4) !== 0 ? f(3) : NaN,
    rgb: new Uint8Array(buf, MAPS_HEADER, MAP_SCREEN),
    student,
    teacher,
  };
}

// ---- page -> server ----

/** Asks the server for saliency maps made so, or for no more (`PageMessage::Maps`). */
export function mapsMessage(wish: SaliencySettings | null): string {
  const m: wire.PageMessage = { Maps: wish };
  return JSON.stringify(m);
}

/** The first message: the page's version and its nonce (`PageMessage::Hello`). */
export function helloMessage(nonce: string): string {
  const m: wire.PageMessage = { Hello: { version: PROTOCOL_VERSION, nonce } };
  return JSON.stringify(m);
}

/** The answer to the server's challenge: the page's MAC, or null without a token. */
export function answerMessage(mac: string | null): string {
  const m: wire.PageMessage = { Answer: { mac } };
  return JSON.stringify(m);
}

export function commandMessage(cmd: RemoteCommand): string {
  return JSON.stringify({ Command: cmd });
}

/** Sent once per screen received, after it was drawn: the server's flow control. */
export const DRAWN_MESSAGE = JSON.stringify('Drawn');
