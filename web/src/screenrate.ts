// How many game screens a second the page draws: the viewer's choice, kept in the browser's
// storage. Each screen drawn costs the viewer's machine a frame of style, layout, paint and
// compositing (in a software-rendered browser, most of a tab's CPU), and the server sends a
// page its next screen only once it has drawn the last, so this is also what the trainer
// copies for it. 0 means off: no screens are drawn, hence none are sent.

/** The rates offered, screens a second (0: off). */
export const SCREEN_RATES: readonly number[] = [30, 15, 5, 1, 0];
/** The rate until the viewer picks one: smooth enough to follow a game, half the cost of 30. */
export const DEFAULT_SCREEN_RATE = 15;
const STORAGE_KEY = 'reincarnate.screensPerSecond';

/** A stored rate, if it is one of the offered ones; else the default. */
export function parseScreenRate(stored: string | null | undefined): number {
  if (stored === null || stored === undefined || stored.trim() === '') return DEFAULT_SCREEN_RATE;
  const n = Number(stored);
  return SCREEN_RATES.includes(n) ? n : DEFAULT_SCREEN_RATE;
}

/** The least time between two screens at `rate` (Infinity when off). */
export function screenInterval(rate: number): number {
  return rate > 0 ? 1000 / rate : Infinity;
}

/** A rate's label in the menu. */
export function screenRateLabel(rate: number): string {
  return rate > 0 ? `${rate}/s` : 'off';
}

/** The rate this browser last chose (storage may be unavailable: then the default). */
export function loadScreenRate(): number {
  try {
    return parseScreenRate(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_SCREEN_RATE;
  }
}

/** Keeps `rate` for the next page (silently not, where storage is unavailable). */
export function saveScreenRate(rate: number): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(rate));
  } catch {
    // private mode or storage disabled: the choice lasts as long as the page
  }
}
