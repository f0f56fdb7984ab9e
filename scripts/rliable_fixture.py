"""Writes tests/fixtures/rliable.json: scores of two algorithms and what rliable (the
reference implementation of IQM, stratified bootstrap intervals and performance profiles)
computes from them, for tests/aggregate.rs to check `reincarnate compare --aggregate`'s maths
against.

    pip install rliable==1.2.0 arch==7.2.0 "pandas<3" && python3 scripts/rliable_fixture.py
"""
import json
import pathlib

import numpy as np
from rliable import library as rly
from rliable import metrics

SEED = 7
REPS = 3000
PROFILE_REPS = 1000

gen = np.random.RandomState(123)
# runs x games, normalised-score-like values: one algorithm better than the other, one game
# with an outlier run.
scores = {
    "qdagger": gen.normal(0.8, 0.3, size=(5, 4)),
    "dqn": gen.normal(0.2, 0.25, size=(5, 4)),
}
scores["qdagger"][2, 1] = 4.0

funcs = {
    "iqm": metrics.aggregate_iqm,
    "mean": metrics.aggregate_mean,
    "median": metrics.aggregate_median,
    "optimality_gap": metrics.aggregate_optimality_gap,
}
out = {
    "seed": SEED,
    "reps": REPS,
    "scores": {k: v.tolist() for k, v in scores.items()},
    "metrics": {},
}
for name, f in funcs.items():
    np.random.seed(SEED)
    points, intervals = rly.get_interval_estimates(
        scores, lambda x, f=f: np.array([f(x)]), reps=REPS
    )
    out["metrics"][name] = {
        k: {"point": float(points[k][0]), "lower": float(intervals[k][0, 0]),
            "upper": float(intervals[k][1, 0])}
        for k in scores
    }
taus = np.linspace(-0.5, 2.0, 11)
np.random.seed(SEED)
profiles, profile_cis = rly.create_performance_profile(scores, taus, reps=PROFILE_REPS)
out["profile"] = {
    "taus": taus.tolist(),
    "reps": PROFILE_REPS,
    "curves": {
        k: {"point": profiles[k].tolist(), "lower": profile_cis[k][0].tolist(),
            "upper": profile_cis[k][1].tolist()}
        for k in scores
    },
}
np.random.seed(5)
out["numpy_choice"] = {"seed": 5, "n": 7, "draws": np.random.choice(7, 40).tolist()}
path = pathlib.Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "rliable.json"
path.write_text(json.dumps(out, indent=1) + "\n")
print("wrote", path)
