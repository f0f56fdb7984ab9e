// The few settings the page needs from the run's resolved config (`Started.config_toml`).
// The trainer writes flat `key = value` lines, so one anchored regex per line is enough;
// a full TOML parser would be a dependency for nothing.

export interface RunConfig {
  algorithm: string | null;
  temperature: number | null;
  distillThreshold: number | null;
  learningRate: number | null;
  trainFrequency: number | null;
  startE: number | null;
  endE: number | null;
  totalTimesteps: number | null;
  offlineSteps: number | null;
}

const LINE = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.+?)\s*$/;

/** Reads the top-level `key = value` pairs (a later `[table]` ends the top level). */
export function parseConfig(toml: string): RunConfig {
  const values = new Map<string, string>();
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) break; // keys of sub-tables are not the run's own
    const m = LINE.exec(line);
    if (m && !values.has(m[1] as string)) values.set(m[1] as string, m[2] as string);
  }
  const number = (key: string): number | null => {
    const v = values.get(key);
    if (v === undefined) return null;
    // TOML allows 1_000_000 and 1e-4.
    const n = Number(v.replace(/_/g, ''));
    return Number.isFinite(n) ? n : null;
  };
  const string = (key: string): string | null => {
    const v = values.get(key);
    if (v === undefined) return null;
    const m = /^"(.*)"$/.exec(v) ?? /^'(.*)'$/.exec(v);
    return m ? (m[1] as string) : v;
  };
  return {
    algorithm: string('algorithm'),
    temperature: number('temperature'),
    distillThreshold: number('distill_threshold'),
    learningRate: number('learning_rate'),
    trainFrequency: number('train_frequency'),
    startE: number('start_e'),
    endE: number('end_e'),
    totalTimesteps: number('total_timesteps'),
    offlineSteps: number('offline_steps'),
  };
}
