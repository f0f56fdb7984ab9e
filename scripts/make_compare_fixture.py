"""Writes a CleanRL-style TensorBoard run with torch's own SummaryWriter, for the tests of
`reincarnate compare`: tests/fixtures/cleanrl_run/PongNoFrameskip-v4__dqn_atari__1__1700000000/.

60 games whose returns rise linearly from -21 (step 10,000) to +9 (step 600,000), logged as
CleanRL's dqn_atari.py logs them, plus a few other scalars.
"""

import pathlib
import shutil

from torch.utils.tensorboard import SummaryWriter

root = pathlib.Path(__file__).resolve().parent.parent / "tests/fixtures/cleanrl_run"
run = root / "PongNoFrameskip-v4__dqn_atari__1__1700000000"
shutil.rmtree(run, ignore_errors=True)
writer = SummaryWriter(str(run))
for k in range(60):
    step = 10_000 + k * 10_000
    ret = -21.0 + 30.0 * k / 59
    writer.add_scalar("charts/episodic_return", ret, step)
    writer.add_scalar("charts/episodic_length", 3000 + k, step)
    writer.add_scalar("charts/SPS", 400, step)
writer.add_text("hyperparameters", "|param|value|\n|-|-|\n|env_id|PongNoFrameskip-v4|")
writer.close()
print(sorted(p.name for p in run.iterdir()))
