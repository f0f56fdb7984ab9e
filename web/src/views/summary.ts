// The final summary, once the run has stopped: how it ended, where, and how it did.

import { h } from '../dom';
import { duration, int, num, PHASE_LABEL } from '../format';
import type { RunState } from '../store';

export class SummaryView {
  readonly el: HTMLElement;
  private key = '';

  constructor() {
    this.el = h('section', { class: 'card summary-card', hidden: true });
  }

  render(state: RunState): void {
    const d = state.data;
    const stopped = d.stopped;
    this.el.hidden = !stopped;
    if (!stopped) return;
    // The summary changes only with the events that end a run: rebuild once per change.
    const key = `${stopped.atMs}|${state.teacherReturn}|${state.randomReturn}|${d.halfway?.step}|${d.evals.version}`;
    if (key === this.key) return;
    this.key = key;
    const s = stopped.summary;
    const rows: [string, string][] = [];
    if (stopped.err !== null) {
      this.el.classList.add('failed');
      this.el.replaceChildren(
        h('header', { class: 'card-head' }, h('h2', {}, 'The run failed')),
        h('p', { class: 'summary-error' }, stopped.err),
        h('p', { class: 'muted' }, `at step ${int(d.globalStep)}; the run directory is intact: ${d.runDir}`),
      );
      return;
    }
    this.el.classList.remove('failed');
    rows.push(['ended', s?.completed ? 'completed every phase' : 'stopped early']);
    rows.push(['global step', int(s?.global_step ?? d.globalStep)]);
    const gt = s?.teacher_return ?? state.teacherReturn;
    if (gt !== null) rows.push(["teacher's G_T", num(gt, 1)]);
    if (state.randomReturn !== null) rows.push(['random policy', num(state.randomReturn, 1)]);
    rows.push(['last 10 student games', num(s?.recent_student_return ?? d.student.last(1), 1)]);
    if (d.lastEval) rows.push(['last evaluation', `${num(d.lastEval.mean, 1)} at step ${int(d.lastEval.step)}`]);
    if (state.halfwayLevel !== null)
      rows.push([
        'halfway',
        d.halfway
          ? `reached at ${state.stepText(d.halfway.x, d.halfway.step)} (evaluation ${num(d.halfway.mean, 1)})`
          : `not reached (${num(state.halfwayLevel, 1)})`,
      ]);
    const total = d.phases.length ? (stopped.atMs - (d.phases[0]?.startMs ?? stopped.atMs)) : null;
    if (total !== null) rows.push(['time', duration(total)]);
    const times = state
      .phaseTimes()
      .map((p) => `${PHASE_LABEL[p.phase]} ${duration(p.ms)}`)
      .join(' · ');
    if (times) rows.push(['per phase', times]);
    rows.push(['run directory', s?.run_dir || d.runDir]);
    this.el.replaceChildren(
      h('header', { class: 'card-head' }, h('h2', {}, 'Run finished'), h('span', { class: 'badge badge-done' }, s?.completed ? 'completed' : 'stopped')),
      h('dl', { class: 'summary-list' }, ...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', { title: v }, v)])),
    );
  }
}
