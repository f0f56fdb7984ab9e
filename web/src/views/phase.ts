// The phase strip: the current phase with its progress bar, done / total and ETA, and the
// time spent in each phase so far (from the server's `at_ms` of each PhaseStarted).

import { h, setText, show } from '../dom';
import { duration, int, PHASE_LABEL } from '../format';
import type { Phase } from '../protocol';
import type { RunState } from '../store';

export class PhaseView {
  readonly el: HTMLElement;
  private readonly name: HTMLElement;
  private readonly fill: HTMLElement;
  private readonly count: HTMLElement;
  private readonly eta: HTMLElement;
  private readonly paused: HTMLElement;
  private readonly times: HTMLElement;
  private chips: { phase: Phase; el: HTMLElement; value: HTMLElement }[] = [];

  constructor() {
    this.name = h('span', { class: 'phase-name' }, 'waiting');
    this.fill = h('div', { class: 'progress-fill' });
    this.count = h('span', { class: 'phase-count' });
    this.eta = h('span', { class: 'phase-eta' });
    this.paused = h('span', { class: 'badge badge-paused', hidden: true }, 'paused');
    this.times = h('div', { class: 'phase-times' });
    this.el = h(
      'section',
      { class: 'phase-strip' },
      h('span', { class: 'phase-label' }, 'phase'),
      this.name,
      this.paused,
      h('div', { class: 'progress' }, this.fill),
      this.count,
      this.eta,
      this.times,
    );
  }

  render(state: RunState): void {
    const d = state.data;
    setText(this.name, d.phase ? PHASE_LABEL[d.phase] : d.started ? 'starting' : 'waiting for the run');
    show(this.paused, d.paused && !state.finished);
    const frac = d.phaseTotal > 0 ? Math.min(1, d.phaseDone / d.phaseTotal) : d.phase === 'Done' ? 1 : 0;
    this.fill.style.width = `${(frac * 100).toFixed(1)}%`;
    this.el.classList.toggle('is-done', d.phase === 'Done' || state.finished);
    setText(this.count, d.phaseTotal > 0 ? `${int(d.phaseDone)} / ${int(d.phaseTotal)} · ${(frac * 100).toFixed(0)}%` : '');
    const eta = state.eta();
    setText(this.eta, eta !== null && state.link === 'live' && !state.finished ? `ETA ${duration(eta * 1000)}` : '');
    this.renderTimes(state);
  }

  private renderTimes(state: RunState): void {
    const times = state.phaseTimes();
    // Chips are rebuilt only when a phase starts; otherwise only their numbers change.
    if (times.length !== this.chips.length || times.some((t, i) => this.chips[i]?.phase !== t.phase)) {
      this.chips = times.map((t) => {
        const value = h('b');
        const el = h('span', { class: 'chip' }, `${PHASE_LABEL[t.phase]} `, value);
        return { phase: t.phase, el, value };
      });
      this.times.replaceChildren(...this.chips.map((c) => c.el));
    }
    times.forEach((t, i) => {
      const chip = this.chips[i];
      if (!chip) return;
      setText(chip.value, duration(t.ms));
      chip.el.classList.toggle('running', t.running);
    });
    this.times.title = 'time per phase';
  }
}
