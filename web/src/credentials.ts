// What the page proves the token with. The token itself comes in the address's fragment
// (`#token=…`, never sent to a server), is taken out of the address bar at once, and is
// kept in this page's memory only. What survives a reload (this tab's sessionStorage) is the
// key of the one run it last watched, derived from the token and that run's id: a page of
// whoever binds the port after the run ends (same origin, so it can read that storage)
// finds nothing that opens another run, nor this run's token.

import { fromHex, hex, runKey } from './challenge';

const KEY = 'reincarnate.run-key';

/** A run's id and its key, as kept across reloads. */
interface Kept {
  run: string;
  key: Uint8Array;
}

export class Credentials {
  private kept: Kept | null;

  constructor(
    /** The token from the address, or null (it never leaves this object's memory). */
    private readonly token: string | null,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  ) {
    this.kept = token === null ? readKept(storage) : null;
    // A new token replaces what an earlier page kept.
    if (token !== null) {
      try {
        storage?.removeItem(KEY);
      } catch {
        // storage refused (privacy mode)
      }
    }
  }

  /** Whether this page came with a token or a kept key (so it means to steer). */
  get any(): boolean {
    return this.token !== null || this.kept !== null;
  }

  /**
   * The key for `run`: from the token (and then kept for reloads), or the kept key when it
   * is this run's; null when the page has neither.
   */
  keyFor(run: string): Uint8Array | null {
    if (this.token !== null) {
      const key = runKey(this.token, run);
      if (this.kept?.run !== run) {
        this.kept = { run, key };
        try {
          this.storage?.setItem(KEY, JSON.stringify({ run, key: hex(key) }));
        } catch {
          // storage refused: the page still steers until a reload
        }
      }
      return key;
    }
    return this.kept !== null && this.kept.run === run ? this.kept.key : null;
  }
}

function readKept(storage: Pick<Storage, 'getItem'> | null): Kept | null {
  try {
    const text = storage?.getItem(KEY);
    if (!text) return null;
    const v = JSON.parse(text) as { run?: unknown; key?: unknown };
    if (typeof v.run !== 'string' || typeof v.key !== 'string') return null;
    const key = fromHex(v.key);
    return key !== null && key.length === 32 ? { run: v.run, key } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the token out of the address's fragment (and the address bar); null when there is
 * none.
 */
export function takeTokenFromAddress(): string | null {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token === null) return null;
  params.delete('token');
  const rest = params.toString();
  history.replaceState(null, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  return token || null;
}

/** The port the page was loaded from, which the MACs bind (a tunnel keeps it). */
export function pagePort(): number {
  if (location.port) return Number(location.port);
  return location.protocol === 'https:' ? 443 : 80;
}
