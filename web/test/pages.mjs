#!/usr/bin/env node
// Stands in for PAGES browser pages whose browser runs on another machine, for measurements
// (scripts/bench/page_sps.sh, mode `sockets`): each opens the page's WebSocket at /ws with the
// page's hello (and the token from URL's #token=…), reads every message as the page does
// (each text message split into lines, each line JSON.parse'd; screens checked for their
// header), and says "Drawn" for each screen RATE_MS after it arrived, as a page drawing 15
// screens a second does. So the trainer does all it does for three open tabs (the history,
// the live events, a screen per "Drawn", the sockets), while the drawing's CPU, which would
// be the viewer's machine's, is not on the trainer's cores. Stops on SIGTERM or SIGINT,
// printing per page the screens, messages and lines it got.
//
//   node web/test/pages.mjs URL [PAGES]        (default 3; URL: http://HOST:PORT/#token=…)
//
// Lines on stdout: `pages: ready` at once, `pages: N pages open at URL` once every socket was
// welcomed, `pages: N pages live` once each had its history; at the end `page I: S screens,
// M messages, L lines` and this process's CPU seconds. Reconnects (1 s later) when the server closes, until stopped. Uses
// the `ws` package of web/'s lockfile.

import { createHmac, randomBytes } from 'node:crypto';
import WebSocket from 'ws';

const [url, pagesText = '3'] = process.argv.slice(2);
const PAGES = Number(pagesText);
if (!url || !/^https?:\/\//.test(url) || !Number.isInteger(PAGES) || PAGES < 1) {
  console.error('usage: node web/test/pages.mjs URL [PAGES]   (URL: http://HOST:PORT/#token=…)');
  process.exit(2);
}
const RATE_MS = 1000 / 15;
const u = new URL(url);
const token = new URLSearchParams(u.hash.slice(1)).get('token');
const wsUrl = `ws://${u.host}/ws`;
const say = (line) => console.log(`pages: ${line}`);

const pages = [];
let stopping = false;

function open(page) {
  if (stopping) return;
  // With the page's own Origin, as a browser would send it.
  const ws = new WebSocket(wsUrl, { origin: `http://${u.host}` });
  page.ws = ws;
  // The page's hello and its answer to the challenge (web/src/challenge.ts).
  const nonce = randomBytes(32).toString('hex');
  const macOf = (role, c) => {
    const key = createHmac('sha256', token).update(`reincarnate run\n${c.run}`).digest();
    return createHmac('sha256', key).update(`reincarnate ${role}\n${nonce}\n${c.nonce}\n${u.port}`).digest('hex');
  };
  ws.on('open', () => ws.send(JSON.stringify({ Hello: { version: 7, nonce } })));
  ws.on('message', (data, isBinary) => {
    if (!isBinary) {
      page.messages++;
      for (const line of data.toString('utf8').split('\n')) {
        page.lines++;
        const v = JSON.parse(line);
        if (v && typeof v === 'object' && 'Challenge' in v) {
          const c = v.Challenge;
          if (token !== null && c.proof !== macOf('server', c)) throw new Error('the server does not prove the token');
          ws.send(JSON.stringify({ Answer: { mac: token === null ? null : macOf('viewer', c) } }));
          continue;
        }
        if (v === 'Live') page.live = true;
        if (v && typeof v === 'object' && 'Welcome' in v) page.welcomed = true;
      }
    } else {
      if (data.length < 32 || data.readUInt32LE(0) !== 160) throw new Error('not a screen');
      page.screens++;
      setTimeout(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('"Drawn"');
      }, RATE_MS);
    }
  });
  ws.on('close', () => {
    page.live = false;
    if (!stopping) setTimeout(() => open(page), 1000);
  });
  ws.on('error', () => {});
}

for (let i = 0; i < PAGES; i++) {
  const page = { ws: null, screens: 0, messages: 0, lines: 0, live: false, welcomed: false };
  pages.push(page);
}

say(`ready (${PAGES} pages to open)`);
// Wait for the server (the trainer may start after this script).
for (;;) {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await r.arrayBuffer();
    if (r.ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 100));
}
for (const p of pages) open(p);
const t0 = Date.now();
while (!pages.every((p) => p.welcomed) && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 50));
say(`${PAGES} pages open at ${url.replace(/#token=.*/, '#token=…')}`);
while (!pages.every((p) => p.live) && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 50));
say(`${PAGES} pages live`);

function stop() {
  if (stopping) return;
  stopping = true;
  pages.forEach((p, i) => say(`page ${i + 1}: ${p.screens} screens, ${p.messages} messages, ${p.lines} lines`));
  const cpu = process.cpuUsage();
  say(`${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU s in this process`);
  for (const p of pages) p.ws?.close();
  process.exit(0);
}
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(sig, stop);
setInterval(() => {}, 60_000);
