// The run's live parameters as text, for a viewer without the token (who has no controls
// but should still see what the run is doing): values from the config, then ParamChanged.

import { h, setText } from '../dom';
import { int, num, sci } from '../format';
import type { RunState } from '../store';

export class SettingsView {
  readonly el: HTMLElement;
  private readonly list: HTMLElement;
  private key = '';
  private labels = '';

  constructor() {
    this.list = h('dl', { class: 'settings-list' });
    this.el = h('section', { class: 'card settings-card' }, h('header', { class: 'card-head' }, h('h2', {}, 'Settings'), h('span', { class: 'card-sub muted' }, 'as the trainer last confirmed them')), this.list);
  }

  render(state: RunState): void {
    const d = state.data;
    const p = d.params;
    const rows: [string, string][] = [];
    const eps = p.epsilonOverride !== null ? `${num(p.epsilonOverride, 2)} (override)` : `${num(d.epsilon, 3)} (schedule)`;
    rows.push(['epsilon', eps]);
    if (d.isQdagger) {
      rows.push(['temperature', num(p.temperature, 2)]);
      rows.push(['distill threshold', num(p.distillThreshold, 2)]);
    }
    rows.push(['learning rate', sci(p.learningRate)]);
    rows.push(['train frequency', p.trainFrequency === null ? '—' : String(p.trainFrequency)]);
    if (d.config?.total_timesteps) rows.push(['online steps', int(d.config.total_timesteps)]);
    if (d.isQdagger && d.config?.offline_steps) rows.push(['offline steps', int(d.config.offline_steps)]);
    rows.push(['screens', p.naturalSpeed ? 'at the game’s speed' : 'as fast as it trains']);
    if (d.teacher) rows.push(['teacher', d.teacherNetwork ? `${d.teacher} (${d.teacherNetwork})` : d.teacher]);
    // Rebuild only when a value changed (a few times a run), not on every refresh.
    const key = rows.map((r) => r.join('=')).join('|');
    if (key === this.key) return;
    const labels = rows.map((r) => r[0]).join('|');
    const sameShape = labels === this.labels;
    this.key = key;
    this.labels = labels;
    if (sameShape) {
      rows.forEach(([, v], i) => {
        const dd = this.list.children[i * 2 + 1] as HTMLElement;
        setText(dd, v);
        dd.title = v;
      });
      return;
    }
    // The teacher's description is long: it gets the whole last line.
    this.list.replaceChildren(...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', { title: v, class: k === 'teacher' ? 'wide' : undefined }, v)]));
  }
}
