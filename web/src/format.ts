// Number and time formatting, kept in one place so every view reads the same.

import type { Actor, Phase } from './protocol';

const INT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234567 -> "1,234,567". */
export function int(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '—' : INT.format(Math.round(n));
}

/** A return or a loss: sensible digits whatever its size. */
export function num(n: number | null | undefined, digits = 2): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  const a = Math.abs(n);
  if (a !== 0 && (a < 1e-3 || a >= 1e6)) return n.toExponential(digits - 1 < 1 ? 1 : digits - 1);
  return n.toFixed(a >= 100 ? Math.max(0, digits - 2) : digits);
}

/** A learning rate and the like: 0.0001 -> "1.0e-4". */
export function sci(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  return n.toExponential(1);
}

/** 125000 -> "125k", 12500 -> "12.5k": compact labels (three significant digits). */
export function short(n: number): string {
  const a = Math.abs(n);
  if (a >= 1e6) return `${sig(n / 1e6)}M`;
  if (a >= 1e3) return `${sig(n / 1e3)}k`;
  return sig(n);
}

function sig(n: number): string {
  return String(Number(n.toPrecision(3)));
}

/**
 * An axis tick: 0.01, 0.5, 12, 1.5k (three significant digits at most, no padding zeros);
 * below 0.001, 1e-4 or 2.5e-5 (a log axis's 0.000001 would crowd its label).
 */
export function tick(v: number | null): string {
  if (v === null || !Number.isFinite(v)) return '';
  const a = Math.abs(v);
  if (a !== 0 && a < 1e-3) return Number(v.toPrecision(2)).toExponential();
  return short(v);
}

/** Milliseconds as "1h 02m", "3m 59s" or "11s". */
export function duration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return '—';
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m ${String(sec).padStart(2, '0')}s`;
  return `${sec}s`;
}

export const PHASE_LABEL: Record<Phase, string> = {
  LoadTeacher: 'loading teacher',
  TeacherEval: 'teacher evaluation',
  TeacherBuffer: 'teacher buffer',
  Offline: 'offline',
  Online: 'online',
  Done: 'done',
};

export const ACTOR_LABEL: Record<Actor, string> = {
  Teacher: 'teacher',
  Student: 'student',
  Evaluation: 'student evaluation',
  Preview: 'student preview',
  Random: 'random policy',
};
