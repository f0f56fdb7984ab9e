#!/usr/bin/env node
// Opens a page (the mock's, by default) in headless Chromium and saves a PNG: how the page
// looks to a person, for development. Console errors, page errors and CSP violations are
// printed, and make the exit status 1.
//
//   node dev/screenshot.mjs [--url URL] [--out FILE.png] [--wait MS] [--width 1280]
//                           [--height 800] [--full] [--click SELECTOR] [--hidden-for MS]
//
// Debian's chromium: `apt-get install -y chromium` (playwright-core drives it; it downloads
// no browser of its own).

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';

const a = process.argv.slice(2);
const o = { url: 'http://127.0.0.1:8765/#token=mock-token', out: 'dev/out/page.png', wait: 4000, width: 1280, height: 800, full: false, click: [], press: [] };
for (let i = 0; i < a.length; i++) {
  const k = a[i];
  const v = () => a[++i];
  if (k === '--url') o.url = v();
  else if (k === '--out') o.out = v();
  else if (k === '--wait') o.wait = Number(v());
  else if (k === '--width') o.width = Number(v());
  else if (k === '--height') o.height = Number(v());
  else if (k === '--full') o.full = true;
  else if (k === '--click') o.click.push(v());
  else if (k === '--press') o.press.push(v());
  else {
    console.error(`screenshot: unknown argument ${k}`);
    process.exit(2);
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
let problems = 0;
try {
  const page = await browser.newPage({ viewport: { width: o.width, height: o.height }, deviceScaleFactor: 1 });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') {
      problems += m.type() === 'error' ? 1 : 0;
      console.error(`console ${m.type()}: ${m.text()}`);
    }
  });
  page.on('pageerror', (e) => {
    problems++;
    console.error(`page error: ${e.message}`);
  });
  page.on('dialog', (d) => {
    console.error(`dialog: ${d.message()} (accepted)`);
    d.accept();
  });
  await page.goto(o.url, { waitUntil: 'load' });
  await page.waitForTimeout(o.wait);
  for (const sel of o.click) {
    await page.click(sel);
    await page.waitForTimeout(700);
  }
  for (const key of o.press) {
    await page.keyboard.press(key);
    await page.waitForTimeout(700);
  }
  mkdirSync(dirname(o.out), { recursive: true });
  await page.screenshot({ path: o.out, fullPage: o.full });
  console.error(`screenshot: ${o.out} (${page.url()})`);
} finally {
  await browser.close();
}
process.exit(problems ? 1 : 0);
