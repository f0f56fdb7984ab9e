// The action preferences beside the screen: for each action, the student's and the
// teacher's bars side by side. By default they are the policies distillation compares,
// softmax(Q / T) at the run's current temperature, on an absolute 0..1 scale, so how much
// the two agree (and how sure each is) shows at a glance; "raw Q" shows the Q-values
// themselves on a shared axis through zero. The rows are built once per action set and
// afterwards only their bar geometry and numbers change.

import { h, setText, show } from '../dom';
import { num } from '../format';
import type { Num } from '../protocol';
import type { QValues } from '../store';

type Mode = 'policy' | 'raw';

/** The probabilities a full bar may stand for. */
const BOUNDS = [0.1, 0.25, 0.5, 1];

interface Row {
  el: HTMLElement;
  student: HTMLElement;
  teacher: HTMLElement;
  sVal: HTMLElement;
  tVal: HTMLElement;
}

/** softmax(q / t), with NaN-as-null entries given no probability. */
export function softmax(q: readonly Num[], t: number): (number | null)[] {
  const temp = t > 0 && Number.isFinite(t) ? t : 1;
  let max = -Infinity;
  for (const v of q) if (v !== null && v / temp > max) max = v / temp;
  if (max === -Infinity) return q.map(() => null);
  const e = q.map((v) => (v === null ? 0 : Math.exp(v / temp - max)));
  const sum = e.reduce((a, b) => a + b, 0);
  return q.map((v, i) => (v === null ? null : (e[i] as number) / sum));
}

function argmax(v: readonly (number | null)[]): number {
  let best = -1;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (x !== null && x !== undefined && (best < 0 || x > (v[best] as number))) best = i;
  }
  return best;
}

export class PolicyView {
  readonly el: HTMLElement;
  private readonly rowsEl: HTMLElement;
  private readonly footer: HTMLElement;
  private readonly note: HTMLElement;
  private readonly tempEl: HTMLElement;
  private readonly buttons: Record<Mode, HTMLButtonElement>;
  private rows: Row[] = [];
  private actions: readonly string[] = [];
  private mode: Mode = 'policy';
  private q: QValues | null = null;
  private temperature = 1;
  /** The probability a full bar stands for (policy mode): 10%, 25%, 50% or 100%. */
  private bound = 1;
  private readonly axisLo: HTMLElement;
  private readonly axisHi: HTMLElement;
  private readonly axisRow: HTMLElement;

  constructor() {
    this.buttons = {
      policy: h('button', { type: 'button', class: 'seg on', title: 'softmax(Q / temperature): what distillation compares' }, 'policy'),
      raw: h('button', { type: 'button', class: 'seg', title: 'the Q-values themselves' }, 'raw Q'),
    };
    for (const m of ['policy', 'raw'] as const) this.buttons[m].addEventListener('click', () => this.setMode(m));
    this.rowsEl = h('div', { class: 'policy-rows' });
    // The bars' scale, over their column: with 18 actions a policy's probabilities are a
    // few percent each, and bars on a fixed 0-100% scale would be slivers.
    this.axisLo = h('span', {}, '0');
    this.axisHi = h('span', {}, '100%');
    this.axisRow = h('div', { class: 'prow paxis' }, h('span'), h('div', { class: 'paxis-ticks' }, this.axisLo, this.axisHi), h('span'), h('span'));
    this.note = h('div', { class: 'policy-note' }, 'Q-values arrive with the live game screen');
    this.tempEl = h('span', { class: 'muted' });
    this.footer = h('div', { class: 'policy-footer' });
    this.el = h(
      'section',
      { class: 'card policy-card has-student has-teacher' },
      h(
        'header',
        { class: 'card-head' },
        h('h2', {}, 'Actions'),
        h('div', { class: 'segmented' }, this.buttons.policy, this.buttons.raw),
      ),
      h(
        'div',
        { class: 'policy-legend' },
        h('span', { class: 'key key-student' }, 'student'),
        h('span', { class: 'key key-teacher' }, 'teacher'),
        this.tempEl,
      ),
      this.rowsEl,
      this.note,
      this.footer,
    );
    // Hover text is computed when the pointer arrives, not on every frame.
    this.rowsEl.addEventListener('pointerover', (e) => {
      const row = (e.target as HTMLElement).closest<HTMLElement>('.prow');
      if (row) row.title = this.describe(Number(row.dataset.index));
    });
  }

  private setMode(mode: Mode): void {
    this.mode = mode;
    for (const m of ['policy', 'raw'] as const) this.buttons[m].classList.toggle('on', m === mode);
    this.render();
  }

  setIdleNote(text: string): void {
    setText(this.note, text);
  }

  /** Whether the run has a teacher at all (DQN runs show the student alone). */
  setHasTeacher(hasTeacher: boolean): void {
    this.el.classList.toggle('no-teacher-run', !hasTeacher);
  }

  update(q: QValues | null, actions: readonly string[], temperature: number | null): void {
    this.q = q;
    this.temperature = temperature ?? 1;
    if (actions !== this.actions) this.build(actions);
    this.render();
  }

  private build(actions: readonly string[]): void {
    this.actions = actions;
    this.rows = actions.map((name, i) => {
      const student = h('div', { class: 'pbar pbar-student' });
      const teacher = h('div', { class: 'pbar pbar-teacher' });
      const sVal = h('span', { class: 'pval pval-student' });
      const tVal = h('span', { class: 'pval pval-teacher' });
      const el = h(
        'div',
        { class: 'prow', 'data-index': String(i) },
        h('span', { class: 'pname' }, name),
        h('div', { class: 'pbars' }, h('div', { class: 'ptrack ptrack-student' }, student), h('div', { class: 'ptrack ptrack-teacher' }, teacher)),
        sVal,
        tVal,
      );
      return { el, student, teacher, sVal, tVal };
    });
    // No axis over no rows (before the run has named its actions).
    this.rowsEl.replaceChildren(...(actions.length ? [this.axisRow] : []), ...this.rows.map((r) => r.el));
    this.rowsEl.classList.toggle('dense', actions.length > 9);
  }

  private values(): { s: (number | null)[] | null; t: (number | null)[] | null } {
    const q = this.q;
    if (!q) return { s: null, t: null };
    if (this.mode === 'raw') return { s: q.student, t: q.teacher };
    return {
      s: q.student ? softmax(q.student, this.temperature) : null,
      t: q.teacher ? softmax(q.teacher, this.temperature) : null,
    };
  }

  private render(): void {
    const q = this.q;
    const { s, t } = this.values();
    this.el.classList.toggle('has-student', !q || s !== null);
    this.el.classList.toggle('has-teacher', !q || t !== null);
    show(this.note, !q);
    setText(this.tempEl, this.mode === 'policy' ? `softmax(Q/T) · T ${num(this.temperature, 2)}` : 'Q-values');
    // Raw Q: one axis through zero for both players, so their bars compare.
    let lo = 0;
    let hi = 0;
    for (const arr of [s, t]) {
      for (const v of arr ?? []) {
        if (v === null) continue;
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
    if (this.mode === 'policy') {
      // A round bound over the largest probability, with hysteresis so it does not flicker:
      // it grows once the top bar passes 90% of the width and shrinks once the top bar
      // would fill at most 60% of a smaller bound.
      const fit = (share: number) => BOUNDS.find((b) => hi <= share * b) ?? 1;
      if (!q) this.bound = 1;
      else if (hi > 0.9 * this.bound) this.bound = fit(0.8);
      else if (fit(0.6) < this.bound) this.bound = fit(0.6);
      lo = 0;
      hi = this.bound;
      setText(this.axisLo, '0');
      setText(this.axisHi, `${Math.round(hi * 100)}%`);
    } else {
      setText(this.axisLo, num(lo, 2));
      setText(this.axisHi, num(hi, 2));
    }
    const span = hi - lo || 1;
    const zero = (0 - lo) / span;
    this.rowsEl.classList.toggle('has-negative', this.mode === 'raw' && lo < 0);
    this.rowsEl.style.setProperty('--zero', `${(zero * 100).toFixed(2)}%`);
    const digits = this.mode === 'policy' ? 2 : 3;
    this.rows.forEach((row, i) => {
      row.el.classList.toggle('taken', q !== null && q.action === i);
      this.bar(row.student, s?.[i] ?? null, lo, span);
      this.bar(row.teacher, t?.[i] ?? null, lo, span);
      setText(row.sVal, s ? fmt(s[i] ?? null, this.mode, digits) : '');
      setText(row.tVal, t ? fmt(t[i] ?? null, this.mode, digits) : '');
    });
    setText(this.footer, q ? this.agreement(s, t) : '');
  }

  private bar(el: HTMLElement, v: number | null, lo: number, span: number): void {
    if (v === null) {
      el.style.width = '0';
      return;
    }
    const a = (Math.min(v, 0) - lo) / span;
    const w = Math.abs(v) / span;
    el.style.left = `${(a * 100).toFixed(2)}%`;
    el.style.width = `${(w * 100).toFixed(2)}%`;
  }

  private agreement(s: (number | null)[] | null, t: (number | null)[] | null): string {
    const q = this.q;
    if (!q) return '';
    const name = (i: number) => this.actions[i] ?? `#${i}`;
    // The policies' overlap (1 - total variation distance) says how alike they are.
    const ps = q.student ? softmax(q.student, this.temperature) : null;
    const pt = q.teacher ? softmax(q.teacher, this.temperature) : null;
    const parts: string[] = [];
    if (ps && pt) {
      let overlap = 0;
      for (let i = 0; i < ps.length; i++) overlap += Math.min(ps[i] ?? 0, pt[i] ?? 0);
      parts.push(`overlap ${(overlap * 100).toFixed(0)}%`);
      const a = argmax(s ?? []);
      const b = argmax(t ?? []);
      parts.push(a === b ? `both prefer ${name(a)}` : `student ${name(a)} · teacher ${name(b)}`);
    } else if (ps) parts.push(`student prefers ${name(argmax(ps))}`);
    else if (pt) parts.push(`teacher prefers ${name(argmax(pt))}`);
    parts.push(`took ${name(q.action)}`);
    return parts.join(' · ');
  }

  /** The hover text of one action: both players' probabilities and raw Q-values. */
  private describe(i: number): string {
    const q = this.q;
    const name = this.actions[i] ?? `#${i}`;
    if (!q) return name;
    const lines = [name + (q.action === i ? ' (taken)' : '')];
    for (const [who, vals] of [
      ['student', q.student],
      ['teacher', q.teacher],
    ] as const) {
      if (!vals) continue;
      const p = softmax(vals, this.temperature)[i] ?? null;
      lines.push(`${who}: π ${p === null ? '—' : (p * 100).toFixed(1) + '%'}, Q ${num(vals[i] ?? null, 4)}`);
    }
    return lines.join('\n');
  }
}

function fmt(v: number | null, mode: Mode, digits: number): string {
  if (v === null) return '—';
  return mode === 'policy' ? `${(v * 100).toFixed(0)}%` : num(v, digits);
}
