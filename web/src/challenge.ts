// The page's half of the challenge (src/remote/access/challenge.rs): the token is proven,
// never sent. The page opens with a nonce of its own; the server answers with its nonce, the
// id of this serving of the run, and an HMAC-SHA-256 of both nonces and its port under a key
// derived from the token and that id, which the page checks before it answers with its own
// HMAC (so a server that does not hold the token, such as a program that took the port
// after the run ended, gets nothing it could use, and an answer passed on from another port
// or to another run is good for nothing). The page keeps only the run's key, never the token.
//
// SHA-256 is written here rather than taken from WebCrypto: browsers give `crypto.subtle`
// only to secure contexts, and a page served by a trainer on a LAN address over plain HTTP
// is not one. (`crypto.getRandomValues`, for the nonce, is everywhere.)

/** Random bytes in a nonce (as twice as many hex digits). */
export const NONCE_BYTES = 32;

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 (FIPS 180-4) of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const bits = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + 4 * i);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[i] as number) + (w[i] as number)) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    const add = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (add[i] as number)) >>> 0;
  }
  const out = new Uint8Array(32);
  const ov = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) ov.setUint32(4 * i, h[i] as number);
  return out;
}

/** HMAC-SHA-256 (RFC 2104) of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = (block[i] as number) ^ 0x36;
    outer[i] = (block[i] as number) ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

export function hex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

/** A fresh nonce: NONCE_BYTES random bytes as lower-case hex. */
export function newNonce(): string {
  return hex(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

/** Whose MAC: each side's has its own label, so one side's is never the other's. */
export type Role = 'server' | 'viewer';

/** Whether `run` is a run's id as servers make them (32 lower-case hex digits). */
export function isRunId(run: string): boolean {
  return /^[0-9a-f]{32}$/.test(run);
}

/** The key of one run's serving, derived from the token (`run_key` in challenge.rs). */
export function runKey(token: string, run: string): Uint8Array {
  const enc = new TextEncoder();
  return hmacSha256(enc.encode(token), enc.encode(`reincarnate run\n${run}`));
}

/**
 * The MAC of `role` for this pair of nonces under a run's `key`, bound to `port`, as hex
 * (`mac_with_key` in challenge.rs).
 */
export function mac(role: Role, key: Uint8Array, port: number, viewerNonce: string, serverNonce: string): string {
  const enc = new TextEncoder();
  const message = `reincarnate ${role}\n${viewerNonce}\n${serverNonce}\n${port}`;
  return hex(hmacSha256(key, enc.encode(message)));
}

/** Bytes from lower-case hex, or null when it is not. */
export function fromHex(text: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(text)) return null;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Whether two strings are equal, in time that depends on their lengths alone. */
export function sameText(a: string, b: string): boolean {
  let diff = a.length === b.length ? 0 : 1;
  for (let i = 0; i < b.length; i++) diff |= b.charCodeAt(i) ^ (i < a.length ? a.charCodeAt(i) : 0);
  return diff === 0;
}
