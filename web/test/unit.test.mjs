// Unit tests of the page's logic; `npm test` in web/ (see run.mjs).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  blend,
  blendDifference,
  CappedTable,
  colour,
  decodeMaps,
  isMaps,
  mapsMessage,
  commandMessage,
  DEFAULT_SCREEN_RATE,
  decodeScreen,
  decodeServerText,
  DRAWN_MESSAGE,
  answerMessage,
  helloMessage,
  hmacSha256,
  hex,
  mac,
  runKey,
  Credentials,
  newNonce,
  sameText,
  sha256,
  parseScreenRate,
  PROTOCOL_VERSION,
  LIVE_SETTINGS,
  decodeParam,
  formatLive,
  markerOf,
  paramOf,
  settingNamed,
  RunState,
  SCREEN_RATES,
  SERIES_CAP,
  screenInterval,
  screenRateLabel,
  softmax,
} from './.build/lib.mjs';

const ev = (event, at_ms = 0) => decodeServerText(JSON.stringify({ Event: { at_ms, event } }));

/** A run's settings as the trainer sends them in Started (`RunSettings`), with `over`, and its live settings with `live`. */
const settings = (over = {}, live = {}) => ({
  qdagger: false,
  total_timesteps: 10000,
  offline_steps: 0,
  start_e: 1,
  end_e: 0.01,
  live: {
    epsilon_override: null,
    temperature: 1,
    distill_threshold: 0,
    learning_rate: 1e-4,
    train_frequency: 4,
    natural_speed: false,
    ...live,
  },
  ...over,
});

test('page -> server messages are exactly the protocol strings', () => {
  assert.equal(helloMessage('ab12'), `{"Hello":{"version":${PROTOCOL_VERSION},"nonce":"ab12"}}`);
  assert.equal(answerMessage(null), '{"Answer":{"mac":null}}');
  assert.equal(answerMessage('f00d'), '{"Answer":{"mac":"f00d"}}');
  assert.equal(commandMessage({ Set: { EpsilonOverride: 0.3 } }), '{"Command":{"Set":{"EpsilonOverride":0.3}}}');
  assert.equal(commandMessage({ Set: { EpsilonOverride: null } }), '{"Command":{"Set":{"EpsilonOverride":null}}}');
  assert.equal(commandMessage({ Set: { TrainFrequency: 4 } }), '{"Command":{"Set":{"TrainFrequency":4}}}');
  assert.equal(commandMessage({ Set: { NaturalSpeed: true } }), '{"Command":{"Set":{"NaturalSpeed":true}}}');
  assert.equal(commandMessage('Pause'), '{"Command":"Pause"}');
  assert.equal(commandMessage('StopRun'), '{"Command":"StopRun"}');
  assert.equal(DRAWN_MESSAGE, '"Drawn"');
});

test('server messages decode; unknown and malformed ones do not throw', () => {
  assert.deepEqual(decodeServerText('{"Welcome":{"version":2,"read_only":true,"uptime_ms":5,"side":0,"sides":2}}'), {
    kind: 'Welcome',
    welcome: { version: 2, read_only: true, uptime_ms: 5, side: 0, sides: 2 },
  });
  assert.deepEqual(decodeServerText('"Live"'), { kind: 'Live' });
  assert.deepEqual(decodeServerText('{"Refused":"no"}'), { kind: 'Refused', why: 'no' });
  assert.deepEqual(decodeServerText('{"Bye":"bye"}'), { kind: 'Bye', why: 'bye' });
  assert.equal(decodeServerText('not json'), null);
  assert.equal(decodeServerText('{"Future":1}'), null);
  assert.equal(decodeServerText('{"a":1,"b":2}'), null);
  // An unknown event is an Event with no event (skipped), not an error.
  assert.deepEqual(ev({ SomethingNew: { x: 1 } }), { kind: 'Event', at_ms: 0, event: null });
  assert.equal(ev({ Remote: { Behind: { ms: 5 } } }).event, null);
});

test('events decode, NaN as null', () => {
  const p = ev({ Progress: { phase: 'Offline', done: 1200, total: 20000, global_step: 1200, sps: null, epsilon: 1.0 } }).event;
  assert.equal(p.kind, 'Progress');
  assert.equal(p.sps, null);
  const l = ev({ Losses: { phase: 'Online', global_step: 5, report: { loss: null, td_loss: 0.1, distill_loss: 0, q_values: 2, distill_coeff: 1 } } }).event;
  assert.equal(l.report.loss, null);
  assert.equal(l.report.td_loss, 0.1);
  assert.deepEqual(ev({ ParamChanged: { global_step: 3, param: { EpsilonOverride: null } } }).event.param, { EpsilonOverride: null });
  assert.equal(ev({ ParamChanged: { global_step: 3, param: { Bogus: 1 } } }).event, null);
  assert.deepEqual(ev({ Paused: true }).event, { kind: 'Paused', paused: true });
  assert.deepEqual(ev({ Dropped: 3 }).event, { kind: 'Dropped', count: 3 });
  assert.deepEqual(ev({ Checkpoint: { global_step: 1, path: '/p', replay: [10, 20] } }).event.replay, [10, 20]);
  const ok = ev({ Stopped: { Ok: { run_dir: '/r', global_step: 7, completed: true, teacher_return: null, recent_student_return: 1.5 } } }).event;
  assert.equal(ok.ok.global_step, 7);
  assert.equal(ok.err, null);
  assert.equal(ev({ Stopped: { Err: 'boom' } }).event.err, 'boom');
  assert.equal(ev({ Episode: { actor: 'Nobody', global_step: 1, episodic_return: 1, length: 1 } }).event, null);
});

test('screens decode from the binary layout and are refused when truncated', () => {
  const w = 160;
  const h = 210;
  const buf = new ArrayBuffer(32 + w * h * 3);
  const dv = new DataView(buf);
  dv.setUint32(0, w, true);
  dv.setUint32(4, h, true);
  dv.setUint32(8, 3, true);
  dv.setUint32(12, 2, true);
  dv.setFloat64(16, -4, true);
  dv.setFloat64(24, 1234, true);
  new Uint8Array(buf, 32)[0] = 200;
  const s = decodeScreen(buf);
  assert.equal(s.width, 160);
  assert.equal(s.action, 3);
  assert.equal(s.actor, 'Evaluation');
  assert.equal(s.episodeReturn, -4);
  assert.equal(s.globalStep, 1234);
  assert.equal(s.rgb[0], 200);
  assert.equal(decodeScreen(buf.slice(0, buf.byteLength - 1)), null);
  assert.equal(decodeScreen(new ArrayBuffer(8)), null);
});

test('capped tables keep the newest rows whole and thin the oldest', () => {
  const t = new CappedTable(1, 100);
  for (let i = 0; i < 1000; i++) t.push(i, i * 2);
  assert.ok(t.length <= 100);
  assert.equal(t.x[t.length - 1], 999);
  assert.equal(t.last(), 1998);
  // The newest quarter of the cap is contiguous.
  for (let k = 1; k < 25; k++) assert.equal(t.x[t.length - k], 1000 - k);
  // x stays increasing, and rows stay aligned.
  for (let i = 1; i < t.length; i++) assert.ok(t.x[i] > t.x[i - 1]);
  for (let i = 0; i < t.length; i++) assert.equal(t.ys[0][i], t.x[i] * 2);
});

test('a repeated x is moved just right of the last, so a join keeps every point', () => {
  const t = new CappedTable(1);
  t.push(0, 1);
  t.push(0, 2);
  t.push(0, 3);
  t.push(5, 4);
  assert.equal(new Set(t.x).size, 4);
  assert.ok(t.x[2] < 0.01);
  assert.equal(t.x[3], 5);
});

test('a Started without its settings is not a start the page can show', () => {
  assert.equal(ev({ Started: { run_dir: '/r', env_id: 'g', action_meanings: [], device: 'cpu', teacher: null, config_toml: '' } }).event, null);
  assert.equal(ev({ Started: { run_dir: '/r', env_id: 'g', action_meanings: [], device: 'cpu', teacher: null, config_toml: '', settings: settings({}, { temperature: 'hot' }) } }).event, null);
  const s = ev({ Started: { run_dir: '/r', env_id: 'g', action_meanings: [], device: 'cpu', teacher: null, config_toml: '', settings: settings({}, { learning_rate: 3e-4 }) } }).event;
  assert.equal(s.settings.live.learning_rate, 3e-4);
});

test('the policies and a capped series are the app’s (a fixture written by the Rust view)', () => {
  const fixture = JSON.parse(readFileSync(new URL('./fixtures/view.json', import.meta.url), 'utf8'));
  for (const { q, temperature, policy } of fixture.policies) {
    const got = softmax(q, temperature);
    assert.equal(got.length, policy.length);
    got.forEach((p, i) => assert.ok(Math.abs(p - policy[i]) < 1e-12, `softmax(${q} / ${temperature})[${i}]: ${p} vs ${policy[i]}`));
  }
  const f = fixture.series;
  assert.equal(SERIES_CAP, f.cap);
  const t = new CappedTable(1);
  for (let i = 0; i < f.pushes; i++) t.push(i, -i);
  assert.equal(t.length, f.len);
  assert.deepEqual(t.x.slice(0, 8), f.head);
  assert.deepEqual(t.x.slice(-8), f.tail);
  assert.equal(t.x.reduce((a, b) => a + b, 0), f.sum);
});

test('the live settings read, write and show values as the Rust table does (a fixture written by the Rust view)', () => {
  const fixture = JSON.parse(readFileSync(new URL('./fixtures/view.json', import.meta.url), 'utf8'));
  assert.ok(fixture.live.length >= LIVE_SETTINGS.length * 3);
  for (const { name, param, text, marker, in_range } of fixture.live) {
    const s = settingNamed(name);
    assert.ok(s, name);
    assert.ok(in_range, JSON.stringify(param));
    const v = param[name];
    assert.deepEqual(decodeParam(param), param);
    assert.deepEqual(paramOf(s, v), param);
    assert.equal(formatLive(s, v), text, JSON.stringify(param));
    assert.equal(markerOf(s, v), marker, JSON.stringify(param));
  }
  // What no setting takes is not decoded.
  assert.equal(decodeParam({ TrainFrequency: 2.5 }), null);
  assert.equal(decodeParam({ Temperature: null }), null);
  assert.equal(decodeParam({ NaturalSpeed: 1 }), null);
  assert.equal(decodeParam({ Unknown: 1 }), null);
  assert.deepEqual(decodeParam({ EpsilonOverride: null }), { EpsilonOverride: null });
});

test('softmax over Q / T', () => {
  const p = softmax([1, 1, 1, 1], 1);
  assert.ok(p.every((v) => Math.abs(v - 0.25) < 1e-12));
  const sharp = softmax([0, 1], 0.05);
  assert.ok(sharp[1] > 0.99);
  const withNaN = softmax([null, 0, 0], 1);
  assert.equal(withNaN[0], null);
  assert.ok(Math.abs(withNaN[1] - 0.5) < 1e-12);
});

test('the store follows a run: references, halfway, phases, params, stop', () => {
  const s = new RunState(0, false);
  s.reset(0, false);
  const apply = (at, e) => s.apply(at, ev(e).event);
  apply(0, { Started: { run_dir: '/r', env_id: 'PongNoFrameskip-v4', action_meanings: ['NOOP'], device: 'cpu', teacher: 'bundled', config_toml: 'algorithm = "qdagger"\n', settings: settings({ qdagger: true, offline_steps: 100 }, { temperature: 1.0 }) } });
  assert.equal(s.data.isQdagger, true);
  assert.equal(s.data.params.temperature, 1);
  apply(10, { PhaseStarted: { phase: 'TeacherEval', total: 3, from: 0 } });
  apply(20, { Evaluation: { actor: 'Teacher', phase: 'TeacherEval', global_step: 0, returns: [20, 18] } });
  apply(30, { Evaluation: { actor: 'Random', phase: 'TeacherEval', global_step: 0, returns: [-20, null] } });
  assert.equal(s.teacherReturn, 19);
  assert.equal(s.randomReturn, -20);
  // The level and the crossing are the server's analysis (src/view/analysis.rs): the page
  // shows what the Milestone events say, not what it would derive from the evaluations.
  assert.equal(s.halfwayLevel, null);
  apply(31, { Milestone: { Halfway: { level: -0.5, reached: null } } });
  assert.equal(s.halfwayLevel, -0.5);
  apply(40, { PhaseStarted: { phase: 'Online', total: 1000, from: 0 } });
  apply(50, { Episode: { actor: 'Student', global_step: 100, episodic_return: -21, length: 1 } });
  apply(60, { Episode: { actor: 'Student', global_step: 200, episodic_return: 10, length: 1 } });
  apply(70, { Episode: { actor: 'Student', global_step: 300, episodic_return: 20, length: 1 } });
  apply(72, { Evaluation: { actor: 'Evaluation', phase: 'Online', global_step: 350, returns: [-5, 3] } });
  apply(74, { Evaluation: { actor: 'Evaluation', phase: 'Online', global_step: 400, returns: [-0.5, null] } });
  // An evaluation the page sees at or past the level is not halfway until the server says so.
  assert.equal(s.data.halfway, null);
  apply(74, { Milestone: { Halfway: { level: -0.5, reached: { global_step: 400, mean: -0.5 } } } });
  assert.deepEqual(s.data.halfway, { x: 400, step: 400, mean: -0.5 });
  apply(76, { Evaluation: { actor: 'Evaluation', phase: 'Online', global_step: 500, returns: [9] } });
  assert.equal(s.data.halfway.step, 400); // the first one stays
  assert.equal(s.halfwayText(), 'halfway at step 400 (evaluation -0.5)');
  assert.deepEqual(
    s.data.markers.filter((m) => m.kind === 'halfway').map((m) => m.label),
    ['halfway at step 400 (evaluation -0.5)'],
  );
  apply(80, { ParamChanged: { global_step: 310, param: { Temperature: 2.5 } } });
  assert.equal(s.data.params.temperature, 2.5);
  apply(90, { Paused: true });
  assert.equal(s.data.paused, true);
  const times = s.phaseTimes();
  assert.deepEqual(times[0], { phase: 'TeacherEval', ms: 30, running: false });
  apply(100, { Stopped: { Ok: { run_dir: '/r', global_step: 310, completed: false, teacher_return: 19, recent_student_return: 3 } } });
  assert.equal(s.finished, true);
  assert.equal(s.phaseTimes()[1].ms, 60);
  // A new connection starts from nothing.
  s.reset(0, true);
  assert.equal(s.data.student.length, 0);
  assert.equal(s.readOnly, true);
});

test('a race plots the QDagger side against online steps', () => {
  const s = new RunState(0, true);
  s.reset(0, false);
  s.apply(0, ev({ Started: { run_dir: '/r', env_id: 'g', action_meanings: [], device: 'cpu', teacher: 'b', config_toml: '', settings: settings({ qdagger: true, offline_steps: 3000 }) } }).event);
  s.apply(1, ev({ Episode: { actor: 'Student', global_step: 3500, episodic_return: 1, length: 1 } }).event);
  assert.equal(s.data.student.x[0], 500);
});

test('halfway and a race’s reach are shown as the server says them, a new level replacing the old', () => {
  const s = new RunState(1, true);
  s.reset(0, false);
  const apply = (at, e) => s.apply(at, ev(e).event);
  apply(0, { Started: { run_dir: '/r', env_id: 'g', action_meanings: [], device: 'cpu', teacher: null, config_toml: 'algorithm = "dqn"\n', settings: settings() } });
  apply(1, { Evaluation: { actor: 'Student', phase: 'Online', global_step: 1000, returns: [2] } });
  apply(2, { Evaluation: { actor: 'Evaluation', phase: 'Online', global_step: 2000, returns: [8] } });
  assert.equal(s.halfwayLevel, null);
  assert.equal(s.data.halfway, null);
  // A race's DQN side is measured against the QDagger side's G_T and random policy.
  apply(3, { Milestone: { Halfway: { level: 5, reached: { global_step: 2000, mean: 8 } } } });
  assert.deepEqual(s.data.halfway, { x: 2000, step: 2000, mean: 8 });
  assert.equal(s.halfwayText(), 'halfway at online step 2,000 (evaluation 8.0)');
  apply(4, { Milestone: { Halfway: { level: 1.5, reached: { global_step: 1000, mean: 2 } } } });
  assert.equal(s.data.halfway.step, 1000);
  assert.equal(s.halfwayLevel, 1.5);
  assert.equal(s.data.markers.filter((m) => m.kind === 'halfway').length, 1);
  apply(5, { Milestone: { Halfway: { level: 50, reached: null } } });
  assert.equal(s.data.halfway, null);
  assert.equal(s.data.markers.filter((m) => m.kind === 'halfway').length, 0);
  apply(6, { Milestone: { Reach: { share: 0.5, level: 0, online_step: 1500 } } });
  apply(7, { Milestone: { Reach: { share: 0.8, level: 12, online_step: null } } });
  assert.deepEqual([...s.data.reach], [[0.5, 1500], [0.8, null]]);
});

test('every message of the server’s fixture (written by a Rust test) decodes to its kind', () => {
  const fixture = JSON.parse(readFileSync(new URL('./fixtures/server_messages.json', import.meta.url), 'utf8'));
  const events = new Set();
  for (const m of fixture) {
    const d = decodeServerText(m.text);
    assert.ok(d, `${m.kind} ${m.event ?? ''} decodes`);
    assert.equal(d.kind, m.kind);
    if (m.kind === 'Event') {
      assert.ok(d.event, `the ${m.event} event decodes (not skipped as unknown): ${m.text}`);
      assert.equal(d.event.kind, m.event);
      events.add(m.event);
    }
  }
  assert.ok(events.size >= 16, [...events].join(', '));
  // The fixture's values arrive as the Rust side wrote them, NaN as null.
  const decoded = fixture.filter((m) => m.kind === 'Event').map((m) => decodeServerText(m.text).event);
  const of = (kind) => decoded.filter((e) => e.kind === kind);
  assert.equal(of('Progress')[0].sps, null);
  assert.equal(of('Losses')[0].report.distill_loss, null);
  assert.equal(of('QValues')[0].student[5], null);
  assert.deepEqual(of('Stopped').map((e) => e.err), [null, 'the disk is full']);
  assert.deepEqual(of('Milestone').map((e) => e.milestone), [
    { kind: 'Halfway', level: -0.25, reached: { global_step: 2500, mean: 1.5 } },
    { kind: 'Halfway', level: -0.25, reached: null },
    { kind: 'Reach', share: 0.8, level: 12, online_step: 1500 },
    { kind: 'Reach', share: 0.5, level: 0, online_step: null },
  ]);
  // And a store shows them.
  const s = new RunState(0, false);
  s.reset(0, false);
  for (const e of decoded) s.apply(0, e);
  assert.equal(s.halfwayLevel, -0.25);
  assert.equal(s.data.halfway, null); // the last Halfway said: not reached
});

test('a phase marker sits at the phase’s start, however late its first progress report', () => {
  const s = new RunState(0, false);
  s.reset(0, false);
  const apply = (at, e) => s.apply(at, ev(e).event);
  apply(0, { Started: { run_dir: '/r', env_id: 'g', action_meanings: [], device: 'cpu', teacher: null, config_toml: 'algorithm = "dqn"\n', settings: settings() } });
  apply(1, { PhaseStarted: { phase: 'Online', total: 10000, from: 0 } });
  // A page that connected late: the history's only progress report is the newest.
  apply(2, { Progress: { phase: 'Online', done: 960, total: 10000, global_step: 960, sps: 100, epsilon: 0.9 } });
  assert.deepEqual(s.data.markers.map((m) => [m.kind, m.x]), [['phase', 0]]);
  apply(3, { Stopped: { Ok: { run_dir: '/r', global_step: 1000, completed: false, teacher_return: null, recent_student_return: null } } });
  assert.equal(s.data.globalStep, 1000);
  assert.equal(s.data.phaseDone, 1000); // not the last report's 960
});

test('the screen rate: only an offered rate is taken from storage, and off means no screens', () => {
  assert.equal(DEFAULT_SCREEN_RATE, 15);
  assert.ok(SCREEN_RATES.includes(DEFAULT_SCREEN_RATE));
  for (const r of SCREEN_RATES) assert.equal(parseScreenRate(String(r)), r);
  for (const bad of [null, undefined, '', ' ', '7', '-1', 'NaN', 'Infinity', '1e9', 'off', '15px']) {
    assert.equal(parseScreenRate(bad), DEFAULT_SCREEN_RATE, String(bad));
  }
  assert.equal(screenInterval(15), 1000 / 15);
  assert.equal(screenInterval(0), Infinity);
  assert.deepEqual(SCREEN_RATES.map(screenRateLabel), ['30/s', '15/s', '5/s', '1/s', 'off']);
});

test('SHA-256 and HMAC-SHA-256 give the published values', async () => {
  const { createHash, createHmac } = await import('node:crypto');
  const enc = new TextEncoder();
  assert.equal(hex(sha256(enc.encode(''))), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  assert.equal(hex(sha256(enc.encode('abc'))), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  // RFC 4231, test case 2.
  assert.equal(
    hex(hmacSha256(enc.encode('Jefe'), enc.encode('what do ya want for nothing?'))),
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  );
  // Every length around the block boundaries, against Node's own.
  for (let n = 0; n < 200; n++) {
    const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
    assert.equal(hex(sha256(data)), createHash('sha256').update(data).digest('hex'), `sha256 of ${n} bytes`);
    const key = data.slice(0, n % 97);
    assert.equal(hex(hmacSha256(key, data)), createHmac('sha256', key).update(data).digest('hex'), `hmac ${n}`);
  }
});

test('a page keeps one run’s key across a reload, never the token', () => {
  const kept = new Map();
  const storage = {
    getItem: (k) => (kept.has(k) ? kept.get(k) : null),
    setItem: (k, v) => kept.set(k, String(v)),
    removeItem: (k) => kept.delete(k),
  };
  const token = 'a-token-of-the-users-0123456789';
  const [runA, runB] = ['a'.repeat(32), 'b'.repeat(32)];
  const first = new Credentials(token, storage);
  assert.ok(first.any);
  assert.deepEqual(first.keyFor(runA), runKey(token, runA));
  // What storage holds names run A and its key, and nothing of the token.
  const text = [...kept.values()].join(' ');
  assert.ok(text.includes(runA) && text.includes(hex(runKey(token, runA))), text);
  assert.ok(!text.includes(token), text);
  // After a reload (no token in the address): run A's key, and no key for any other run.
  const reloaded = new Credentials(null, storage);
  assert.ok(reloaded.any);
  assert.deepEqual(reloaded.keyFor(runA), runKey(token, runA));
  assert.equal(reloaded.keyFor(runB), null);
  // A page without a token or a kept key has nothing; a damaged entry is none.
  assert.equal(new Credentials(null, null).any, false);
  kept.set([...kept.keys()][0], '{"run":"x","key":"zz"}');
  assert.equal(new Credentials(null, storage).any, false);
  // A page opened with a new token forgets the key an earlier page kept.
  first.keyFor(runA);
  new Credentials('another-token-0123456789', storage);
  assert.equal(kept.size, 0);
});

test('the page answers the challenge as the server computes it (fixture written by Rust)', () => {
  const cases = JSON.parse(readFileSync(new URL('./fixtures/challenge.json', import.meta.url), 'utf8'));
  assert.ok(cases.length >= 3);
  for (const c of cases) {
    const key = runKey(c.token, c.run);
    assert.equal(hex(key), c.run_key);
    assert.equal(mac('server', key, c.port, c.viewer_nonce, c.server_nonce), c.server_proof);
    assert.equal(mac('viewer', key, c.port, c.viewer_nonce, c.server_nonce), c.viewer_mac);
    // Another port (a relay, or a tunnel that changes it) or another run: another MAC.
    assert.notEqual(mac('viewer', key, c.port ^ 1, c.viewer_nonce, c.server_nonce), c.viewer_mac);
    assert.notEqual(mac('viewer', runKey(c.token, c.run.replace(/^./, (d) => (d === '0' ? '1' : '0'))), c.port, c.viewer_nonce, c.server_nonce), c.viewer_mac);
  }
  const a = newNonce();
  assert.match(a, /^[0-9a-f]{64}$/);
  assert.notEqual(a, newNonce());
  assert.ok(sameText('abc', 'abc'));
  assert.ok(!sameText('abd', 'abc') && !sameText('ab', 'abc') && !sameText('abcd', 'abc'));
});

test('the overlay draws over a screen what the app draws (a Rust-written fixture)', () => {
  const f = JSON.parse(readFileSync(new URL('./fixtures/overlay.json', import.meta.url), 'utf8'));
  const screen = () => Uint8Array.from({ length: 210 * 160 * 3 }, (_, i) => (i * 7) % 256);
  const one = screen();
  blend(one, 3, 210, 160, Uint8Array.from(f.a), f.opacity);
  const diff = screen();
  blendDifference(diff, 3, 210, 160, Uint8Array.from(f.a), Uint8Array.from(f.b), f.colours, f.difference_opacity);
  const plain = screen();
  let worst = 0;
  let changed = 0;
  let k = 0;
  for (let p = 0; p < 210 * 160; p += f.every) {
    for (let c = 0; c < 3; c++, k++) {
      worst = Math.max(worst, Math.abs(one[3 * p + c] - f.blend[k]), Math.abs(diff[3 * p + c] - f.difference[k]));
      if (f.blend[k] !== plain[3 * p + c]) changed++;
    }
  }
  assert.equal(k, f.blend.length);
  // Rounding in f32 (Rust) and f64 (here) may differ by one at a half.
  assert.ok(worst <= 1, `a pixel differs by ${worst}`);
  assert.ok(changed > 100, `the map changed only ${changed} sampled values`);
  assert.deepEqual(colour(0), [50, 10, 94]);
  assert.deepEqual(colour(1), [252, 255, 164]);
});

test('a maps message decodes as the server wrote it, and a page asks for maps in JSON', () => {
  const f = JSON.parse(readFileSync(new URL('./fixtures/overlay.json', import.meta.url), 'utf8'));
  const rgb = Uint8Array.from({ length: 210 * 160 * 3 }, (_, i) => (i * 7) % 256);
  const bytes = new Uint8Array(f.maps.length);
  bytes.set(f.maps_header, 0);
  bytes.set(rgb, 48);
  bytes.set(f.a, 48 + rgb.length);
  bytes.set(f.b, 48 + rgb.length + 84 * 84);
  const buf = bytes.buffer;
  assert.ok(isMaps(buf));
  const m = decodeMaps(buf);
  assert.ok(m);
  assert.equal(m.globalStep, f.maps.global_step);
  assert.equal(m.actor, f.maps.actor);
  assert.equal(m.method, f.maps.method);
  assert.equal(m.rankCorrelation, f.maps.rank_correlation);
  assert.equal(m.topOverlap, f.maps.top_overlap);
  assert.equal(m.ms, f.maps.ms);
  assert.deepEqual(Array.from(m.student), f.a);
  assert.deepEqual(Array.from(m.teacher), f.b);
  assert.equal(m.rgb[7], rgb[7]);
  // A message one byte short, or a screen, is not maps.
  assert.equal(decodeMaps(bytes.slice(0, bytes.length - 1).buffer), null);
  const screen = new Uint8Array(32 + 160 * 210 * 3);
  new DataView(screen.buffer).setUint32(0, 160, true);
  assert.ok(!isMaps(screen.buffer));
  assert.equal(mapsMessage(null), '{"Maps":null}');
  assert.equal(mapsMessage({ method: 'Gradient', per_second: 2 }), '{"Maps":{"method":"Gradient","per_second":2}}');
});
