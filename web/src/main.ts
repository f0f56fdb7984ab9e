// Entry point: takes the token out of the address and starts the page.

import 'uplot/dist/uPlot.min.css';
import './style.css';
import { App } from './app';
import { Credentials, takeTokenFromAddress } from './credentials';

function sessionStore(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null; // storage refused (privacy mode)
  }
}

const root = document.getElementById('app');
if (root) new App(root, new Credentials(takeTokenFromAddress(), sessionStore()));
