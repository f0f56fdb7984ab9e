#!/usr/bin/env node
// Keeps tabs of the page open against a served run, for measurements (scripts/bench/page_sps.sh):
// one headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM, driven by playwright-core),
// TABS tabs, each in a window of its own, 1280x800, visible and drawing, each opened at URL (give it the
// #token=… so the controls render) and kept open until this process is sent SIGTERM or SIGINT.
//
//   node web/test/tabs.mjs URL [TABS]        (default 3 tabs)
//
// The browser starts at once; the tabs load URL as soon as its server answers (they wait up
// to 10 minutes for it), so the browser's own start-up can be over before the trainer
// starts. Lines on stdout:
//   tabs: browser ready (…)            the browser runs and the tabs exist (blank)
//   tabs: N tabs open at URL (…)       every tab loaded the page
//   tabs: N tabs live (…)              every tab's data-state was `live` (within 60 s)
// and, on SIGTERM or SIGINT, one line per tab (screens drawn: the canvas's data-screens hook,
// its state and visibility), then the browser's CPU seconds (every Chromium process: this
// script's descendants, from /proc) since the tabs began to load and since launch, then
// exit 0. Page errors and console errors are printed as they happen, prefixed "tabs: page".

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [url, tabsText = '3'] = process.argv.slice(2);
const TABS = Number(tabsText);
if (!url || !/^https?:\/\//.test(url) || !Number.isInteger(TABS) || TABS < 1) {
  console.error('usage: node web/test/tabs.mjs URL [TABS]   (URL: http://HOST:PORT/#token=…)');
  process.exit(2);
}
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`tabs: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM)`);
  process.exit(2);
}
const VIEWPORT = { width: 1280, height: 800 };
const SERVER_WAIT_MS = 600_000;
const LIVE_WAIT_MS = 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = performance.now();
const since = (t) => ((performance.now() - t) / 1000).toFixed(1);
const say = (line) => console.log(`tabs: ${line}`);

// ---------------------------------------------------------------- CPU time from /proc

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // 100 on every Linux we run on
}

/**
 * CPU seconds (user + system) of this script's descendants, Chromium's processes: live ones'
 * own, plus what each has reaped of its children's (a renderer that ended).
 */
function browserCpuSeconds() {
  const stats = new Map(); // pid -> { ppid, ticks }
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid …: comm may hold spaces and parentheses; fields follow the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(f[1]);
    const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    stats.set(Number(name), { ppid, ticks });
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stats) {
      if (!mine.has(pid) && mine.has(s.ppid)) {
        mine.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of mine) if (pid !== process.pid) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks / ticksPerSecond;
}

// ---------------------------------------------------------------- the browser and its tabs

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  // SIGTERM and SIGINT are this script's (it reads the tabs, then closes the browser).
  handleSIGTERM: false,
  handleSIGINT: false,
  handleSIGHUP: false,
  // As browser.mjs; and no throttling of tabs the browser might deem in the background: each
  // tab stands for a visible one.
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows'],
});
const pages = [];
for (let i = 0; i < TABS; i++) {
  // A context each: headless Chromium gives each its own window, so every tab is in front
  // and draws (tabs of one context were throttled to a screen or two a second but the last).
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const label = `tab ${i + 1}`;
  page.on('pageerror', (e) => say(`page ${label}: page error: ${e.message}`));
  page.on('console', (m) => {
    // A socket to a trainer that has stopped listening (the run ended): expected.
    if (m.type() === 'error' && !/WebSocket connection to .* failed/.test(m.text())) say(`page ${label}: console error: ${m.text()}`);
  });
  page.on('dialog', (d) => d.dismiss());
  pages.push(page);
}
const cpuAtLaunch = browserCpuSeconds();
say(`browser ready (${TABS} blank tabs, ${since(t0)} s, ${cpuAtLaunch.toFixed(1)} CPU s)`);

let stopping = false;
let openedAt = null;
let cpuAtOpen = null;

async function stop(sig) {
  if (stopping) return;
  stopping = true;
  try {
    for (const [i, page] of pages.entries()) {
      const h = await page
        .evaluate(() => ({
          screens: Number(document.querySelector('canvas.screen-canvas')?.dataset.screens ?? 0),
          state: document.getElementById('app')?.dataset.state ?? '',
          step: document.getElementById('app')?.dataset.step ?? '',
          visibility: document.visibilityState,
        }))
        .catch((e) => ({ screens: NaN, state: `unreadable: ${e.message}`, step: '', visibility: '?' }));
      const open = openedAt === null ? 0 : (performance.now() - openedAt) / 1000;
      const rate = open > 0 ? ` (${(h.screens / open).toFixed(1)}/s over ${open.toFixed(1)} s)` : '';
      say(`tab ${i + 1}: ${h.screens} screens drawn${rate}, state ${h.state} at step ${h.step}, ${h.visibility}`);
    }
    const cpu = browserCpuSeconds();
    const run = cpuAtOpen === null ? 'the tabs never loaded' : `${(cpu - cpuAtOpen).toFixed(1)} CPU s since the tabs began to load (${since(openedAt)} s ago)`;
    say(`chromium: ${run}; ${cpu.toFixed(1)} CPU s since launch (${since(t0)} s ago; ${sig})`);
  } finally {
    await browser.close().catch(() => {});
    process.exit(0);
  }
}
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(sig, () => void stop(sig));

// Wait for the server, then load the page in every tab.
const end = Date.now() + SERVER_WAIT_MS;
for (;;) {
  if (stopping) await new Promise((r) => setTimeout(r, 60_000)); // stop() exits meanwhile
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await r.arrayBuffer();
    if (r.ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() > end) {
    say(`no server answered at ${url} within ${SERVER_WAIT_MS / 1000} s`);
    await browser.close();
    process.exit(1);
  }
  await sleep(100);
}
openedAt = performance.now();
cpuAtOpen = browserCpuSeconds();
await Promise.all(pages.map((p) => p.goto(url, { waitUntil: 'load', timeout: 60_000 })));
say(`${TABS} tabs open at ${url.replace(/#token=.*/, '#token=…')} (${since(openedAt)} s)`);
const liveBy = Date.now() + LIVE_WAIT_MS;
for (;;) {
  const states = await Promise.all(pages.map((p) => p.evaluate(() => document.getElementById('app')?.dataset.state ?? '').catch(() => '')));
  if (states.every((s) => s === 'live')) {
    say(`${TABS} tabs live (${since(openedAt)} s after loading began)`);
    break;
  }
  if (Date.now() > liveBy || states.some((s) => s === 'finished')) {
    say(`not every tab went live: ${states.join(', ')}`);
    break;
  }
  await sleep(250);
}
// Open until a signal (the timer keeps Node from deciding that nothing is left to do).
setInterval(() => {}, 60_000);
