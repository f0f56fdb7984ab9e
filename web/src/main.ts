// Entry point: reads the token from the address, hides it, and starts the page.

import 'uplot/dist/uPlot.min.css';
import './style.css';
import { App } from './app';

const TOKEN_KEY = 'reincarnate.token';

/**
 * The token comes in the address's fragment (`#token=…`), which browsers never send to a
 * server. It is taken out of the address bar at once, so it does not linger in screenshots,
 * history or a shared link, and kept in this tab's sessionStorage, so a reload still steers.
 */
function takeToken(): string | null {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromHash = params.get('token');
  if (fromHash !== null) {
    params.delete('token');
    const rest = params.toString();
    history.replaceState(null, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
    try {
      if (fromHash) sessionStorage.setItem(TOKEN_KEY, fromHash);
      else sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      // storage refused (privacy mode): the token still works until a reload
    }
    return fromHash || null;
  }
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

const root = document.getElementById('app');
if (root) new App(root, takeToken());
