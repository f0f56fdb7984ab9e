// The run's controls, shown only to a viewer with the token. Sliders send on `change` (the
// end of a drag), not on every `input`, so a drag is one command, not hundreds. A control
// shows the value the trainer confirmed (config, then ParamChanged); one the user just set
// is marked pending until the trainer confirms it, and goes back if the trainer refuses.

import { h, setText, show } from '../dom';
import { num } from '../format';
import { formatLive, LIVE_SETTINGS, paramOf } from '../live';
import type { LiveSetting } from '../live';
import type { LiveParam, RemoteCommand } from '../protocol';
import type { RunState } from '../store';

/** Sends a command; false when the socket is down. */
export type Send = (cmd: RemoteCommand) => boolean;

interface Slider {
  setting: LiveSetting;
  row: HTMLElement;
  input: HTMLInputElement;
  value: HTMLElement;
  toPos(v: number): number;
  fromPos(p: number): number;
  /** The user is dragging: the trainer's value must not yank the thumb away. */
  active: boolean;
  /** The value the user sent, until the trainer confirms it. */
  pending: number | null;
}

/** A switch's checkbox and what the user last asked of it, until the trainer confirms it (null: nothing asked). */
interface Switch {
  setting: LiveSetting;
  row: HTMLElement;
  box: HTMLInputElement;
  wanted: boolean | null;
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
  /** Each switch and its box. */
  private readonly switches: Switch[] = [];
  /** The checkbox that turns an optional setting on, by its key. */
  private readonly overrideBoxes = new Map<string, HTMLInputElement>();
  private readonly pauseBtn: HTMLButtonElement;
  private readonly stepBtn: HTMLButtonElement;
  private readonly distillRows: HTMLElement[] = [];
  private readonly epsNow: HTMLElement;
  private state: RunState | null = null;
  /** Whether the user's last command turns an optional setting on, until the trainer confirms it (null: nothing asked), by its key. */
  private readonly overrideWanted = new Map<string, boolean | null>();

  constructor(
    private readonly send: Send,
    private readonly toast: (text: string, level?: 'info' | 'error') => void,
  ) {
    this.epsNow = h('span', { class: 'muted' });
    // One control per live setting, in the table's order: a slider (with a checkbox to turn
    // it on when the setting may be off), or a checkbox for a switch.
    const rows: HTMLElement[] = [];
    for (const setting of LIVE_SETTINGS) {
      if (setting.scale === 'toggle') {
        const sw = this.switchRow(setting);
        rows.push(sw.row);
        continue;
      }
      const s = this.slider(setting);
      if (setting.optional) {
        const box = h('input', { type: 'checkbox', class: 'override' });
        this.overrideBoxes.set(setting.key, box);
        s.row.classList.add('with-override');
        s.row.insertBefore(h('label', { class: 'check', title: `force ${setting.label}; uncheck to turn the override off` }, box, 'override'), s.input);
        box.addEventListener('change', () => {
          const v = box.checked ? s.fromPos(Number(s.input.value)) : null;
          this.sendParam(paramOf(setting, v), s, v);
        });
      }
      if (setting.distill) this.distillRows.push(s.row);
      rows.push(s.row);
    }

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
      h('div', { class: 'controls-grid' }, ...rows),
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

  private slider(setting: LiveSetting): Slider {
    const [lo, hi] = setting.range;
    const scale = setting.scale === 'log' ? logScale(lo, hi) : linear(lo, hi, setting.integer ? 1 : (hi - lo) / 100);
    const input = h('input', { type: 'range', min: '0', max: String(POS_MAX), step: '1' });
    // An integer's slider moves by whole steps.
    if (setting.integer) input.step = String(POS_MAX / (hi - lo));
    const value = h('output', { class: 'slider-value' });
    const row = h('div', { class: 'slider-row', title: setting.doc }, h('span', { class: 'slider-label' }, setting.label), input, value);
    const s: Slider = { setting, row, input, value, active: false, pending: null, ...scale };
    input.addEventListener('input', () => {
      s.active = true;
      setText(value, formatLive(setting, s.fromPos(Number(input.value))));
    });
    input.addEventListener('change', () => {
      s.active = false;
      const v = s.fromPos(Number(input.value));
      const box = this.overrideBoxes.get(setting.key);
      if (box) box.checked = true; // dragging an optional setting's slider turns it on
      this.sendParam(paramOf(setting, v), s, v);
    });
    this.sliders.push(s);
    return s;
  }

  /** A switch's checkbox: sent when clicked, shown as the trainer confirms it. */
  private switchRow(setting: LiveSetting): Switch {
    const box = h('input', { type: 'checkbox' });
    const row = h('label', { class: 'check switch', title: setting.doc }, box, setting.label);
    const sw: Switch = { setting, row, box, wanted: null };
    box.addEventListener('change', () => {
      const wanted = box.checked;
      if (this.send({ Set: paramOf(setting, wanted) })) {
        sw.wanted = wanted;
      } else {
        this.offline();
        this.render(true);
      }
    });
    this.switches.push(sw);
    return sw;
  }

  private sendParam(p: LiveParam, s: Slider, v: number | null): void {
    if (!this.send({ Set: p })) {
      this.offline();
      this.render(true);
      return;
    }
    s.pending = v;
    s.row.classList.add('pending');
    // Checking an override's box, unchecking it and dragging its slider all come here.
    if (s.setting.optional) this.overrideWanted.set(s.setting.key, v !== null);
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
      const key = s.setting.key;
      const confirmed = state.param(key);
      let v: number | null = typeof confirmed === 'number' ? confirmed : null;
      const box = this.overrideBoxes.get(key);
      if (box) {
        this.overrideWanted.set(key, settleBox(box, this.overrideWanted.get(key) ?? null, v !== null, force));
        // Without an override the epsilon slider follows the schedule's epsilon, ready to take over.
        if (v === null && key === 'epsilon_override') v = d.epsilon;
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
      setText(s.value, formatLive(s.setting, v));
    }
    for (const sw of this.switches) {
      sw.wanted = settleBox(sw.box, sw.wanted, state.param(sw.setting.key) === true, force);
    }
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
