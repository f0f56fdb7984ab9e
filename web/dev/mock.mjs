#!/usr/bin/env node
// A stand-in for `reincarnate train --serve`: serves web/dist with the real server's CSP and
// speaks the page's protocol at /ws with a synthetic run (a Pong-like screen, the phases of
// a QDagger run, games, losses, evaluations, parameter changes), so the page can be built,
// tried and screenshotted without the Rust trainer. Development only: nothing ships it.
//
//   node dev/mock.mjs [--port 8765] [--token mock-token] [--race] [--dqn]
//                     [--prefill SECONDS] [--speed X] [--drop-after SECONDS] [--dist DIR]
//                     [--steps N] [--prefill-steps N] [--server-history] [--episode-steps A-B]
//                     [--eval-every N] [--eval-games N]
//
//   --prefill S     simulate the run's first S seconds before serving, so a page opens on a
//                   history (a large S gives a finished run: Stopped, then Bye; unlike a real
//                   trainer, which exits, the mock goes on serving it, so the page, which asks
//                   every 3 s whether a trainer continued a finished run, rebuilds it each time)
//   --prefill-steps N  simulate until the run's global step reaches N (at least; with
//                   --prefill too, whichever comes later), e.g. a 1M-step history:
//                   --steps 1000000 --prefill-steps 1000000 --server-history
//   --steps N       the run's online steps (total_timesteps; default 50000)
//   --server-history  keep the history as the real server does (src/remote/server/backlog.rs):
//                   progress reports are live only but the newest, which a new page gets last;
//                   past 200,000 events the older half is thinned (every other loss report,
//                   else every other game or notice; never the start, phases, evaluations or
//                   the end). Without it every event is kept, progress reports too
//   --episode-steps A-B  steps between two games (default 700-1300; Pong: 1000-3000 or so)
//   --eval-every N  steps between two student evaluations (default 5000)
//   --eval-games N  games per evaluation, each an Episode of the evaluation actor, then the
//                   Evaluation (default 2)
//   --speed X       steps per second times X (the run's clock is unchanged)
//   --race          two sides, QDagger (side 0) and DQN (side 1), as `race --serve` would
//   --dqn           a single DQN run (no teacher)
//   --history-rate N  send the history at N events a second (to see "replaying history…")
//   --token-to-watch  turn away a page without the token (a server beyond loopback does)
//   --full-actions  the full 18-action set (as Atari games without a minimal set have)
//   --drop-after S  after S seconds, drop every socket without a Bye and refuse new ones for
//                   3 s, as a trainer restarted with --resume --serve would (tests reconnect)
//   --resume-after S  a run stopped while served (Stop run…) refuses new sockets, as the real
//                   server does once its run ended, and S seconds later a trainer "continues
//                   it" (--resume --serve on the same port): a new history up to the stop step,
//                   then on (tests that a finished page reconnects and rebuilds)
//
// It also checks the page: a Hello that is not first or comes twice, a command before the
// Hello, or a "Drawn" without a screen to acknowledge is reported on stderr.

import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';

/** Halfway from the mock's random policy (-20.7) to its teacher's G_T (19.7). */
const HALFWAY_LEVEL = (19.7 + -20.7) / 2;
const here = dirname(fileURLToPath(import.meta.url));

function args() {
  const a = process.argv.slice(2);
  const o = { port: 8765, token: 'mock-token', race: false, dqn: false, prefill: 90, speed: 8, dropAfter: 0, resumeAfter: 0, fullActions: false, historyRate: 0, tokenToWatch: false, dist: join(here, '..', 'dist'), steps: 50000, prefillSteps: 0, serverHistory: false, episodeSteps: [700, 1300], evalEvery: 5000, evalGames: 2 };
  for (let i = 0; i < a.length; i++) {
    const k = a[i];
    const v = () => a[++i];
    if (k === '--port') o.port = Number(v());
    else if (k === '--token') o.token = v();
    else if (k === '--race') o.race = true;
    else if (k === '--dqn') o.dqn = true;
    else if (k === '--prefill') o.prefill = Number(v());
    else if (k === '--speed') o.speed = Number(v());
    else if (k === '--drop-after') o.dropAfter = Number(v());
    else if (k === '--resume-after') o.resumeAfter = Number(v());
    else if (k === '--dist') o.dist = v();
    else if (k === '--full-actions') o.fullActions = true;
    else if (k === '--history-rate') o.historyRate = Number(v());
    else if (k === '--token-to-watch') o.tokenToWatch = true;
    else if (k === '--steps') o.steps = Number(v());
    else if (k === '--prefill-steps') o.prefillSteps = Number(v());
    else if (k === '--server-history') o.serverHistory = true;
    else if (k === '--episode-steps') o.episodeSteps = String(v()).split('-').map(Number);
    else if (k === '--eval-every') o.evalEvery = Number(v());
    else if (k === '--eval-games') o.evalGames = Number(v());
    else {
      console.error(`mock: unknown argument ${k}`);
      process.exit(2);
    }
  }
  const [lo, hi] = o.episodeSteps;
  if (!(o.steps > 0) || !(o.evalEvery > 0) || !(o.evalGames >= 1) || !(lo >= 1 && hi >= lo)) {
    console.error('mock: --steps, --eval-every and --eval-games must be positive, --episode-steps A-B with 1 <= A <= B');
    process.exit(2);
  }
  return o;
}

const opts = args();
/** Whether the server listens yet (the prefill runs before it does). */
let serving = false;
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// ---------------------------------------------------------------- a seeded random source

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- the fake screen (Pong-ish)

const W = 160;
const H = 210;
const BG = [144, 72, 17];
const WALL = [236, 236, 236];
const LEFT = [213, 130, 74];
const RIGHT = [92, 186, 92];
const DIGITS = ['111101101101111', '010110010010111', '111001111100111', '111001111001111', '101101111001001', '111100111001111', '111100111101111', '111001001001001', '111101111101111', '111101111001111'];

class Pong {
  constructor(rand) {
    this.rand = rand;
    this.bx = 80;
    this.by = 110;
    this.vx = 2;
    this.vy = 1.3;
    this.ly = 100;
    this.ry = 100;
    this.score = [0, 0];
    this.buf = Buffer.alloc(32 + W * H * 3);
  }

  step(skill) {
    this.bx += this.vx;
    this.by += this.vy;
    if (this.by < 36 || this.by > 190) this.vy = -this.vy;
    // The agent (right, green) tracks the ball as well as it has learned to.
    const aim = (target, y, k) => y + Math.max(-3, Math.min(3, (target - y - 8) * k));
    this.ly = aim(this.by, this.ly, 0.12);
    this.ry = aim(this.by + (this.rand() - 0.5) * 40 * (1 - skill), this.ry, 0.08 + 0.2 * skill);
    if (this.bx >= 138 && this.bx <= 142 && this.vx > 0) {
      if (this.by + 4 >= this.ry && this.by <= this.ry + 16) this.vx = -this.vx;
    }
    if (this.bx <= 20 && this.bx >= 16 && this.vx < 0) {
      if (this.by + 4 >= this.ly && this.by <= this.ly + 16 && this.rand() < 0.92) this.vx = -this.vx;
    }
    if (this.bx < 0 || this.bx > W) {
      this.score[this.bx < 0 ? 1 : 0] = (this.score[this.bx < 0 ? 1 : 0] + 1) % 22;
      this.bx = 80;
      this.by = 60 + this.rand() * 100;
      this.vx = this.rand() < 0.5 ? 2 : -2;
    }
    return this.vy > 0 ? 2 : 3; // RIGHT / LEFT: the action the fake agent "took"
  }

  rect(x0, y0, w, h, c) {
    for (let y = Math.max(0, y0 | 0); y < Math.min(H, (y0 + h) | 0); y++)
      for (let x = Math.max(0, x0 | 0); x < Math.min(W, (x0 + w) | 0); x++) {
        const o = 32 + (y * W + x) * 3;
        this.buf[o] = c[0];
        this.buf[o + 1] = c[1];
        this.buf[o + 2] = c[2];
      }
  }

  digit(n, x0, c) {
    const s = String(n);
    s.split('').forEach((ch, k) => {
      const p = DIGITS[Number(ch)];
      for (let i = 0; i < 15; i++) if (p[i] === '1') this.rect(x0 + k * 16 + (i % 3) * 4, 2 + Math.floor(i / 3) * 4, 4, 4, c);
    });
  }

  frame(action, actor, ret, step) {
    this.rect(0, 0, W, H, BG);
    this.rect(0, 24, W, 10, WALL);
    this.rect(0, 194, W, 16, WALL);
    this.digit(this.score[0], 20, LEFT);
    this.digit(this.score[1], 100, RIGHT);
    this.rect(16, this.ly, 4, 16, LEFT);
    this.rect(140, this.ry, 4, 16, RIGHT);
    this.rect(this.bx, this.by, 2, 4, WALL);
    const b = this.buf;
    b.writeUInt32LE(W, 0);
    b.writeUInt32LE(H, 4);
    b.writeUInt32LE(action, 8);
    b.writeUInt32LE(actor, 12);
    b.writeDoubleLE(ret, 16);
    b.writeDoubleLE(step, 24);
    return b;
  }
}

// ---------------------------------------------------------------- the synthetic run

const ACTIONS = opts.fullActions
  ? ['NOOP', 'FIRE', 'UP', 'RIGHT', 'LEFT', 'DOWN', 'UPRIGHT', 'UPLEFT', 'DOWNRIGHT', 'DOWNLEFT', 'UPFIRE', 'RIGHTFIRE', 'LEFTFIRE', 'DOWNFIRE', 'UPRIGHTFIRE', 'UPLEFTFIRE', 'DOWNRIGHTFIRE', 'DOWNLEFTFIRE']
  : ['NOOP', 'FIRE', 'RIGHT', 'LEFT', 'RIGHTFIRE', 'LEFTFIRE'];
const TEACHER_G = 19.7;
const RANDOM_G = -20.7;
const sigmoid = (x) => 1 / (1 + Math.exp(-x));
/** The real server's cap on a run's history (src/remote/server/backlog.rs, MAX_EVENTS). */
const HISTORY_CAP = 200_000;

class Run {
  constructor(side, qdagger) {
    this.side = side;
    this.qdagger = qdagger;
    this.rand = rng(17 + side);
    this.pong = new Pong(rng(99 + side));
    this.cfg = {
      total_timesteps: opts.steps,
      offline_steps: 20000,
      teacher_steps: 10000,
      temperature: 1.0,
      distill_threshold: 0.0,
      learning_rate: 0.0001,
      train_frequency: 4,
      start_e: 1.0,
      end_e: 0.01,
      exploration_fraction: 0.5,
    };
    this.history = [];
    /** Per history entry, what the server's thinning makes of it (--server-history). */
    this.kinds = [];
    /** The newest progress report (--server-history keeps only it). */
    this.progress = null;
    this.clients = new Set();
    this.ms = 0;
    this.phases = qdagger ? ['LoadTeacher', 'TeacherEval', 'TeacherBuffer', 'Offline', 'Online'] : ['Online'];
    this.pi = -1;
    this.done = 0;
    this.total = 0;
    this.globalStep = 0;
    this.online = 0;
    this.paused = false;
    this.stopped = false;
    this.nextGame = 800;
    this.nextLoss = 100;
    this.nextEval = opts.evalEvery;
    this.nextProgress = 0;
    this.recent = [];
    this.overrideEps = null;
    this.natural = false;
    this.episodeReturn = 0;
    const runDir = `runs/${qdagger ? 'qdagger' : 'dqn'}__PongNoFrameskip-v4__1__1733212800`;
    const algorithm = qdagger ? 'qdagger' : 'dqn';
    const c = this.cfg;
    const toml = [
      `exp_name = "${qdagger ? 'qdagger' : 'dqn_atari'}"`,
      `algorithm = "${algorithm}"`,
      'seed = 1',
      'env_id = "PongNoFrameskip-v4"',
      `total_timesteps = ${c.total_timesteps}`,
      `learning_rate = ${c.learning_rate}`,
      'buffer_size = 100000',
      `start_e = ${c.start_e}`,
      `end_e = ${c.end_e}`,
      `exploration_fraction = ${c.exploration_fraction}`,
      `train_frequency = ${c.train_frequency}`,
      `teacher_steps = ${c.teacher_steps}`,
      `offline_steps = ${c.offline_steps}`,
      `temperature = ${c.temperature.toFixed(1)}`,
      `distill_threshold = ${c.distill_threshold.toFixed(1)}`,
      '',
    ].join('\n');
    this.emit({
      Started: {
        run_dir: `/home/you/reincarnate/${runDir}`,
        env_id: 'PongNoFrameskip-v4',
        action_meanings: ACTIONS,
        device: 'cuda:0 (NVIDIA H200)',
        teacher: qdagger ? 'bundled' : null,
        config_toml: toml,
        settings: {
          qdagger,
          total_timesteps: c.total_timesteps,
          offline_steps: qdagger ? c.offline_steps : 0,
          temperature: c.temperature,
          distill_threshold: c.distill_threshold,
          learning_rate: c.learning_rate,
          train_frequency: c.train_frequency,
          start_e: c.start_e,
          end_e: c.end_e,
        },
      },
    });
    this.nextPhase();
  }

  /** Steps per second of the current phase (times --speed). */
  get sps() {
    const base = { LoadTeacher: 1, TeacherEval: 1, TeacherBuffer: 420, Offline: 55, Online: 38 }[this.phase] ?? 1;
    return (this.natural ? Math.min(base, 15) : base) * opts.speed;
  }

  get phase() {
    return this.phases[this.pi] ?? 'Done';
  }

  emit(event) {
    const msg = JSON.stringify({ Event: { at_ms: Math.round(this.ms), event } });
    this.keep(event, msg);
    // A page still receiving the history gets what happens meanwhile right after it.
    for (const c of this.clients) {
      if (c.live) c.ws.send(msg);
      else c.queue?.push(msg);
    }
  }

  /** Adds an event to the history (as the real server's backlog does, with --server-history). */
  /** What the server's analysis says (a race's DQN side is measured against the same level). */
  halfway(reached) {
    this.halfwaySaid = true;
    this.halfwayReached = reached !== null;
    this.emit({ Milestone: { Halfway: { level: HALFWAY_LEVEL, reached } } });
  }
  keep(event, msg) {
    if (!opts.serverHistory) return void this.history.push(msg);
    const name = Object.keys(event)[0];
    if (name === 'Progress') return void (this.progress = msg);
    this.history.push(msg);
    this.kinds.push(name === 'Losses' ? 'losses' : ['Started', 'TeacherLoaded', 'PhaseStarted', 'Evaluation', 'Milestone', 'Stopped'].includes(name) ? 'landmark' : 'detail');
    if (this.history.length > HISTORY_CAP) {
      const before = this.history.length;
      this.thin((k) => k === 'losses');
      if (this.history.length === before) this.thin((k) => k !== 'landmark');
    }
  }

  /** Every other thinnable event of the older half goes (src/remote/server/backlog.rs). */
  thin(thinnable) {
    const half = this.history.length >> 1;
    let w = 0;
    let k = 0;
    for (let i = 0; i < this.history.length; i++) {
      const gone = i < half && thinnable(this.kinds[i]) && ++k % 2 === 1;
      if (gone) continue;
      this.history[w] = this.history[i];
      this.kinds[w++] = this.kinds[i];
    }
    this.history.length = w;
    this.kinds.length = w;
  }

  /** What a page that connects now is sent before Live. */
  snapshot() {
    return this.progress ? [...this.history, this.progress] : this.history.slice();
  }

  nextPhase() {
    this.pi++;
    const p = this.phase;
    this.done = 0;
    this.total = { LoadTeacher: 1, TeacherEval: 3, TeacherBuffer: this.cfg.teacher_steps, Offline: this.cfg.offline_steps, Online: this.cfg.total_timesteps, Done: 0 }[p];
    this.emit({ PhaseStarted: { phase: p, total: this.total, from: 0 } });
    if (p === 'LoadTeacher') this.emit({ TeacherLoaded: { source: 'bundled teacher (assets/teachers/pong)', network: 'nature' } });
    if (p === 'Offline' || p === 'Online') {
      this.nextLoss = 100;
      this.nextGame = this.gameSteps();
      this.nextEval = opts.evalEvery;
    }
    if (p === 'Done') this.finish(true);
  }

  finish(completed, err = null) {
    if (this.stopped) return;
    this.stopped = true;
    this.emit({ Checkpoint: { global_step: this.globalStep, path: `${this.runDir()}/checkpoints/step_${this.globalStep}`, replay: [100000, 2_822_400_000] } });
    if (err) this.emit({ Stopped: { Err: err } });
    else {
      const mean = this.recent.length ? this.recent.reduce((a, b) => a + b, 0) / this.recent.length : null;
      this.emit({ Stopped: { Ok: { run_dir: this.runDir(), global_step: this.globalStep, completed, teacher_return: this.qdagger ? TEACHER_G : null, recent_student_return: mean } } });
    }
    for (const c of this.clients) if (c.live) bye(c, completed ? 'the run finished' : 'the run was stopped');
    // The real server stops accepting once its run ends; a prefilled finished run is still
    // served, so that a page can open on one.
    if (serving) {
      this.closed = true;
      if (opts.resumeAfter > 0) setTimeout(() => resume(this), opts.resumeAfter * 1000);
    }
  }

  runDir() {
    return `/home/you/reincarnate/runs/${this.qdagger ? 'qdagger' : 'dqn'}__PongNoFrameskip-v4__1__1733212800`;
  }

  /** Steps until the next game ends (--episode-steps). */
  gameSteps() {
    const [lo, hi] = opts.episodeSteps;
    return lo + this.rand() * (hi - lo);
  }

  /** How well the student plays, 0 (random) to 1 (the teacher). */
  skill() {
    if (this.qdagger) {
      if (this.phase === 'Offline') return 0.35 * sigmoid((this.done - 9000) / 2500);
      if (this.phase === 'Online' || this.phase === 'Done') return 0.35 + 0.6 * sigmoid((this.online - 9000) / 4000);
      return 0;
    }
    return 0.25 * sigmoid((this.online - 30000) / 6000);
  }

  gameReturn(skill) {
    const r = RANDOM_G + (TEACHER_G - RANDOM_G) * skill + (this.rand() - 0.5) * 7;
    return Math.round(Math.max(-21, Math.min(21, r)));
  }

  epsilon() {
    if (this.overrideEps !== null) return this.overrideEps;
    if (this.phase !== 'Online') return this.cfg.start_e;
    const c = this.cfg;
    const frac = Math.min(1, this.online / (c.exploration_fraction * c.total_timesteps));
    return c.start_e + (c.end_e - c.start_e) * frac;
  }

  /** Advances the run's clock by dt ms. */
  advance(dt) {
    this.ms += dt;
    if (this.stopped || this.paused) return;
    this.work(this.sps * (dt / 1000));
  }

  work(steps) {
    const p = this.phase;
    if (p === 'LoadTeacher') return this.nextPhase();
    if (p === 'TeacherEval') {
      for (let i = 0; i < 3; i++) this.emit({ Episode: { actor: 'Teacher', global_step: 0, episodic_return: [20, 19, 20][i], length: 6800 + i * 300 } });
      this.emit({ Evaluation: { actor: 'Teacher', phase: p, global_step: 0, returns: [20, 19, 20.1] } });
      this.emit({ Evaluation: { actor: 'Random', phase: p, global_step: 0, returns: [-21, -20, -21.1] } });
      this.halfway(null);
      this.done = 3;
      return this.nextPhase();
    }
    let n = Math.max(1, Math.round(steps));
    while (n-- > 0 && !this.stopped) this.oneStep();
    if (this.ms >= this.nextProgress) {
      this.nextProgress = this.ms + 250;
      this.emit({ Progress: { phase: this.phase, done: this.done, total: this.total, global_step: this.globalStep, sps: this.sps * (0.95 + this.rand() * 0.1), epsilon: this.epsilon() } });
    }
  }

  oneStep() {
    const p = this.phase;
    this.done++;
    if (p === 'Offline' || p === 'Online') this.globalStep++;
    if (p === 'Online') this.online++;
    if (--this.nextGame <= 0) {
      this.nextGame = this.gameSteps();
      const actor = p === 'TeacherBuffer' ? 'Teacher' : p === 'Offline' ? 'Preview' : 'Student';
      const r = actor === 'Teacher' ? this.gameReturn(1) : this.gameReturn(this.skill());
      if (actor === 'Student') {
        this.recent.push(r);
        if (this.recent.length > 10) this.recent.shift();
      }
      this.emit({ Episode: { actor, global_step: this.globalStep, episodic_return: r, length: Math.round(3000 + this.rand() * 4000) } });
    }
    if ((p === 'Offline' || p === 'Online') && this.done >= this.nextLoss) {
      this.nextLoss += 100;
      const t = this.globalStep;
      const noise = () => Math.exp((this.rand() - 0.5) * 0.9);
      const td = (0.004 + 0.02 * Math.exp(-t / 25000)) * noise();
      const distill = this.qdagger ? (0.05 + 0.9 * Math.exp(-t / 12000)) * noise() : 0;
      const norm = (RANDOM_G + (TEACHER_G - RANDOM_G) * this.skill() - RANDOM_G) / (TEACHER_G - RANDOM_G);
      const lambda = this.qdagger ? (p === 'Offline' ? 1 : Math.max(0, 1 - norm)) : 0;
      this.emit({ Losses: { phase: p, global_step: t, report: { loss: td + lambda * distill, td_loss: td, distill_loss: distill, q_values: 0.05 + 0.9 * (1 - Math.exp(-t / 30000)) + (this.rand() - 0.5) * 0.05, distill_coeff: lambda } } });
    }
    if ((p === 'Offline' || p === 'Online') && this.done >= this.nextEval) {
      this.nextEval += opts.evalEvery;
      const s = this.skill();
      const returns = Array.from({ length: opts.evalGames }, () => this.gameReturn(s));
      for (const r of returns) this.emit({ Episode: { actor: 'Evaluation', global_step: this.globalStep, episodic_return: r, length: Math.round(3000 + this.rand() * 4000) } });
      this.emit({ Evaluation: { actor: 'Evaluation', phase: p, global_step: this.globalStep, returns } });
      const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
      if (!this.halfwayReached && mean >= HALFWAY_LEVEL) this.halfway({ global_step: this.globalStep, mean });
      else if (this.halfwaySaid === undefined) this.halfway(null);
      this.evalUntil = this.ms + 3000;
    }
    if (this.done >= this.total) this.nextPhase();
  }

  /** The Q-values the fake networks give the current screen. */
  qvalues(action) {
    const p = this.phase;
    const teacher = ACTIONS.map((_, i) => 0.9 + (i === action ? 0.9 : i === (action ^ 1) ? 0.4 : 0) + (this.rand() - 0.5) * 0.1);
    const noise = 1.2 * (1 - this.skill());
    const student = teacher.map((q) => q * (0.6 + 0.4 * this.skill()) + (this.rand() - 0.5) * noise);
    return {
      student: p === 'TeacherBuffer' ? null : student,
      teacher: this.qdagger ? teacher : null,
      action,
    };
  }

  /** The next screen for a client, with its Q-values event sent first. */
  screen(client) {
    const action = this.pong.step(this.skill());
    const p = this.phase;
    const actor = p === 'TeacherEval' || p === 'TeacherBuffer' ? 0 : p === 'Offline' ? 3 : this.evalUntil > this.ms ? 2 : 1;
    this.episodeReturn = this.pong.score[1] - this.pong.score[0];
    client.ws.send(JSON.stringify({ Event: { at_ms: Math.round(this.ms), event: { QValues: this.qvalues(action) } } }));
    client.ws.send(this.pong.frame(action, actor, this.episodeReturn, this.globalStep));
  }

  command(client, cmd) {
    if (client.readOnly) return client.ws.send(JSON.stringify({ Refused: 'read-only: this viewer has no token' }));
    if (this.stopped) return client.ws.send(JSON.stringify({ Refused: 'the run has stopped' }));
    if (typeof cmd === 'object' && cmd && 'Set' in cmd) {
      const [k, v] = Object.entries(cmd.Set)[0] ?? [];
      const ok = {
        EpsilonOverride: v === null || (v >= 0 && v <= 1),
        DistillThreshold: v >= 0 && v <= 1,
        Temperature: v > 0,
        LearningRate: v > 0 && v < 1,
        TrainFrequency: Number.isInteger(v) && v >= 1,
        NaturalSpeed: typeof v === 'boolean',
      }[k];
      if (!ok) return client.ws.send(JSON.stringify({ Refused: `${k} = ${JSON.stringify(v)} is out of range` }));
      if (k === 'EpsilonOverride') this.overrideEps = v;
      if (k === 'NaturalSpeed') this.natural = v;
      this.emit({ ParamChanged: { global_step: this.globalStep, param: { [k]: v } } });
      return;
    }
    switch (cmd) {
      case 'Pause':
        this.paused = true;
        return this.emit({ Paused: true });
      case 'Resume':
        this.paused = false;
        return this.emit({ Paused: false });
      case 'Step':
        if (this.paused) this.work(1);
        return;
      case 'SaveCheckpoint':
        return this.emit({ Checkpoint: { global_step: this.globalStep, path: `${this.runDir()}/checkpoints/step_${this.globalStep}`, replay: null } });
      case 'StopRun':
        return this.finish(false);
      default:
        return client.ws.send(JSON.stringify({ Refused: `unknown command ${JSON.stringify(cmd)}` }));
    }
  }
}

/** A trainer continuing `old` from its last checkpoint: a new run, fast-forwarded to it. */
function resume(old) {
  // Another trainer process: another id of the run's serving.
  runId = randomBytes(16).toString('hex');
  const r = new Run(old.side, old.qdagger);
  while (!r.stopped && r.globalStep < old.globalStep) r.advance(100);
  r.emit({ Warning: `resumed from the checkpoint at step ${old.globalStep}` });
  runs[old.side] = r;
  console.error(`mock: side ${old.side} resumed at step ${r.globalStep}`);
}

function bye(client, why) {
  client.live = false;
  client.ws.send(JSON.stringify({ Bye: why }));
  client.ws.close();
}

// ---------------------------------------------------------------- the runs, prefilled

/** The id of this serving of the run, which the challenge's MACs bind. */
let runId = randomBytes(16).toString('hex');
const runs = opts.race ? [new Run(0, true), new Run(1, false)] : [new Run(0, !opts.dqn)];
const warnings = ['the Hub teacher is unavailable: using the bundled teacher', 'replay buffer: 3.1 GiB of memory for 100,000 transitions'];
runs[0].emit({ Warning: warnings[0] });
const prefilling = (t) => t < opts.prefill * 1000 || runs.some((r) => !r.stopped && r.globalStep < opts.prefillSteps);
const prefillStart = performance.now();
for (let t = 0; prefilling(t); t += 100) {
  for (const r of runs) r.advance(100);
  if (t === 30_000) runs[0].emit({ Warning: warnings[1] });
  if (t === 45_000 && runs[0].qdagger) runs[0].emit({ ParamChanged: { global_step: runs[0].globalStep, param: { Temperature: 2.0 } } });
  if (t === 60_000) runs[0].emit({ Checkpoint: { global_step: runs[0].globalStep, path: `${runs[0].runDir()}/checkpoints/step_${runs[0].globalStep}`, replay: [50000, 1_411_200_000] } });
  if (t === 75_000) runs[0].emit({ ParamChanged: { global_step: runs[0].globalStep, param: { LearningRate: 0.00025 } } });
}
if (opts.prefillSteps > 0) {
  const r = runs[0];
  console.error(`mock: prefilled to step ${r.globalStep} in ${((performance.now() - prefillStart) / 1000).toFixed(1)} s: ${r.snapshot().length} events of history (${(r.snapshot().reduce((n, m) => n + m.length, 0) / 2 ** 20).toFixed(1)} MiB)`);
}
let blocked = false;

// ---------------------------------------------------------------- HTTP and WebSocket

const TYPES = { 'index.html': 'text/html; charset=utf-8', 'app.js': 'text/javascript; charset=utf-8', 'app.css': 'text/css; charset=utf-8' };

const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const name = path === '/' ? 'index.html' : path.slice(1);
  const type = TYPES[name];
  if (!type) {
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Content-Security-Policy': CSP });
    return res.end('not found');
  }
  try {
    const body = await readFile(join(opts.dist, name));
    res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' });
    res.end(body);
  } catch (e) {
    res.writeHead(500);
    res.end(String(e));
  }
});

const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
server.on('upgrade', (req, socket, head) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname !== '/ws' || blocked) {
    socket.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
    return;
  }
  const side = Number(url.searchParams.get('side') ?? 0);
  const run = runs[side];
  if (!run) {
    socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
    return;
  }
  if (run.closed) {
    socket.destroy(); // as a trainer that has stopped listening
    return;
  }
  wss.handleUpgrade(req, socket, head, (ws) => connect(ws, run));
});

/** Sends `messages` (JSON texts) as the trainer does: joined by newlines, about 64 KiB a message. */
function sendBatched(ws, messages) {
  let batch = '';
  for (const m of messages) {
    batch = batch ? `${batch}\n${m}` : m;
    if (batch.length >= 64 * 1024) {
      ws.send(batch);
      batch = '';
    }
  }
  if (batch) ws.send(batch);
}

function connect(ws, run) {
  const client = { ws, live: false, hello: false, readOnly: true, owed: 0, screens: 0, queue: null };
  const who = `side ${run.side} viewer`;
  ws.on('message', (data, isBinary) => {
    if (isBinary) return console.error(`mock: ${who}: binary message (protocol error)`);
    let msg;
    try {
      msg = JSON.parse(String(data));
    } catch {
      return console.error(`mock: ${who}: not JSON: ${data}`);
    }
    // The challenge (src/remote/access/challenge.rs): the server proves the token with the
    // page's nonce, the page answers with its MAC of both nonces, both under the run's key
    // and bound to the port.
    const key = createHmac('sha256', opts.token).update(`reincarnate run\n${client.run ?? runId}`).digest();
    const macOf = (role) => createHmac('sha256', key).update(`reincarnate ${role}\n${client.nonce}\n${client.serverNonce}\n${opts.port}`).digest('hex');
    if (msg && typeof msg === 'object' && 'Hello' in msg) {
      if (client.nonce !== undefined) return console.error(`mock: ${who}: a second Hello`);
      const h = msg.Hello;
      if (h.version !== 7) console.error(`mock: ${who}: version ${h.version}`);
      client.nonce = h.nonce ?? '';
      client.serverNonce = randomBytes(32).toString('hex');
      client.run = runId;
      ws.send(JSON.stringify({ Challenge: { nonce: client.serverNonce, run: client.run, proof: client.nonce ? macOf('server') : null, token_needed: opts.tokenToWatch } }));
      return;
    }
    if (msg && typeof msg === 'object' && 'Answer' in msg) {
      if (client.nonce === undefined || client.hello) return console.error(`mock: ${who}: an Answer out of turn`);
      client.hello = true;
      client.readOnly = msg.Answer.mac !== macOf('viewer');
      if (client.readOnly && opts.tokenToWatch) {
        console.error(`mock: ${who} turned away: no token`);
        return bye(client, 'watching this run needs its token: open the page address the trainer printed (it ends in #token=...), or give the viewer the trainer\'s token file (--token-file FILE; the trainer says where it is); a trainer started with --public-read lets anyone watch');
      }
      ws.send(JSON.stringify({ Welcome: { version: 7, read_only: client.readOnly, uptime_ms: Math.round(run.ms), side: run.side, sides: runs.length } }));
      const snapshot = run.snapshot();
      const history = snapshot.length;
      // Events that happen while the history is sent wait in the client's queue.
      client.queue = [];
      run.clients.add(client);
      const goLive = () => {
        // They follow the history, then Live.
        for (const m of client.queue ?? []) ws.send(m);
        client.queue = null;
        ws.send(JSON.stringify('Live'));
        client.live = true;
        if (run.stopped) bye(client, 'the run has ended');
      };
      if (opts.historyRate > 0) {
        let i = 0;
        const timer = setInterval(() => {
          for (let k = 0; k < opts.historyRate / 10 && i < history; k++) ws.send(snapshot[i++]);
          if (i >= history) {
            clearInterval(timer);
            goLive();
          }
        }, 100);
        ws.on('close', () => clearInterval(timer));
      } else {
        // As the trainer sends it: messages of about 64 KiB, one JSON value a line.
        sendBatched(ws, snapshot);
        goLive();
      }
      console.error(`mock: ${who} connected (${client.readOnly ? 'read-only' : 'with the token'}), ${history} events of history`);
      return;
    }
    if (!client.hello) return console.error(`mock: ${who}: ${JSON.stringify(msg)} before Hello`);
    if (msg === 'Drawn') {
      if (client.owed <= 0) console.error(`mock: ${who}: Drawn without a screen to acknowledge`);
      else client.owed--;
      return;
    }
    if (msg && typeof msg === 'object' && 'Command' in msg) {
      console.error(`mock: ${who}: command ${JSON.stringify(msg.Command)}`);
      return run.command(client, msg.Command);
    }
    console.error(`mock: ${who}: unknown message ${JSON.stringify(msg)}`);
  });
  ws.on('close', () => run.clients.delete(client));
}

// The run goes on in real time; screens go to each live client that acknowledged the last.
let last = performance.now();
let lastScreen = 0;
setInterval(() => {
  const now = performance.now();
  for (const r of runs) r.advance(now - last);
  last = now;
  const screenGap = runs.some((r) => r.natural) ? 1000 / 60 : 1000 / 30;
  if (now - lastScreen >= screenGap) {
    lastScreen = now;
    for (const r of runs) {
      if (r.stopped || r.paused) continue;
      for (const c of r.clients) {
        if (!c.live || c.owed > 0) continue;
        c.owed++;
        c.screens++;
        r.screen(c);
      }
    }
  }
}, 1000 / 60);

if (opts.dropAfter > 0) {
  setTimeout(() => {
    console.error('mock: dropping every socket (a restarting trainer); back in 3 s');
    blocked = true;
    for (const r of runs) for (const c of r.clients) c.ws.terminate();
    setTimeout(() => (blocked = false), 3000);
  }, opts.dropAfter * 1000);
}

server.listen(opts.port, '127.0.0.1', () => {
  serving = true;
  console.error(`mock: http://127.0.0.1:${opts.port}/#token=${opts.token} (read-only without the #token)`);
});
