#!/usr/bin/env python3
"""A run's steps per second in alternating stretches, compared within the run.

    python3 scripts/lib/paired_rate.py SCALARS_CSV TAG STRETCHES SKIP BASE TREATED

SCALARS_CSV is a run's scalars.csv; the rows tagged TAG give its step over wall time (read
by linear interpolation at a stretch's ends). STRETCHES holds one line per stretch, in time
order: `LABEL START END` (Unix seconds); the first SKIP seconds of each are left out (the
switch settling). Every TREATED stretch with a BASE stretch on each side makes a triple; its
ratio is the TREATED rate over the mean of its neighbours' rates, so the run's slow drift
cancels. Printed: each triple, the overall ratio (all TREATED steps over their time against
all BASE ones'), the mean and median of the triples' ratios and a bootstrap 95% interval of
the mean (10,000 resamples of the triples, seed 1). Used by scripts/bench/page_sps_paired.sh and
scripts/bench/window_idle_paired.sh; standard library only.
"""

import bisect
import csv
import random
import statistics
import sys


def main() -> int:
    if len(sys.argv) != 7:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    scalars, tag, stretches, skip, base, treated = sys.argv[1:]
    skip = float(skip)
    with open(scalars, newline="") as f:
        rows = sorted((float(r["wall_time"]), int(r["step"])) for r in csv.DictReader(f) if r["tag"] == tag)
    times = [t for t, _ in rows]

    def step_at(t):
        i = bisect.bisect_left(times, t)
        if i == 0 or i == len(times):
            return None
        (ta, sa), (tb, sb) = rows[i - 1], rows[i]
        return sa + (sb - sa) * (t - ta) / (tb - ta)

    seq = []
    with open(stretches) as f:
        for line in f:
            label, a, b = line.split()
            a, b = float(a) + skip, float(b)
            sa, sb = step_at(a), step_at(b)
            if sa is None or sb is None or b <= a:
                continue  # outside the logged rows
            seq.append((label, sb - sa, b - a))
    triples = []
    for j in range(1, len(seq) - 1):
        if seq[j][0] == treated and seq[j - 1][0] == base and seq[j + 1][0] == base:
            before, middle, after = (s / t for _, s, t in seq[j - 1 : j + 2])
            triples.append((before, middle, after, middle / ((before + after) / 2)))
    if not triples:
        print(f"paired_rate: no complete {base}/{treated}/{base} triple in the logged rows; run longer", file=sys.stderr)
        return 1
    for n, (b, m, a, r) in enumerate(triples, 1):
        print(f"triple {n:2}: {base} {b:6.1f}  {treated} {m:6.1f}  {base} {a:6.1f} steps/s  ratio {r:.3f}")

    def rate(label):
        return sum(s for k, s, _ in seq if k == label) / sum(t for k, _, t in seq if k == label)

    ratios = [r for *_, r in triples]
    rng = random.Random(1)
    boot = sorted(statistics.fmean(rng.choices(ratios, k=len(ratios))) for _ in range(10000))
    print(f"overall: {treated} {rate(treated):.1f} steps/s, {base} {rate(base):.1f}: {rate(treated) / rate(base):.3f}")
    print(
        f"triples: {len(ratios)}, mean ratio {statistics.fmean(ratios):.3f}, median {statistics.median(ratios):.3f}, "
        f"bootstrap 95% interval of the mean [{boot[249]:.3f}, {boot[9749]:.3f}]"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
