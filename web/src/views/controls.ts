// The run's controls, shown only to a viewer with the token. Sliders send on `change` (the
// end of a drag), not on every `input`, so a drag is one command, not hundreds. A control
// shows the value the trainer confirmed (config, then ParamChanged); one the user just set
// is marked pending until the trainer confirms it, and goes back if the trainer refuses.

import { h, setText, show } from '../dom';
import { num, sci } from '../format';
import { LIVE_RANGES } from '../generated/wire';
import type { LiveParam, RemoteCommand } from '../protocol';
import type { ParamKey, RunState } from '../store';

/** Sends a command; false when the socket is down. */
export type Send = (cmd: RemoteCommand) => boolean;

interface Slider {
  key: ParamKey;
  row: HTMLElement;
  input: HTMLInputElement;
  value: HTMLElement;
  toPos(v: number): number;
  fromPos(p: number): number;
  format(v: number): string;
  /** The user is dragging: the trainer's value must not yank the thumb away. */
  active: boolean;
  /** The value the user sent, until the trainer confirms it. */
  pending: number | null;
}

const POS_MAX = 1000;

function linear(lo: number, hi: number, step: number): Pick<Slider, 'toPos' | 'fromPos'> {
  return {
    toPos: (v) => ((v - lo) / (hi - lo)) * POS_MAX,
    fromPos: (p) => {
      const v = lo + (p / POS_MAX) * (hi - lo);
      return Math.min(hi, Math.max(lo, Math.round(v / step) * step));
    },
  };
}

/** A log-scale slider: equal travel per decade. */
function logScale(lo: number, hi: number): Pick<Slider, 'toPos' | 'fromPos'> {
  const span = Math.log(hi / lo);
  return {
    toPos: (v) => (Math.log(Math.min(hi, Math.max(lo, v)) / lo) / span) * POS_MAX,
    fromPos: (p) => {
      const v = lo * Math.exp((p / POS_MAX) * span);
      // Three significant digits: what anyone would type.
      return Number(v.toPrecision(3));
    },
  };
}

export class ControlsView {
  readonly el: HTMLElement;
  private readonly sliders: Slider[] = [];
  private readonly overrideBox: HTMLInputElement;
  private readonly naturalBox: HTMLInputElement;
  private readonly pauseBtn: HTMLButtonElement;
  private readonly stepBtn: HTMLButtonElement;
  private readonly distillRows: HTMLElement[] = [];
  private readonly epsNow: HTMLElement;
  private state: RunState | null = null;
  /** Whether the user's last epsilon command overrides it, until the trainer confirms it (null: nothing asked). */
  private overrideWanted: boolean | null = null;
  /** The natural-speed box's state the user last asked for, until the trainer confirms it (null: nothing asked). */
  private naturalWanted: boolean | null = null;

  constructor(
    private readonly send: Send,
    private readonly toast: (text: string, level?: 'info' | 'error') => void,
  ) {
    this.overrideBox = h('input', { type: 'checkbox', class: 'override' });
    this.naturalBox = h('input', { type: 'checkbox' });
    this.epsNow = h('span', { class: 'muted' });
    const eps = this.slider('EpsilonOverride', 'ε', 'exploration epsilon: check "override" to force it', linear(...LIVE_RANGES.EpsilonOverride, 0.01), (v) => num(v, 2));
    eps.row.classList.add('with-override');
    eps.row.insertBefore(h('label', { class: 'check', title: 'force epsilon; uncheck to go back to the schedule' }, this.overrideBox, 'override'), eps.input);
    const thr = this.slider('DistillThreshold', 'threshold', 'distillation threshold: distil while the student scores below this fraction of the teacher', linear(...LIVE_RANGES.DistillThreshold, 0.01), (v) => num(v, 2));
    const temp = this.slider('Temperature', 'temperature', 'distillation temperature T (log scale): the policies compared are softmax(Q / T)', logScale(...LIVE_RANGES.Temperature), (v) => num(v, 2));
    const lr = this.slider('LearningRate', 'learning rate', "Adam's learning rate (log scale)", logScale(...LIVE_RANGES.LearningRate), (v) => sci(v));
    const freq = this.slider('TrainFrequency', 'train freq.', 'agent steps per gradient step', linear(...LIVE_RANGES.TrainFrequency, 1), (v) => String(Math.round(v)));
    freq.input.step = String(POS_MAX / (LIVE_RANGES.TrainFrequency[1] - LIVE_RANGES.TrainFrequency[0]));
    this.distillRows.push(thr.row, temp.row);

    this.overrideBox.addEventListener('change', () => {
      const v = this.overrideBox.checked ? eps.fromPos(Number(eps.input.value)) : null;
      this.sendParam({ EpsilonOverride: v }, eps, v);
    });
    this.naturalBox.addEventListener('change', () => {
      const wanted = this.naturalBox.checked;
      if (this.send({ Set: { NaturalSpeed: wanted } })) {
        this.naturalWanted = wanted;
      } else {
        this.offline();
        this.render(true);
      }
    });

    const button = (label: string, title: string, cls: string, onClick: () => void) => {
      const b = h('button', { type: 'button', class: `btn ${cls}`, title }, label);
      b.addEventListener('click', onClick);
      return b;
    };
    this.pauseBtn = button('Pause', 'pause or resume the run (space)', 'btn-primary', () => this.togglePause());
    this.stepBtn = button('Step', 'one step while paused (s)', '', () => this.step());
    const save = button('Checkpoint', 'write a checkpoint now (c)', '', () => this.command('SaveCheckpoint', 'checkpoint requested'));
    const stop = button('Stop run…', 'write a final checkpoint and end the run', 'btn-danger', () => this.stopRun());

    this.el = h(
      'section',
      { class: 'card controls-card' },
      h('header', { class: 'card-head' }, h('h2', {}, 'Controls'), h('span', { class: 'card-sub' }, 'sliders apply when released'), this.epsNow),
      h('div', { class: 'controls-grid' }, eps.row, thr.row, temp.row, lr.row, freq.row, h('label', { class: 'check natural', title: 'play at the game’s own speed (60 frames a second) instead of as fast as possible' }, this.naturalBox, 'watch at the game’s speed')),
      h(
        'div',
        { class: 'controls-buttons' },
        this.pauseBtn,
        this.stepBtn,
        save,
        h('span', { class: 'keys' }, h('kbd', {}, 'space'), ' pause ', h('kbd', {}, 's'), ' step ', h('kbd', {}, 'c'), ' checkpoint'),
        stop,
      ),
    );
    // A control used with the mouse gives the focus back, so that space, s and c stay the
    // run's keys (a focused checkbox would take space); keyboard users keep their focus.
    this.el.addEventListener('change', (e) => {
      const t = e.target as HTMLElement;
      if (!t.matches(':focus-visible')) t.blur();
    });
  }

  private slider(
    key: ParamKey,
    label: string,
    title: string,
    scale: Pick<Slider, 'toPos' | 'fromPos'>,
    format: (v: number) => string,
  ): Slider {
    const input = h('input', { type: 'range', min: '0', max: String(POS_MAX), step: '1' });
    const value = h('output', { class: 'slider-value' });
    const row = h('div', { class: 'slider-row', title }, h('span', { class: 'slider-label' }, label), input, value);
    const s: Slider = { key, row, input, value, format, active: false, pending: null, ...scale };
    input.addEventListener('input', () => {
      s.active = true;
      setText(value, format(s.fromPos(Number(input.value))));
    });
    input.addEventListener('change', () => {
      s.active = false;
      const v = s.fromPos(Number(input.value));
      if (key === 'EpsilonOverride') this.overrideBox.checked = true; // dragging ε overrides it
      this.sendParam(paramOf(key, v), s, v);
    });
    this.sliders.push(s);
    return s;
  }

  private sendParam(p: LiveParam, s: Slider, v: number | null): void {
    if (!this.send({ Set: p })) {
      this.offline();
      this.render(true);
      return;
    }
    s.pending = v;
    s.row.classList.add('pending');
    // Checking the box, unchecking it and dragging epsilon all come here.
    if (s.key === 'EpsilonOverride') this.overrideWanted = v !== null;
  }

  private offline(): void {
    this.toast('not connected: the command was not sent', 'error');
  }

  private command(cmd: RemoteCommand, note?: string): void {
    if (!this.send(cmd)) this.offline();
    else if (note) this.toast(note);
  }

  togglePause(): void {
    this.command(this.state?.data.paused ? 'Resume' : 'Pause');
  }

  step(): void {
    if (this.state?.data.paused) this.command('Step');
    else this.toast('step works while paused (space pauses)');
  }

  checkpoint(): void {
    this.command('SaveCheckpoint', 'checkpoint requested');
  }

  stopRun(): void {
    if (window.confirm('Stop the run? It writes a final checkpoint.')) this.command('StopRun', 'stopping the run…');
  }

  /** The trainer refused a command: the pending values go back to the confirmed ones. */
  revertPending(): void {
    for (const s of this.sliders) s.pending = null;
    this.render(true);
  }

  /** Shows the confirmed values (`force`: even over a value the user has pending). */
  render(force = false, state: RunState | null = this.state): void {
    this.state = state;
    if (!state) return;
    const d = state.data;
    for (const r of this.distillRows) show(r, d.isQdagger);
    for (const s of this.sliders) {
      if (s.active) continue;
      const confirmed = state.param(s.key);
      let v: number | null = typeof confirmed === 'number' ? confirmed : null;
      if (s.key === 'EpsilonOverride') {
        this.overrideWanted = settleBox(this.overrideBox, this.overrideWanted, v !== null, force);
        // Without an override the slider follows the schedule's epsilon, ready to take over.
        if (v === null) v = d.epsilon;
      }
      if (s.pending !== null && !force) {
        if (v !== null && Math.abs(v - s.pending) <= Math.abs(s.pending) * 1e-6) s.pending = null;
        else continue; // still waiting for the trainer's word
      }
      s.pending = null;
      s.row.classList.remove('pending');
      if (v === null) {
        setText(s.value, '—');
        continue;
      }
      const pos = String(Math.round(s.toPos(v)));
      if (s.input.value !== pos) s.input.value = pos;
      setText(s.value, s.format(v));
    }
    this.naturalWanted = settleBox(this.naturalBox, this.naturalWanted, d.params.naturalSpeed, force);
    setText(this.pauseBtn, d.paused ? 'Resume' : 'Pause');
    this.pauseBtn.classList.toggle('is-paused', d.paused);
    this.stepBtn.disabled = !d.paused;
    setText(this.epsNow, d.epsilon !== null ? `ε now ${num(d.epsilon, 3)}` : '');
  }
}

/**
 * Shows the trainer's word (`confirmed`) on a checkbox, except over a click it has not
 * confirmed yet (a render in between would undo the user's click until the trainer's answer);
 * returns what the user still waits for (null once confirmed, or when `force`d).
 */
function settleBox(box: HTMLInputElement, wanted: boolean | null, confirmed: boolean, force: boolean): boolean | null {
  if (!force && wanted !== null && wanted !== confirmed) return wanted;
  box.checked = confirmed;
  return null;
}

function paramOf(key: ParamKey, v: number): LiveParam {
  switch (key) {
    case 'EpsilonOverride':
      return { EpsilonOverride: v };
    case 'DistillThreshold':
      return { DistillThreshold: v };
    case 'Temperature':
      return { Temperature: v };
    case 'LearningRate':
      return { LearningRate: v };
    case 'TrainFrequency':
      return { TrainFrequency: Math.max(1, Math.round(v)) };
    case 'NaturalSpeed':
      return { NaturalSpeed: v !== 0 };
  }
}
