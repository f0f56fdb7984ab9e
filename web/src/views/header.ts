// The page header: the tool, the game, the device, and (for a single run) the run's status
// line; under it, the read-only notice for a viewer without the token.

import { h, setText, show } from '../dom';
import type { RunState } from '../store';

export class HeaderView {
  readonly el: HTMLElement;
  /** Where a single run's status line goes (a race keeps one per column). */
  readonly slot: HTMLElement;
  readonly banner: HTMLElement;
  private readonly game: HTMLElement;
  private readonly device: HTMLElement;
  private readonly race: HTMLElement;

  constructor() {
    this.game = h('span', { class: 'game' }, 'reincarnate');
    this.device = h('span', { class: 'device', hidden: true });
    this.race = h('span', { class: 'badge badge-race', hidden: true }, 'race: QDagger vs DQN');
    this.slot = h('div', { class: 'header-slot' });
    this.el = h(
      'header',
      { class: 'page-header' },
      h('span', { class: 'brand' }, h('span', { class: 'brand-mark' }), 'reincarnate'),
      this.game,
      this.race,
      this.device,
      this.slot,
    );
    this.refusedNote = h('span', { hidden: true }, 'the token was not accepted; ');
    this.banner = h(
      'div',
      { class: 'banner', hidden: true },
      h('b', {}, 'read-only'),
      ': ',
      this.refusedNote,
      'open the address with its ',
      h('code', {}, '#token=…'),
      ' to steer',
    );
  }

  /** Whether the page came with a token (then read-only means the server refused it). */
  hadToken = false;
  private readonly refusedNote: HTMLElement;

  render(states: readonly RunState[]): void {
    const first = states[0]?.data;
    const started = first?.started ?? false;
    const link = states[0]?.link;
    setText(this.game, started ? (first?.envId ?? '') : link === 'refused' ? 'turned away' : link === 'incompatible' ? 'incompatible server' : 'connecting…');
    setText(this.device, first?.device ? `on ${first.device}` : '');
    show(this.device, Boolean(first?.device));
    show(this.race, states.length > 1);
    // Nothing left to steer in a finished run: no need to ask for the token.
    show(this.banner, states.some((s) => s.readOnly === true && s.link !== 'incompatible' && !s.finished));
    show(this.refusedNote, this.hadToken);
    if (started && first) {
      const algo = states.length > 1 ? 'race' : first.isQdagger ? 'QDagger' : 'DQN';
      const title = `${first.envId} · ${algo} · reincarnate`;
      if (document.title !== title) document.title = title;
    }
  }
}
