// The game screen: the 160 x 210 frame on a canvas of the same size, enlarged by CSS at an
// integer factor with `image-rendering: pixelated`, so every Atari pixel is a crisp square
// (a fractional factor would blur or make uneven pixels).

import { h, setData, setText } from '../dom';
import { ACTOR_LABEL, int, num } from '../format';
import type { Screen } from '../protocol';
import { SCREEN_RATES, screenRateLabel } from '../screenrate';

export class ScreenView {
  readonly el: HTMLElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private image: ImageData | null = null;
  private readonly who: HTMLElement;
  private readonly step: HTMLElement;
  private readonly score: HTMLElement;
  private readonly action: HTMLElement;
  private readonly empty: HTMLElement;
  private readonly rate: HTMLSelectElement;
  private scale = 2;
  /** Screens are off (the viewer's choice). */
  private off = false;
  /** What the empty screen says when screens are on. */
  private idle = 'waiting for the game screen';
  /** Screens drawn since the page opened (a test hook: the canvas's `data-screens`). */
  private drawn = 0;
  private width = 160;
  private height = 210;

  /** `onRate`: the viewer picked another number of screens a second (0: off). */
  constructor(rate: number, onRate: (rate: number) => void) {
    this.canvas = h('canvas', { class: 'screen-canvas', width: '160', height: '210', 'data-screens': '0' });
    const ctx = this.canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('no 2D canvas');
    this.ctx = ctx;
    this.ctx.fillStyle = '#000';
    this.ctx.fillRect(0, 0, 160, 210);
    this.who = h('span', { class: 'screen-who' }, '—');
    this.step = h('span', { class: 'screen-meta' });
    this.score = h('span', { class: 'screen-meta' });
    this.action = h('span', { class: 'screen-meta' });
    this.empty = h('div', { class: 'screen-empty' }, 'waiting for the game screen');
    this.rate = h(
      'select',
      { class: 'screen-rate', 'aria-label': 'screens a second', title: 'Screens drawn a second (each costs this browser a frame; the trainer sends no more than are drawn)' },
      ...SCREEN_RATES.map((r) => h('option', { value: String(r) }, screenRateLabel(r))),
    );
    this.rate.addEventListener('change', () => onRate(Number(this.rate.value)));
    this.el = h(
      'section',
      { class: 'card screen-card is-empty' },
      h('div', { class: 'screen-frame' }, this.canvas, this.empty),
      h('div', { class: 'screen-caption' }, this.who, this.score, this.action, this.step),
      h('label', { class: 'screen-rate-row muted' }, 'screens', this.rate),
    );
    this.setRate(rate);
    this.setScale(2);
  }

  /** Shows `rate` (screens a second, 0: off) as the menu's choice. */
  setRate(rate: number): void {
    if (this.rate.value !== String(rate)) this.rate.value = String(rate);
    this.off = rate === 0;
    this.el.classList.toggle('is-off', this.off);
    this.setIdleMessage(this.idle);
  }

  /** Sets the integer enlargement (the canvas keeps its native resolution). */
  setScale(scale: number): void {
    this.scale = Math.max(1, Math.floor(scale));
    this.canvas.style.width = `${this.width * this.scale}px`;
    this.canvas.style.height = `${this.height * this.scale}px`;
    this.el.style.setProperty('--screen-w', `${this.width * this.scale}px`);
  }

  /** Draws a frame (RGB to the canvas's RGBA) and its caption. */
  draw(s: Screen, actions: readonly string[]): void {
    if (s.width !== this.width || s.height !== this.height || !this.image) {
      this.width = s.width;
      this.height = s.height;
      this.canvas.width = s.width;
      this.canvas.height = s.height;
      this.image = this.ctx.createImageData(s.width, s.height);
      this.setScale(this.scale);
    }
    const px = this.image.data;
    const rgb = s.rgb;
    for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
      px[i] = rgb[j] as number;
      px[i + 1] = rgb[j + 1] as number;
      px[i + 2] = rgb[j + 2] as number;
      px[i + 3] = 255;
    }
    this.ctx.putImageData(this.image, 0, 0);
    this.drawn++;
    setData(this.canvas, 'screens', String(this.drawn));
    this.empty.hidden = true;
    this.el.classList.remove('is-empty');
    const actor = s.actor ?? 'Student';
    setText(this.who, s.actor ? ACTOR_LABEL[s.actor] : 'playing');
    this.who.dataset.actor = actor;
    const ret = Number.isInteger(s.episodeReturn) ? int(s.episodeReturn) : num(s.episodeReturn, 1);
    setText(this.score, `return ${ret}`);
    setText(this.action, actions[s.action] ?? `action ${s.action}`);
    setText(this.step, `step ${int(s.globalStep)}`);
  }

  /** Back to "no screen" (a new connection; screens from the last one are stale). */
  clear(message: string): void {
    this.ctx.fillStyle = '#000';
    this.ctx.fillRect(0, 0, this.width, this.height);
    this.empty.hidden = false;
    this.el.classList.add('is-empty');
    this.setIdleMessage(message);
    setText(this.who, '—');
    delete this.who.dataset.actor;
    setText(this.score, '');
    setText(this.action, '');
    setText(this.step, '');
  }

  /** What the empty screen says (unless screens are off, which it says instead). */
  setIdleMessage(message: string): void {
    this.idle = message;
    setText(this.empty, this.off ? 'screens are off: pick a rate below to watch the game' : message);
  }
}
