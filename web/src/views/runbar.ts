// One run's status line: algorithm, run directory, global step, steps per second and how
// the page stands with the server. In a single run it sits in the page header; in a race
// each side's heads its own column.

import { h, setText, setTitle, show } from '../dom';
import { int, num } from '../format';
import type { RunState } from '../store';

export class RunBar {
  readonly el: HTMLElement;
  private readonly algo: HTMLElement;
  private readonly dir: HTMLElement;
  private readonly step: HTMLElement;
  private readonly sps: HTMLElement;
  private readonly link: HTMLElement;
  /** Connects once more after the run ended (the page does not knock on the port itself). */
  private readonly again: HTMLElement;

  constructor(onAgain: () => void) {
    this.algo = h('span', { class: 'badge badge-algo' }, '…');
    this.dir = h('span', { class: 'run-dir' });
    this.step = h('span', { class: 'stat' });
    this.sps = h('span', { class: 'stat' });
    this.link = h('span', { class: 'pill' }, 'connecting…');
    this.again = h(
      'button',
      {
        type: 'button',
        class: 'btn btn-small',
        'data-action': 'watch-again',
        title: 'connect again, to watch a trainer that continued this run (--resume --serve on the same port)',
        hidden: true,
      },
      'watch again',
    );
    this.again.addEventListener('click', onAgain);
    this.el = h('div', { class: 'runbar' }, this.algo, this.dir, this.step, this.sps, this.link, this.again);
  }

  render(state: RunState): void {
    const d = state.data;
    setText(this.algo, d.isQdagger ? 'QDagger' : 'DQN');
    show(this.algo, d.started);
    this.algo.classList.toggle('dqn', d.started && !d.isQdagger);
    setTitle(this.algo, d.teacher ? `teacher: ${d.teacher}${d.teacherNetwork ? ` (${d.teacherNetwork})` : ''}` : d.started ? 'DQN from scratch: no teacher' : '');
    // Left-to-right marks keep the path's slashes in place inside the right-to-left box
    // that makes its ellipsis cut the start of a long path rather than its end.
    setText(this.dir, d.runDir ? `\u200e${d.runDir}\u200e` : '');
    setTitle(this.dir, d.runDir ? `run directory: ${d.runDir}` : '');
    setText(this.step, d.started ? `step ${int(d.globalStep)}` : '');
    const running = state.link === 'live' && !state.finished && !d.paused;
    setText(this.sps, running && d.sps !== null ? `${num(d.sps, d.sps >= 100 ? 0 : 1)} steps/s` : '');

    const [text, cls] = linkLabel(state);
    setText(this.link, text);
    this.link.className = `pill pill-${cls}`;
    setTitle(this.link, state.linkNote);
    show(this.again, state.finished && state.link === 'finished');
  }
}

function linkLabel(state: RunState): [string, string] {
  const d = state.data;
  if (state.finished) return d.stopped?.err !== null ? ['failed', 'error'] : ['finished', 'done'];
  switch (state.link) {
    case 'connecting':
      return ['connecting…', 'wait'];
    case 'replaying':
      return [`replaying history… ${int(d.events)} events`, 'wait'];
    case 'live':
      return d.paused ? ['live · paused', 'paused'] : ['live', 'live'];
    case 'reconnecting':
      return ['reconnecting…', 'warn'];
    case 'finished':
      return ['finished', 'done'];
    case 'incompatible':
      return ['incompatible server', 'error'];
    case 'refused':
      return ['refused', 'error'];
  }
}
