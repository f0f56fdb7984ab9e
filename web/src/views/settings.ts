// The run's live parameters as text, for a viewer without the token (who has no controls
// but should still see what the run is doing): values from the config, then ParamChanged.

import { h, setText } from '../dom';
import { int, num } from '../format';
import { formatLive, LIVE_SETTINGS } from '../live';
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
    const rows: [string, string][] = [];
    // Every live setting, as its row says (a QDagger run's alone for the distillation's).
    for (const s of LIVE_SETTINGS) {
      if (s.distill && !d.isQdagger) continue;
      const v = state.param(s.key);
      // Without an override, epsilon is the schedule's.
      if (s.key === 'epsilon_override') rows.push(['epsilon', v !== null ? `${formatLive(s, v)} (override)` : `${num(d.epsilon, 3)} (schedule)`]);
      else rows.push([s.label, v === null ? '—' : formatLive(s, v)]);
    }
    if (d.config?.total_timesteps) rows.push(['online steps', int(d.config.total_timesteps)]);
    if (d.isQdagger && d.config?.offline_steps) rows.push(['offline steps', int(d.config.offline_steps)]);
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
