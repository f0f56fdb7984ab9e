#!/usr/bin/env node
// The page in a real browser against the real server: headless Chromium (Debian's
// /usr/bin/chromium, driven by playwright-core) at 1280x800, and `reincarnate dqn --serve`
// runs that this script starts and stops itself (a small Breakout DQN run in a temporary
// runs directory), so nothing here is mocked.
//
//   REINCARNATE_BIN=target/release/reincarnate node web/test/browser.mjs
//
// Environment:
//   REINCARNATE_BIN  the binary (required)
//   SHOTS_DIR        where the screenshots go (default: a new temporary directory, printed)
//   KEEP_TMP=1       keep the temporary runs directory (it is kept anyway on a failure)
//
// One line per check; exit 0 only when every check passed. Every wait is bounded, the whole
// script is limited to TOTAL_MS, and the trainers and the browser are killed on any exit.
// The page's test hooks (data-* attributes) are documented in web/README.md.

import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { connect as netConnect } from 'node:net';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const TOTAL_MS = 360_000;
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const EPSILON = 0.37;

// ---------------------------------------------------------------- setup and teardown

const BIN = process.env.REINCARNATE_BIN;
if (!BIN) {
  console.error('browser: set REINCARNATE_BIN to the reincarnate binary');
  process.exit(2);
}
if (!existsSync(BIN)) {
  console.error(`browser: REINCARNATE_BIN=${BIN}: no such file`);
  process.exit(2);
}
if (!existsSync(CHROMIUM)) {
  console.error(`browser: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM)`);
  process.exit(2);
}
const TMP = mkdtempSync(join(tmpdir(), 'reincarnate-browser-'));
const RUNS = join(TMP, 'runs');
const SHOTS = resolve(process.env.SHOTS_DIR ?? join(TMP, 'shots'));
mkdirSync(SHOTS, { recursive: true });

const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
/** Child processes still running: killed, with their process groups, on any exit. */
const children = new Set();
const servers = [];
let browser = null;
let failed = false;

function killChildren() {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGKILL'); // its own process group (spawned detached)
    } catch {
      try {
        c.kill('SIGKILL');
      } catch {
        // gone already
      }
    }
  }
  children.clear();
}

process.on('exit', killChildren);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.error(`browser: ${sig}: stopping`);
    killChildren();
    process.exit(130);
  });
}
process.on('uncaughtException', (e) => abort(`uncaught: ${e?.stack ?? e}`));
process.on('unhandledRejection', (e) => abort(`unhandled rejection: ${e?.stack ?? e}`));
const watchdog = setTimeout(() => abort(`the whole test ran past ${TOTAL_MS / 1000} s`), TOTAL_MS);

function abort(why) {
  console.log(`FAIL  ${why}`);
  killChildren();
  dumpTrainers();
  console.log(`browser: kept ${TMP} (runs, trainer logs, screenshots)`);
  process.exit(1);
}

// ---------------------------------------------------------------- small helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` (async, returns a truthy value when done) until `ms` pass; throws `what`. */
async function until(what, ms, probe, every = 200) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    last = await probe();
    if (last) return last;
    if (Date.now() >= end) throw new Error(`${what} (waited ${(ms / 1000).toFixed(0)} s)`);
    await sleep(every);
  }
}

/** A trainer: a child process with its output kept, line by line. */
class Trainer {
  constructor(name, args) {
    this.name = name;
    this.args = args;
    this.lines = [];
    this.exit = null;
    this.log = join(TMP, `${name}.log`);
    writeFileSync(this.log, `$ ${BIN} ${args.join(' ')}\n`);
    const child = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.child = child;
    children.add(child);
    const take = (stream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        rest += chunk;
        const parts = rest.split('\n');
        rest = parts.pop() ?? '';
        for (const l of parts) this.lines.push(l);
        if (parts.length) appendFileSync(this.log, parts.map((l) => `${l}\n`).join(''));
      });
    };
    take(child.stdout);
    take(child.stderr);
    this.exited = new Promise((res) => {
      child.on('exit', (code, signal) => {
        children.delete(child);
        this.exit = { code, signal };
        res(this.exit);
      });
    });
    child.on('error', (e) => {
      this.lines.push(`spawn error: ${e.message}`);
    });
    allTrainers.push(this);
  }

  /** The first output line matching `re`, within `ms`; fails early when the process ends. */
  async line(re, ms, what) {
    return until(`${this.name}: ${what}`, ms, async () => {
      for (const l of this.lines) {
        const m = re.exec(l);
        if (m) return m;
      }
      if (this.exit) throw new Error(`${this.name} exited (${JSON.stringify(this.exit)}) before ${what}`);
      return null;
    });
  }

  /** SIGTERM (the trainer writes a checkpoint), then waits for the exit, SIGKILL after `ms`. */
  async stop(ms = 60_000) {
    if (this.exit) return this.exit;
    process.kill(this.child.pid, 'SIGTERM');
    const timer = sleep(ms).then(() => null);
    const r = await Promise.race([this.exited, timer]);
    if (r) return r;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // gone
    }
    throw new Error(`${this.name} did not exit within ${ms / 1000} s of SIGTERM (killed)`);
  }
}
const allTrainers = [];

function dumpTrainers() {
  for (const t of allTrainers) {
    console.log(`---- ${t.name}: ${BIN} ${t.args.join(' ')} (last lines; all in ${t.log})`);
    for (const l of t.lines.slice(-15)) console.log(`  ${l}`);
  }
}

/**
 * The serve lines of a trainer: its address, its token and page address. Its output is a
 * pipe, not a terminal, so the trainer names the file that holds the token instead of
 * printing it (it must not be printed).
 */
async function served(t) {
  const [, addr] = await t.line(/^serve: listening on (\S+)/, 90_000, 'say "serve: listening on ADDR"');
  const [, file] = await t.line(/need the token in (\S+)/, 10_000, 'say "... need the token in FILE"');
  const url = (await t.line(/^serve: open (.+) in a browser$/, 10_000, 'say "serve: open URL in a browser"'))[1];
  if (t.lines.some((l) => /token for/.test(l))) throw new Error('the trainer printed its token to a pipe');
  const token = readFileSync(file, 'utf8').split('\n')[0].trim();
  return { addr, url, token, file, port: Number(addr.split(':').pop()) };
}

// ---------------------------------------------------------------- a relay

/**
 * A relay on another port in front of the trainer at `target`, as another local user could
 * run one: it passes every request and WebSocket through, with `Host` and `Origin` rewritten
 * to the trainer's own, so that the trainer sees what a page of its own would send. Its
 * address.
 */
async function startRelay(target) {
  const [thost, tportText] = [target.slice(0, target.lastIndexOf(':')), target.slice(target.lastIndexOf(':') + 1)];
  const tport = Number(tportText);
  const server = createServer((req, res) => {
    const up = httpRequest({ host: thost, port: tport, method: req.method, path: req.url, headers: { ...req.headers, host: target } }, (ur) => {
      res.writeHead(ur.statusCode ?? 502, ur.headers);
      ur.pipe(res);
    });
    up.on('error', () => {
      res.writeHead(502);
      res.end('the trainer is not answering');
    });
    req.pipe(up);
  });
  server.on('upgrade', (req, socket, head) => {
    const up = netConnect(tport, thost);
    const own = `http://${req.headers.host}`;
    up.on('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const k = req.rawHeaders[i];
        let v = req.rawHeaders[i + 1];
        if (k.toLowerCase() === 'host') v = target;
        // The page's own origin is the trainer's, as it would be without the relay.
        if (k.toLowerCase() === 'origin' && v === own) v = `http://${target}`;
        lines.push(`${k}: ${v}`);
      }
      up.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) up.write(head);
      socket.pipe(up);
      up.pipe(socket);
    });
    const drop = () => {
      socket.destroy();
      up.destroy();
    };
    up.on('error', drop);
    socket.on('error', drop);
    up.on('close', drop);
    socket.on('close', drop);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `127.0.0.1:${server.address().port}`;
}

// ---------------------------------------------------------------- the page

/** Console errors and page errors of the app's pages (not the foreign page's). */
const pageProblems = [];

async function openPage(url, label) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageProblems.push(`${label}: page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    // A socket to a trainer that is not listening (the restart): expected, and the browser's.
    if (/WebSocket connection to .* failed/.test(text)) return;
    pageProblems.push(`${label}: console error: ${text}`);
  });
  page.on('dialog', (d) => d.dismiss());
  await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
  return page;
}

/** The page's test hooks (web/README.md). */
function hooks(page) {
  return page.evaluate(() => {
    const app = document.getElementById('app');
    const returns = document.querySelector('.chart-returns');
    const canvas = document.querySelector('canvas.screen-canvas');
    const n = (v) => (v === undefined || v === '' ? null : Number(v));
    return {
      state: app?.dataset.state ?? null,
      readOnly: app?.dataset.readOnly ?? null,
      step: n(app?.dataset.step),
      naturalSpeed: app?.dataset.naturalSpeed ?? null,
      points: n(returns?.dataset.points),
      evaluations: n(returns?.dataset.evaluations),
      screens: n(canvas?.dataset.screens),
    };
  });
}

/** Waits until the hooks satisfy `ok`; the error shows the last hooks seen. */
async function waitHooks(page, what, ms, ok) {
  let last = null;
  try {
    return await until(what, ms, async () => {
      last = await hooks(page);
      return ok(last) ? last : null;
    });
  } catch (e) {
    throw new Error(`${e.message}; the page's hooks: ${JSON.stringify(last)}`);
  }
}

/** A cheap fingerprint of the screen canvas's pixels. */
function screenHash(page) {
  return page.evaluate(() => {
    const c = document.querySelector('canvas.screen-canvas');
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return null;
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let h = 2166136261;
    for (let i = 0; i < d.length; i += 1) h = Math.imul(h ^ d[i], 16777619) >>> 0;
    return h;
  });
}

async function shot(page, name) {
  const path = join(SHOTS, name);
  await page.screenshot({ path });
  shots.push(path);
  return path;
}
const shots = [];

/** The size of a PNG (from its IHDR). */
function pngSize(path) {
  const b = readFileSync(path);
  if (b.length < 24 || b.toString('latin1', 1, 4) !== 'PNG') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), bytes: b.length };
}

/** `charts/epsilon` rows of a run's scalars.csv: [step, value]. */
function epsilonRows(runDir) {
  const f = join(runDir, 'scalars.csv');
  if (!existsSync(f)) return [];
  return readFileSync(f, 'utf8')
    .split('\n')
    .map((l) => l.split(','))
    .filter((c) => c[0] === 'charts/epsilon' && c.length >= 3)
    .map((c) => [Number(c[1]), Number(c[2])]);
}

// ---------------------------------------------------------------- the checks

const ctx = {}; // what the checks share: trainer, addresses, pages, run directory

async function screenChanges() {
  const opened = ctx.openedAt;
  const first = await waitHooks(ctx.page, 'no screen drawn (data-screens stays 0)', 30_000, (h) => h.screens > 0);
  const a = await screenHash(ctx.page);
  await until('the screen did not change within 5 s of its first drawing', 5_000, async () => (await screenHash(ctx.page)) !== a, 100);
  const changedAfter = (Date.now() - opened) / 1000;
  if (changedAfter > 20) throw new Error(`the screen first changed ${changedAfter.toFixed(1)} s after the page opened`);
  const s1 = (await hooks(ctx.page)).screens;
  await sleep(2_000);
  const s2 = (await hooks(ctx.page)).screens;
  if (!(s2 >= s1 + 5)) throw new Error(`screens stopped coming: data-screens ${s1} then ${s2} 2 s later`);
  // The default rate caps them (15 a second: at most 31 in 2 s, whatever the trainer offers).
  if (s2 - s1 > 32) throw new Error(`${s2 - s1} screens in 2 s at the default 15 a second`);
  // Off: none drawn (so none acknowledged, so none sent); 30/s: they come again.
  await ctx.page.selectOption('select.screen-rate', '0');
  await sleep(500);
  const s3 = (await hooks(ctx.page)).screens;
  await sleep(1_500);
  const s4 = (await hooks(ctx.page)).screens;
  if (s4 !== s3) throw new Error(`screens off, yet ${s4 - s3} drawn in 1.5 s`);
  await ctx.page.selectOption('select.screen-rate', '30');
  await sleep(2_000);
  const s5 = (await hooks(ctx.page)).screens;
  if (!(s5 >= s4 + 5)) throw new Error(`screens back on at 30/s, yet ${s5 - s4} drawn in 2 s`);
  await ctx.page.selectOption('select.screen-rate', '15');
  return `first screen drawn, changed ${changedAfter.toFixed(1)} s after opening; ${s2 - s1} screens in 2 s at 15/s (${first.screens} at first); off: ${s4 - s3} in 1.5 s; 30/s: ${s5 - s4} in 2 s`;
}

async function returnsGetPoints() {
  const h = await waitHooks(ctx.page, 'no student game plotted (data-points stays 0)', 60_000, (x) => x.points > 0 && x.evaluations > 0);
  return `${h.points} student games and ${h.evaluations} evaluations plotted at step ${h.step}`;
}

async function turnedAwayWithoutToken() {
  const url = `http://${ctx.pageAddr}/`;
  const page = await openPage(url, 'page without the token');
  try {
    await waitHooks(page, 'the page without the token was not turned away', 30_000, (x) => x.state === 'turned-away');
    const toast = page.locator('.toast-error').first();
    await toast.waitFor({ state: 'visible', timeout: 5_000 });
    const text = (await toast.innerText()) ?? '';
    if (!/needs its token/.test(text) || !/#token=/.test(text)) throw new Error(`the page says "${text}", not how to get the token`);
    const h = await hooks(page);
    if (h.points > 0 || h.screens > 0) throw new Error(`a page without the token saw the run: ${JSON.stringify(h)}`);
    const path = await shot(page, 'turned-away.png');
    return `turned away: "${text.trim().slice(0, 90)}…"; nothing of the run shown; ${path}`;
  } finally {
    await page.context().close();
  }
}

async function relayedPage() {
  // The page, with the token, opened through a relay on another port: the trainer's proof is
  // for its own port, so the page answers nothing and is not seated.
  const relay = await startRelay(ctx.trainerAddr);
  const page = await openPage(`http://${relay}/#token=${ctx.token}`, 'relayed page');
  try {
    await waitHooks(page, 'the relayed page was not turned away', 30_000, (x) => x.state === 'turned-away');
    const toast = page.locator('.toast-error').first();
    await toast.waitFor({ state: 'visible', timeout: 5_000 });
    const text = (await toast.innerText()) ?? '';
    if (!/does not prove/.test(text) || !/port/.test(text)) throw new Error(`the relayed page says "${text}"`);
    const h = await hooks(page);
    if (h.points > 0 || h.screens > 0) throw new Error(`the relayed page saw the run: ${JSON.stringify(h)}`);
    return `turned away at ${relay}: "${text.trim().slice(0, 100)}…"`;
  } finally {
    await page.context().close();
  }
}

async function squattedReload() {
  // The run ends; another program binds its port and serves its own page there. The open
  // page, reloaded, is that program's page at the same origin: it finds no token in the
  // address, and in this tab's storage only the key of a run that has ended.
  const t = ctx.trainer;
  await t.stop(60_000);
  await waitHooks(ctx.page, 'the page does not show the run finished', 15_000, (x) => x.state === 'finished');
  const squatter = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>squatter</title><script>
      const kept = {};
      for (let i = 0; i < sessionStorage.length; i++) kept[sessionStorage.key(i)] = sessionStorage.getItem(sessionStorage.key(i));
      window.found = { href: location.href, kept, local: { ...localStorage } };
    </script>`);
  });
  await new Promise((r, j) => {
    squatter.once('error', j);
    squatter.listen(ctx.port, '127.0.0.1', r);
  });
  servers.push(squatter);
  await ctx.page.reload({ waitUntil: 'load', timeout: 10_000 });
  const found = await ctx.page.evaluate(() => window.found);
  const text = JSON.stringify(found);
  if (!found) throw new Error('the squatter’s page did not run');
  if (text.includes(ctx.token)) throw new Error(`the squatter found the token: ${text}`);
  const kept = Object.values(found.kept);
  if (kept.length !== 1) throw new Error(`the tab kept ${text}, not one run’s key`);
  const { run, key } = JSON.parse(kept[0]);
  if (!/^[0-9a-f]{32}$/.test(run) || !/^[0-9a-f]{64}$/.test(key)) throw new Error(`the tab kept ${kept[0]}`);
  squatter.close();
  return `the squatter's page at ${found.href} found no token, only the ended run ${run.slice(0, 8)}…'s key`;
}

/**
 * Another user of the host (user 65534, as root can make one) crowding the trainer: connections
 * that never say hello, half of them from the owner's own 127.0.0.1, and readers of the page's
 * script that never read, from 127.0.0.2-6 (scripts/lib/serve_crowd.py). The owner's page,
 * opened five times at 127.0.0.1, localhost and [::1], loads and goes live with the token's
 * seat every time.
 */
async function crowdedPage() {
  if (process.getuid?.() !== 0) return 'not run: only root can make another user here';
  // A copy of the crowd's script that the other user may read (the clone may be private).
  const dir = mkdtempSync(join(tmpdir(), 'reincarnate-crowd-'));
  chmodSync(dir, 0o755);
  const script = join(dir, 'serve_crowd.py');
  writeFileSync(script, readFileSync(join(here, '..', '..', 'scripts', 'lib', 'serve_crowd.py')));
  chmodSync(script, 0o644);
  const crowd = spawn('python3', [script, String(ctx.port)], {
    uid: 65534, gid: 65534, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  children.add(crowd);
  let said = '';
  crowd.stdout.setEncoding('utf8');
  crowd.stdout.on('data', (c) => { said = c.trim().split('\n').pop() ?? said; });
  crowd.stderr.setEncoding('utf8');
  crowd.stderr.on('data', (c) => { said = `stderr: ${c.trim()}`; });
  try {
    await until('the crowd to start', 15_000, async () => /crowd: [1-9]/.test(said));
    const took = [];
    // Through both loopback families, as a browser may resolve localhost to either: the
    // trainer holds ::1 at its port too, so no one else can serve a page there.
    const hosts = ['127.0.0.1', 'localhost', '[::1]', '127.0.0.1', 'localhost'];
    for (let i = 0; i < 5; i += 1) {
      const t0 = Date.now();
      const page = await openPage(`http://${hosts[i]}:${ctx.port}/#token=${ctx.token}`, `crowded page ${i + 1} (${hosts[i]})`);
      try {
        await waitHooks(page, `page ${i + 1} of 5 under the crowd did not go live with the token`, 30_000,
          (x) => x.state === 'live' && x.readOnly === 'false');
        took.push(`${hosts[i]} ${((Date.now() - t0) / 1000).toFixed(1)}`);
        if (i === 4) await shot(page, 'crowded.png');
      } finally {
        await page.context().close();
      }
    }
    if (crowd.exitCode !== null) throw new Error(`the crowd stopped early (${crowd.exitCode}): ${said}`);
    return `5 of 5 loads live with the token's seat (${took.join(' s, ')} s) against another user's ${said.replace(/^crowd: /, '')}`;
  } finally {
    try {
      process.kill(-crowd.pid, 'SIGKILL');
    } catch {
      // gone
    }
    children.delete(crowd);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function readOnlyWithoutToken() {
  const url = `http://${ctx.pageAddr}/`;
  const page = await openPage(url, 'read-only page');
  ctx.roPage = page;
  const h = await waitHooks(page, 'the page without the token did not go live read-only', 30_000, (x) => x.state === 'live' && x.readOnly === 'true');
  const banner = page.locator('.banner');
  // The banner is drawn with the page's next render after the state turns live.
  try {
    await banner.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    throw new Error('the read-only banner is not visible');
  }
  const text = (await banner.innerText()) ?? ''; // what shows (hidden parts left out)
  if (!/read-only/.test(text)) throw new Error(`the banner says "${text}"`);
  const found = {
    // The saliency maps' opacity is how this page draws them, not a control of the run.
    sliders: await page.locator('input[type=range]:not(.maps-opacity)').count(),
    'controls card': await page.locator('.controls-card').count(),
    'override box': await page.locator('input.override').count(),
    buttons: await page.getByRole('button', { name: /^(Pause|Resume|Step|Checkpoint|Stop run…)$/ }).count(),
  };
  const present = Object.entries(found).filter(([, n]) => n > 0);
  if (present.length) throw new Error(`controls in a read-only page's DOM: ${present.map(([k, n]) => `${n} ${k}`).join(', ')}`);
  // Read-only viewers still watch: screens and games.
  await waitHooks(page, 'the read-only page draws no screen', 20_000, (x) => x.screens > 0 && x.points > 0);
  await sleep(600); // the charts' next redraw
  const path = await shot(page, 'read-only.png');
  await page.context().close();
  ctx.roPage = null;
  return `banner "${text.trim()}", no sliders or buttons in the DOM (${h.state}); ${path}`;
}

/**
 * The natural-speed box, on then off: the trainer confirms each (the page's hook shows its
 * confirmed state), and the box shows the click meanwhile (Playwright's setChecked fails if a
 * render unchecks it at once; a render comes in between only sometimes, so this passes
 * without the page's guard too when none does).
 */
async function naturalSpeed() {
  const page = ctx.page;
  const box = page.locator('.controls-card input[type=checkbox]:not(.override)');
  await box.waitFor({ state: 'visible', timeout: 10_000 });
  const seen = [];
  for (const on of [true, false]) {
    await box.setChecked(on);
    const at = Date.now();
    await until(`the trainer did not confirm natural speed ${on}`, 15_000, async () => {
      if ((await box.isChecked()) !== on) throw new Error(`the box went back before the trainer confirmed natural speed ${on}`);
      return (await hooks(page)).naturalSpeed === String(on);
    });
    seen.push(`${on ? 'on' : 'off'} confirmed after ${Date.now() - at} ms`);
  }
  return `natural speed ${seen.join(', then ')}; the box showed each click meanwhile`;
}

async function epsilonOverride() {
  const page = ctx.page;
  const box = page.locator('.controls-card input.override');
  await box.waitFor({ state: 'visible', timeout: 10_000 });
  await waitHooks(page, 'the page with the token is not live and steering', 10_000, (x) => x.state === 'live' && x.readOnly === 'false');
  const before = (await hooks(page)).step ?? 0;
  const rowsBefore = epsilonRows(ctx.runDir).length;
  await box.check();
  // The slider as a user's drag leaves it: its value, `input` events while moving, then
  // `change` on release (what sends the command).
  const pos = await page.evaluate((v) => {
    const input = document.querySelector('.controls-card .with-override input[type=range]');
    if (!input) return null;
    const p = String(Math.round(v * Number(input.max)));
    input.value = p;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return p;
  }, EPSILON);
  if (pos === null) throw new Error('no epsilon slider');
  const shown = await until('the slider does not show 0.37 confirmed', 15_000, async () => {
    const r = await page.evaluate(() => {
      const row = document.querySelector('.controls-card .with-override');
      return { value: row?.querySelector('.slider-value')?.textContent, pending: row?.classList.contains('pending'), checked: row?.querySelector('input.override')?.checked };
    });
    return r.value === '0.37' && !r.pending && r.checked ? r : null;
  });
  const row = await until(`no charts/epsilon row of ${EPSILON} after step ${before} in scalars.csv`, 90_000, async () => {
    const rows = epsilonRows(ctx.runDir);
    return rows.find(([s, v]) => s > before && Math.abs(v - EPSILON) <= 1e-6) ?? null;
  }, 300);
  ctx.epsilonStep = row[0];
  return `override confirmed on the page (${JSON.stringify(shown.value)}); scalars.csv: charts/epsilon,${row[0]},${row[1]} (set at step ~${before}; ${epsilonRows(ctx.runDir).length - rowsBefore} rows since)`;
}

/**
 * Saliency maps: turned on in the page, the trainer makes them (a DQN run: the student's
 * alone) and the server sends them to this page, which draws them over their screen; turned
 * off, no more come.
 */
async function saliencyMaps() {
  const page = ctx.page;
  const box = page.locator('.maps-card input.maps-on');
  await box.waitFor({ state: 'visible', timeout: 10_000 });
  const count = () => page.evaluate(() => Number(document.querySelector('.maps-canvas')?.dataset.maps ?? 0));
  await box.check();
  await page.locator('.maps-rate').selectOption('4');
  const first = await until('no saliency maps drawn within 30 s of turning them on', 30_000, async () => ((await count()) >= 3 ? count() : null));
  const caption = await page.locator('.maps-caption').textContent();
  if (!/^student \| step [\d,]+ \| gradient in \d+ ms$/.test(caption ?? '')) throw new Error(`caption "${caption}"`);
  await page.locator('.maps-canvas').scrollIntoViewIfNeeded();
  await sleep(600);
  await shot(page, 'maps.png');
  await box.uncheck();
  await sleep(1500); // a pair on its way when the page said "no more"
  const off = await count();
  await sleep(3000);
  const after = await count();
  if (after !== off) throw new Error(`${after - off} maps drawn in 3 s after they were turned off`);
  if (await page.locator('.maps-body').isVisible()) throw new Error('the maps stayed shown after turning them off');
  return `${first} maps drawn (caption "${caption}"), none in 3 s after turning them off`;
}

async function foreignOrigin() {
  const target = ctx.trainerAddr;
  const html = `<!doctype html><title>elsewhere</title><script>
    window.result = { open: false, error: false, close: null };
    const ws = new WebSocket('ws://${target}/ws');
    ws.onopen = () => { window.result.open = true; ws.send(JSON.stringify({ Hello: { version: 5, nonce: null } })); };
    ws.onerror = () => { window.result.error = true; };
    ws.onclose = (e) => { window.result.close = e.code; };
  </script>`;
  const foreign = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise((r) => foreign.listen(0, '127.0.0.1', r));
  servers.push(foreign);
  const fport = foreign.address().port;
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${fport}/`, { waitUntil: 'load', timeout: 10_000 });
    const r = await until('the foreign page’s socket neither closed nor failed', 10_000, async () => {
      const x = await page.evaluate(() => window.result);
      return x && (x.open || x.close !== null) ? x : null;
    });
    // Let a late `open` show, if the refusal was only a close after an open.
    await sleep(300);
    const final = await page.evaluate(() => window.result);
    if (final.open) throw new Error(`a page from http://127.0.0.1:${fport} opened a WebSocket to the run (${JSON.stringify(final)})`);
    // The same socket from the trainer's own page opens.
    const own = await context.newPage();
    await own.goto(`http://${target}/`, { waitUntil: 'load', timeout: 10_000 });
    const ok = await own.evaluate(
      () =>
        new Promise((res) => {
          const ws = new WebSocket(`ws://${location.host}/ws`);
          const t = setTimeout(() => res('no answer in 10 s'), 10_000);
          ws.onopen = () => {
            clearTimeout(t);
            ws.close();
            res('open');
          };
          ws.onerror = () => {
            clearTimeout(t);
            res('error');
          };
        }),
    );
    if (ok !== 'open') throw new Error(`a socket from the page's own origin did not open: ${ok}`);
    return `from http://127.0.0.1:${fport}: refused (error ${r.error}, close code ${final.close}); from http://${target}: open`;
  } finally {
    await context.close();
    foreign.close();
  }
}

async function restart() {
  const page = ctx.page;
  const t = ctx.trainer;
  let navigations = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations++;
  });
  // The same token for the continued run, so that the open page keeps steering.
  const tokenFile = join(TMP, 'token');
  writeFileSync(tokenFile, `${ctx.token}\n`, { mode: 0o600 });
  chmodSync(tokenFile, 0o600);
  const exit = await t.stop(60_000);
  // A run stopped by a signal exits with 128 + the signal (143) after its checkpoint.
  if (exit.code !== 143 && exit.code !== 0) throw new Error(`the trainer exited with ${JSON.stringify(exit)} after SIGTERM (143 expected)`);
  const m = await t.line(/^run stopped at global step (\d+): (.+)$/, 1_000, 'say "run stopped at global step N: DIR"');
  const step = Number(m[1]);
  const runDir = m[2].trim();
  if (resolve(runDir) !== resolve(ctx.runDir)) throw new Error(`stopped in ${runDir}, not ${ctx.runDir}`);
  const cont = t.lines.find((l) => l.startsWith('continue it with:')) ?? '';
  const fin = await waitHooks(page, 'the page does not show the run finished', 15_000, (x) => x.state === 'finished');
  // Once its socket has closed, it offers to connect again.
  await page.locator('[data-action=watch-again]').first().waitFor({ state: 'visible', timeout: 10_000 });
  await shot(page, 'finished.png');
  // It does not knock on the port again by itself: whoever binds it next is not this run.
  let attempts = 0;
  const count = () => attempts++;
  page.on('websocket', count);
  await sleep(4_000);
  const still = await hooks(page);
  if (still.state !== 'finished' || !(still.points > 0)) throw new Error(`while no trainer listens the page should stay finished with its data: ${JSON.stringify(still)}`);
  if (attempts !== 0) throw new Error(`${attempts} reconnection attempts in 4 s after the run ended (none expected)`);

  // Continued, and readable by anyone (--public-read, for check 10).
  const resumed = new Trainer('resumed', ['dqn', '--resume', runDir, '--serve', `127.0.0.1:${ctx.port}`, '--token-file', tokenFile, '--public-read', '--quiet']);
  ctx.trainer = resumed;
  const s = await served(resumed);
  if (s.port !== ctx.port) throw new Error(`the continued run serves on ${s.addr}, not port ${ctx.port}`);
  await sleep(1_000);
  if (attempts !== 0) throw new Error(`the finished page connected by itself (${attempts} attempts)`);
  // The viewer asks to watch what follows.
  await page.locator('[data-action=watch-again]').first().click({ timeout: 5_000 });
  page.off('websocket', count);
  const live = await waitHooks(page, 'the open page did not reconnect to the continued run', 30_000, (x) => x.state === 'live');
  const h = await waitHooks(page, `the page did not rebuild to the checkpoint's step ${step} with games`, 45_000, (x) => x.state === 'live' && x.points > 0 && x.step >= step);
  if (h.readOnly !== 'false') throw new Error(`after the restart the page is read-only (${JSON.stringify(h)})`);
  if (navigations > 0) throw new Error(`the page navigated ${navigations} times (it should reconnect, not reload)`);
  const screens0 = h.screens;
  await waitHooks(page, 'no screen from the continued run', 20_000, (x) => x.screens > screens0);
  await sleep(600);
  await shot(page, 'after-restart.png');
  return `stopped at step ${step} (${fin.points} games shown, finished; no attempt to reconnect by itself; "${cont}"); continued on port ${s.port}, "watch again" clicked: live again at step ${h.step} with ${h.points} games (first seen: ${JSON.stringify(live)})`;
}

async function screenshots() {
  const want = ['live-token.png', 'maps.png', 'turned-away.png', 'read-only.png', 'finished.png', 'after-restart.png'];
  const out = [];
  for (const name of want) {
    const path = join(SHOTS, name);
    if (!existsSync(path)) throw new Error(`no ${path}`);
    const s = pngSize(path);
    if (!s || s.width !== VIEWPORT.width || s.height !== VIEWPORT.height) throw new Error(`${path}: ${JSON.stringify(s)}, not ${VIEWPORT.width}x${VIEWPORT.height}`);
    if (s.bytes < 20_000) throw new Error(`${path}: ${s.bytes} bytes: a blank page?`);
    out.push(`${name} ${Math.round(s.bytes / 1024)} KiB`);
  }
  return `${VIEWPORT.width}x${VIEWPORT.height} in ${SHOTS}: ${out.join(', ')}`;
}

async function liveShot() {
  await sleep(600);
  const path = await shot(ctx.page, 'live-token.png');
  return path;
}

async function noPageErrors() {
  if (pageProblems.length) throw new Error(pageProblems.slice(0, 5).join(' | '));
  return 'no page errors, CSP violations or console errors';
}

// ---------------------------------------------------------------- the run

const results = [];

async function check(n, name, fn) {
  const t0 = Date.now();
  try {
    const note = await fn();
    results.push(true);
    console.log(`ok    ${n} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ${note}`);
  } catch (e) {
    results.push(false);
    failed = true;
    console.log(`FAIL  ${n} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ${e?.message ?? e}`);
  }
}

async function main() {
  console.log(`browser: ${BIN}; runs in ${RUNS}; screenshots in ${SHOTS}`);
  const first = new Trainer('trainer', [
    'dqn', '--preset', 'demo', '--env-id', 'BreakoutNoFrameskip-v4', '--total-timesteps', '200000',
    '--learning-starts', '100', '--batch-size', '4', '--end-e', '0.5', '--seed', '1', '--quiet',
    '--serve', '127.0.0.1:0', '--runs-dir', RUNS,
  ]);
  ctx.trainer = first;
  const s = await served(first);
  if (!/^[0-9a-f]{32}$/.test(s.token)) throw new Error(`the token file ${s.file} holds "${s.token}", not a made token`);
  if (s.url.includes(s.token)) throw new Error(`the page address ${s.url} was printed with the token`);
  ctx.trainerAddr = s.addr;
  ctx.port = s.port;
  ctx.token = s.token;
  // The run directory: printed by the trainer, and the one directory under the runs dir.
  const printed = (await first.line(/^run directory: (.+)$/, 30_000, 'say "run directory: DIR"'))[1].trim();
  const dirs = readdirSync(RUNS).filter((d) => statSync(join(RUNS, d)).isDirectory());
  if (dirs.length !== 1 || resolve(RUNS, dirs[0]) !== resolve(printed)) throw new Error(`run directory ${printed}, but ${RUNS} holds ${JSON.stringify(dirs)}`);
  ctx.runDir = printed;
  ctx.pageAddr = s.addr;
  console.log(`browser: trainer on ${s.addr}, run ${printed}, ${elapsed()} s`);

  // Which bundle does the page come with?
  const served_js = await fetch(`http://${ctx.pageAddr}/app.js`).then((r) => r.arrayBuffer()).then((b) => Buffer.from(b));
  const dist = join(here, '..', 'dist', 'app.js');
  if (existsSync(dist) && !served_js.equals(readFileSync(dist))) {
    console.log('browser: note: the served app.js is not web/dist/app.js (the binary embeds an older bundle: rebuild it)');
  }

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  ctx.openedAt = Date.now();
  ctx.page = await openPage(`http://${ctx.pageAddr}/#token=${s.token}`, 'page');
  // The hooks this test reads: a page without them is an older bundle, and nothing below
  // could pass.
  try {
    await ctx.page.waitForSelector('#app[data-state]', { state: 'attached', timeout: 10_000 });
  } catch {
    throw new Error('the served page has no test hooks (#app[data-state]): REINCARNATE_BIN embeds a web/dist older than this test; rebuild it');
  }

  await check(1, 'the screen changes, screens come at the chosen rate and stop when off', screenChanges);
  await check(2, 'the returns plot gets points', returnsGetPoints);
  await check(3, 'without the token: turned away, told how to get it, nothing of the run shown', turnedAwayWithoutToken);
  await check(4, `with the token: epsilon override ${EPSILON} reaches scalars.csv`, epsilonOverride);
  await check(9, 'with the token: the natural-speed box turns the trainer’s natural speed on, then off', naturalSpeed);
  await check(11, 'with the token: saliency maps come when turned on, are drawn over their screen, and stop when off', saliencyMaps);
  const live = await liveShot().catch((e) => `(no screenshot: ${e.message})`);
  console.log(`      screenshot of the live page with the token: ${live}`);
  await check(6, 'a WebSocket from a foreign origin is refused; from the page’s own, it opens', foreignOrigin);
  await check(5, 'restart: SIGTERM, the finished page stays finished, --resume --serve on the same port, "watch again" reconnects', restart);
  await check(10, 'with --public-read and without the token: read-only banner, no controls', readOnlyWithoutToken);
  await check(12, 'with the token, through a relay on another port: the page answers nothing and is not seated', relayedPage);
  await check(14, 'another user crowds hellos (from 127.0.0.1 too) and holds answers: the owner’s page loads and goes live 5 of 5 times', crowdedPage);
  await check(7, 'screenshots at 1280x800', screenshots);
  await check(13, 'the run ends, another program takes its port: a reload gives it no token', squattedReload);
  await check(8, 'the page logged no errors', noPageErrors);
}

try {
  await main();
} catch (e) {
  failed = true;
  console.log(`FAIL  setup: ${e?.message ?? e}`);
}
try {
  if (ctx.trainer && !ctx.trainer.exit) await ctx.trainer.stop(30_000);
} catch (e) {
  console.log(`browser: ${e.message}`);
}
try {
  await browser?.close();
} catch {
  // closing anyway
}
for (const s of servers) s.close();
clearTimeout(watchdog);
killChildren();
const passed = results.filter(Boolean).length;
console.log(`browser: ${passed} of ${results.length} checks passed in ${elapsed()} s; screenshots: ${shots.join(' ') || 'none'}`);
if (failed) {
  dumpTrainers();
  console.log(`browser: kept ${TMP} (runs, trainer logs)`);
  process.exit(1);
}
if (process.env.KEEP_TMP !== '1') rmSync(RUNS, { recursive: true, force: true });
process.exit(0);
