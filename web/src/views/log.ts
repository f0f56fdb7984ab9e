// The run's notes (warnings, checkpoints, parameter changes, saved videos) as a small log,
// newest first, and the page's toasts (a refused command, a command sent).

import { h, setText } from '../dom';
import { duration, int } from '../format';
import type { LogEntry, RunState } from '../store';

export class LogView {
  readonly el: HTMLElement;
  private readonly list: HTMLElement;
  private readonly footer: HTMLElement;
  private shown: LogEntry | undefined;
  private shownCount = -1;

  constructor() {
    this.list = h('ol', { class: 'log-list' });
    this.footer = h('span', { class: 'card-sub' });
    this.el = h('section', { class: 'card log-card' }, h('header', { class: 'card-head' }, h('h2', {}, 'Log'), this.footer), this.list);
  }

  render(state: RunState): void {
    const d = state.data;
    const parts: string[] = [];
    if (d.lastCheckpoint) parts.push(`last checkpoint: step ${int(d.lastCheckpoint.step)}`);
    if (d.dropped > 0) parts.push(`${int(d.dropped)} events dropped by the trainer`);
    setText(this.footer, parts.join(' · '));
    this.footer.title = d.lastCheckpoint?.path ?? '';
    const log = d.log;
    // Rebuild only when an entry was added (the list is short: 100 at most).
    const newest = log[log.length - 1];
    if (newest === this.shown && log.length === this.shownCount) return;
    this.shown = newest;
    this.shownCount = log.length;
    if (!log.length) {
      this.list.replaceChildren(h('li', { class: 'log-empty' }, 'warnings, checkpoints and parameter changes appear here'));
      return;
    }
    const items: HTMLElement[] = [];
    for (let i = log.length - 1; i >= 0; i--) {
      const e = log[i] as LogEntry;
      items.push(h('li', { class: `log-${e.level}`, title: e.text }, h('time', {}, duration(e.atMs)), h('span', {}, e.text)));
    }
    this.list.replaceChildren(...items);
  }
}

/** Short-lived messages in a corner; a few at most, the oldest go first. */
export class Toasts {
  readonly el = h('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });

  show(text: string, level: 'info' | 'error' = 'info', ms = 4000): void {
    const t = h('div', { class: `toast toast-${level}` }, text);
    this.el.append(t);
    while (this.el.childElementCount > 4) this.el.firstElementChild?.remove();
    window.setTimeout(() => {
      t.classList.add('leaving');
      window.setTimeout(() => t.remove(), 300);
    }, ms);
  }
}
