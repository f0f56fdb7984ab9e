#!/usr/bin/env node
// Runs the page's unit tests with Node's own test runner: esbuild bundles the modules under
// test (TypeScript) into test/.build/lib.mjs, then `node --test` runs test/*.test.mjs on it.
// No browser and no server: the logic only (protocol, series, store, policy maths).

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
await build({
  stdin: {
    contents: [
      "export * from './src/protocol';",
      "export * from './src/challenge';",
      "export * from './src/credentials';",
      "export * from './src/series';",
      "export * from './src/store';",
      "export * from './src/live';",
      "export * from './src/screenrate';",
      "export * from './src/overlay';",
      "export { softmax } from './src/views/policy';",
    ].join('\n'),
    resolveDir: join(here, '..'),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node18',
  outfile: join(here, '.build', 'lib.mjs'),
  logLevel: 'warning',
});
const files = readdirSync(here).filter((f) => f.endsWith('.test.mjs')).map((f) => join(here, f));
const r = spawnSync(process.execPath, ['--test', ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
