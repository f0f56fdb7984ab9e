#!/usr/bin/env node
// Is the page responsive with a long run's history? Starts the mock (dev/mock.mjs) with a
// long synthetic run, opens the page in headless Chromium (/usr/bin/chromium or CHROMIUM,
// 1280x800, with the token) and measures:
//   - the time from opening the page to data-state=live (every event of the history
//     applied: Live follows the history) and to the charts drawn with it (data-points set);
//   - long tasks (the Long Tasks API: main-thread tasks over 50 ms) while the history arrives;
//   - the JS heap once live (after a garbage collection; Chrome DevTools Protocol);
//   - then, live for LIVE seconds with the mouse moving over the charts (uPlot's synced
//     cursor): each chart redraw (the page's `reincarnate:plots` User Timing measure), each
//     panel tick (`reincarnate:tick`), each screen frame (`reincarnate:frame`), and long tasks.
// A long task over 100 ms while live fails the run (exit 1).
//
//   node dev/history_perf.mjs [--scenario NAME]... [--live SECONDS] [--dist DIR] [--speed X]
//                             [--no-mouse]
//
// Scenarios (default: all three), each a QDagger run on Pong at the mock's default speed
// (about 300 steps/s online, Losses every 100 steps, a game every 1,000-3,000 steps, an
// evaluation of 10 games every 10,000 steps):
//   1m        1,000,000 steps, the history as the real server keeps it (progress reports:
//             the newest only)
//   1m-all    the same with every progress report in the history too (4 a second of the run)
//   cap       20,000,000 steps: the server's cap of 200,000 events, thinned as it thins
// web/README.md ("Performance") has the method and the numbers.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const LONG_LIVE_MS = 100;

const SCENARIOS = {
  '1m': { what: '1,000,000 steps, server history', args: ['--steps', '1000000', '--prefill-steps', '1000000', '--server-history'] },
  '1m-all': { what: '1,000,000 steps, every progress report kept', args: ['--steps', '1000000', '--prefill-steps', '1000000'] },
  cap: { what: '20,000,000 steps, server history at its 200,000-event cap', args: ['--steps', '20000000', '--prefill-steps', '20000000', '--server-history'] },
};
const DENSITY = ['--episode-steps', '1000-3000', '--eval-every', '10000', '--eval-games', '10'];

const o = { scenarios: [], live: 20, dist: null, speed: null, mouse: true };
const a = process.argv.slice(2);
for (let i = 0; i < a.length; i++) {
  const k = a[i];
  const v = () => a[++i];
  if (k === '--scenario') o.scenarios.push(v());
  else if (k === '--live') o.live = Number(v());
  else if (k === '--dist') o.dist = resolve(v());
  else if (k === '--speed') o.speed = v();
  else if (k === '--no-mouse') o.mouse = false;
  else {
    console.error(`history_perf: unknown argument ${k}`);
    process.exit(2);
  }
}
if (!o.scenarios.length) o.scenarios = Object.keys(SCENARIOS);
for (const s of o.scenarios) {
  if (!SCENARIOS[s]) {
    console.error(`history_perf: no scenario ${s} (${Object.keys(SCENARIOS).join(', ')})`);
    process.exit(2);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`history_perf: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM)`);
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mib = (b) => `${(b / 2 ** 20).toFixed(1)} MiB`;
const ms = (v) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

function stats(values) {
  if (!values.length) return 'none';
  const v = [...values].sort((x, y) => x - y);
  const q = (p) => v[Math.min(v.length - 1, Math.floor(p * v.length))];
  return `${v.length}: median ${ms(q(0.5))}, p95 ${ms(q(0.95))}, max ${ms(v[v.length - 1])}`;
}

async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

/** The mock, started and waited for; its stderr is kept. */
async function startMock(args) {
  const port = await freePort();
  const full = [join(here, 'mock.mjs'), '--port', String(port), ...args];
  if (o.dist) full.push('--dist', o.dist);
  if (o.speed) full.push('--speed', o.speed);
  const child = spawn(process.execPath, full, { stdio: ['ignore', 'ignore', 'pipe'] });
  const lines = [];
  child.stderr.setEncoding('utf8');
  let rest = '';
  child.stderr.on('data', (c) => {
    rest += c;
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  const end = Date.now() + 120_000;
  while (!lines.some((l) => l.startsWith('mock: http://'))) {
    if (child.exitCode !== null) throw new Error(`the mock exited: ${lines.join('\n')}`);
    if (Date.now() > end) throw new Error('the mock did not start within 120 s');
    await sleep(100);
  }
  const history = lines.find((l) => l.startsWith('mock: prefilled')) ?? '';
  return { child, port, history, lines };
}

/** Installed in the page before its own script: what the page's timeline records. */
function probe() {
  const p = { longTasks: [], measures: [], marks: [] };
  window.__perf = p;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) p.longTasks.push({ start: e.startTime, dur: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) p.measures.push({ name: e.name, detail: e.detail ?? null, start: e.startTime, dur: e.duration });
  }).observe({ type: 'measure' });
  // The moments the page's hooks change (web/README.md): its state, and its charts drawn.
  new MutationObserver((records) => {
    const t = performance.now();
    for (const r of records) {
      const el = r.target;
      if (r.attributeName === 'data-state' && el.id === 'app') p.marks.push({ t, what: `state=${el.dataset.state}` });
      if (r.attributeName === 'data-points') p.marks.push({ t, what: `points=${el.dataset.points}` });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state', 'data-points'] });
}

async function measure(browser, name) {
  const sc = SCENARIOS[name];
  const mock = await startMock([...sc.args, ...DENSITY]);
  const out = { name, what: sc.what, history: mock.history.replace(/^mock: /, ''), fail: [] };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => out.fail.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && out.fail.push(`console error: ${m.text()}`));
    await page.addInitScript(probe);
    const cdp = await context.newCDPSession(page);
    await page.goto(`http://127.0.0.1:${mock.port}/#token=mock-token`, { waitUntil: 'commit' });
    // Live, then the charts drawn with the history.
    const end = Date.now() + 180_000;
    let marks = [];
    let live = null;
    let drawn = null;
    for (;;) {
      marks = await page.evaluate(() => window.__perf.marks);
      live = live ?? marks.find((m) => m.what === 'state=live') ?? null;
      drawn = live && marks.find((m) => m.t >= live.t && m.what.startsWith('points=') && m.what !== 'points=0');
      if (drawn) break;
      if (Date.now() > end) throw new Error(`not live with charts within 180 s: ${JSON.stringify(marks)}`);
      await sleep(100);
    }
    out.live = live.t;
    out.replaying = marks.find((m) => m.what === 'state=replaying')?.t ?? NaN;
    out.drawn = drawn.t;
    out.points = Number(drawn.what.slice('points='.length));
    const before = await page.evaluate((t) => window.__perf.longTasks.filter((x) => x.start < t), live.t);
    out.replayLong = before;
    // The heap once live, after a collection.
    await sleep(1000);
    await cdp.send('HeapProfiler.collectGarbage');
    out.heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    out.nodes = (await cdp.send('Memory.getDOMCounters')).nodes;

    // Live: the mouse over each chart in turn (the cursor syncs across the run's charts).
    const from = await page.evaluate(() => performance.now());
    const boxes = [];
    for (const sel of ['.chart-returns .u-over', '.chart-losses .u-over', '.chart-mix .u-over']) {
      const b = await page.locator(sel).first().boundingBox();
      if (b) boxes.push(b);
    }
    const stop = Date.now() + o.live * 1000;
    let k = 0;
    while (Date.now() < stop) {
      const b = boxes[Math.floor(k / 40) % boxes.length];
      if (b && o.mouse) await page.mouse.move(b.x + ((k % 40) / 39) * b.width, b.y + b.height / 2);
      k++;
      await sleep(50);
    }
    if (o.mouse) await page.mouse.move(5, 5);
    else k = 0;
    const p = await page.evaluate((t) => ({ long: window.__perf.longTasks.filter((x) => x.start >= t), measures: window.__perf.measures.filter((x) => x.start >= t), now: performance.now() }), from);
    out.liveSeconds = (p.now - from) / 1000;
    out.liveLong = p.long;
    out.plots = {};
    for (const m of p.measures.filter((x) => x.name === 'reincarnate:plots')) (out.plots[m.detail ?? 'all'] ??= []).push(m.dur);
    out.ticks = p.measures.filter((m) => m.name === 'reincarnate:tick').map((m) => m.dur);
    out.frames = p.measures.filter((m) => m.name === 'reincarnate:frame').map((m) => m.dur);
    out.mouseMoves = k;
    const over = p.long.filter((x) => x.dur > LONG_LIVE_MS);
    if (over.length) out.fail.push(`${over.length} long tasks over ${LONG_LIVE_MS} ms while live (longest ${ms(Math.max(...over.map((x) => x.dur)))})`);
  } finally {
    await context.close();
    mock.child.kill();
  }
  return out;
}

function report(r) {
  console.log(`${r.name}: ${r.what}`);
  console.log(`  history: ${r.history}`);
  if (r.live === undefined) return;
  const longest = (l) => (l.length ? `, longest ${ms(Math.max(...l.map((x) => x.dur)))}` : '');
  const s = (t) => `${(t / 1000).toFixed(2)} s`;
  console.log(`  open -> Welcome (replaying): ${s(r.replaying)}; -> live (history applied): ${s(r.live)}; -> charts drawn (${r.points} student games): ${s(r.drawn)}`);
  console.log(`  long tasks (> 50 ms) before live: ${r.replayLong.length}${longest(r.replayLong)}`);
  console.log(`  JS heap after GC, live: ${mib(r.heap)}; DOM nodes: ${r.nodes}`);
  console.log(`  live ${r.liveSeconds.toFixed(0)} s, ${r.mouseMoves ? `mouse over the charts (${r.mouseMoves} moves)` : 'no mouse'}:`);
  // An older page measured its three charts as one (no detail).
  for (const [chart, v] of Object.entries(r.plots)) console.log(`    ${chart === 'all' ? 'the three charts at once' : `${chart} chart`}: redraws (reincarnate:plots) ${stats(v)}`);
  console.log(`    panel ticks (reincarnate:tick) ${stats(r.ticks)}`);
  console.log(`    screen frames (reincarnate:frame) ${stats(r.frames)}`);
  console.log(`    long tasks (> 50 ms): ${r.liveLong.length}${longest(r.liveLong)}`);
  console.log(`  ${r.fail.length ? `FAIL  ${r.fail.join('; ')}` : `ok    no long task over ${LONG_LIVE_MS} ms while live`}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
let failed = false;
try {
  for (const name of o.scenarios) {
    const r = await measure(browser, name);
    report(r);
    if (r.fail.length) failed = true;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
