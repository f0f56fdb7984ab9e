// The live settings as the page reads, shows and sends them, all from LIVE_SETTINGS (one row
// per setting of `live_settings!` in src/config/live.rs, generated into ./generated/wire.ts):
// a new row is a new control, decoded, shown and sent without a line here.

import { LIVE_SETTINGS } from './generated/wire';
import type { LiveParam, LiveParams } from './generated/wire';

/** One live setting's row. */
export type LiveSetting = (typeof LIVE_SETTINGS)[number];
/** A live setting's field in `LiveParams` (`distill_threshold`). */
export type LiveKey = LiveSetting['key'];
/** A live value: a number, a switch, or off (null). */
export type LiveValue = number | boolean | null;
/** The live settings as the trainer last confirmed them (null: not known yet). */
export type Params = { [K in keyof LiveParams]: LiveParams[K] | null };

export { LIVE_SETTINGS };

/** Every setting unknown, switches off: before the run's Started. */
export function unknownParams(): Params {
  return Object.fromEntries(LIVE_SETTINGS.map((s) => [s.key, s.scale === 'toggle' ? false : null])) as Params;
}

/** The row of a `LiveParam`'s variant name. */
export function settingNamed(name: string): LiveSetting | undefined {
  return LIVE_SETTINGS.find((s) => s.name === name);
}

/** A float, where null stands for NaN. */
function finite(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** `v` as `s`'s value, or undefined when it is not one (a string, a fraction of an integer, an off value of a setting that cannot be off). */
export function decodeValue(s: LiveSetting, v: unknown): LiveValue | undefined {
  if (s.scale === 'toggle') return typeof v === 'boolean' ? v : undefined;
  if (v === null) return s.optional ? null : undefined;
  if (!finite(v)) return undefined;
  if (s.integer && (!Number.isInteger(v) || v < 0)) return undefined;
  return v;
}

/** Decodes a `LiveParam`; null for an unknown setting or a value of the wrong type. */
export function decodeParam(v: unknown): LiveParam | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const keys = Object.keys(v);
  if (keys.length !== 1) return null;
  const name = keys[0] as string;
  const s = settingNamed(name);
  if (!s) return null;
  const value = decodeValue(s, (v as Record<string, unknown>)[name]);
  return value === undefined ? null : ({ [name]: value } as LiveParam);
}

/** Decodes a `LiveParams`; null when a setting is missing or of the wrong type. */
export function decodeParams(v: unknown): LiveParams | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const out: Record<string, LiveValue> = {};
  for (const s of LIVE_SETTINGS) {
    const value = decodeValue(s, (v as Record<string, unknown>)[s.key]);
    if (value === undefined) return null;
    out[s.key] = value;
  }
  return out as LiveParams;
}

/** The setting a change sets and its value. */
export function changeOf(p: LiveParam): [LiveSetting, LiveValue] | null {
  const name = Object.keys(p)[0];
  const s = name === undefined ? undefined : settingNamed(name);
  return s ? [s, (p as Record<string, LiveValue>)[s.name] ?? null] : null;
}

/** The change that sets `s` to `v` (an integer rounded, a switch on when not 0; null: off). */
export function paramOf(s: LiveSetting, v: number | boolean | null): LiveParam {
  let value: LiveValue = v;
  if (s.scale === 'toggle') value = Boolean(v);
  else if (typeof v === 'number' && s.integer) value = Math.max(s.range[0], Math.round(v));
  return { [s.name]: value } as LiveParam;
}

/**
 * A value as the controls and the settings' list show it (`LiveSetting::format` in
 * src/config/live.rs writes the same): a switch as on or off, integers whole, values below
 * 0.01 in scientific form, others with two decimals; off as `off`.
 */
export function formatLive(s: LiveSetting, v: LiveValue): string {
  if (v === null) return 'off';
  if (typeof v === 'boolean' || s.scale === 'toggle') return v ? 'on' : 'off';
  if (s.integer) return String(Math.round(v));
  if (v !== 0 && Math.abs(v) < 0.01) return v.toExponential(1);
  return v.toFixed(2);
}

/** A plot's marker of a change (`LiveParam::marker`): `T=0.50`, `ε off`; null for a switch, which is no part of the learning curve. */
export function markerOf(s: LiveSetting, v: LiveValue): string | null {
  if (s.scale === 'toggle') return null;
  return v === null ? `${s.short} off` : `${s.short}=${formatLive(s, v)}`;
}
