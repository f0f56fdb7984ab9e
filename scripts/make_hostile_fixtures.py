"""Model files that try to run code when unpickled, made with Python's own pickle (through
torch.save, which writes the zip layout PyTorch uses), for the tests that check we refuse
them: tests/fixtures/hostile/.

Nothing here is ever unpickled by Python; the files are only written.
"""

import collections
import os
import pathlib
import pickle
import zipfile

import torch

out = pathlib.Path(__file__).resolve().parent.parent / "tests/fixtures/hostile"
out.mkdir(parents=True, exist_ok=True)


class RunsShell:
    def __reduce__(self):
        return (os.system, ("touch /tmp/reincarnate-pwned",))


class Evals:
    def __reduce__(self):
        return (eval, ("__import__('os').system('touch /tmp/reincarnate-pwned')",))


# A state dict with a weight and, beside it, a call of os.system.
state = collections.OrderedDict()
state["network.0.weight"] = torch.zeros(2, 2)
state["payload"] = RunsShell()
torch.save(state, out / "os_system.cleanrl_model")

# builtins.eval, with protocol 4 (STACK_GLOBAL names).
torch.save({"payload": Evals()}, out / "eval_protocol4.pt", pickle_protocol=4)

# A zip holding a raw pickle of subprocess.Popen, no tensors at all.
import subprocess

class Popen:
    def __reduce__(self):
        return (subprocess.Popen, (["touch", "/tmp/reincarnate-pwned"],))

with zipfile.ZipFile(out / "popen.pt", "w", zipfile.ZIP_STORED) as z:
    z.writestr("archive/data.pkl", pickle.dumps(Popen(), protocol=2))
    z.writestr("archive/version", "3\n")

for p in sorted(out.iterdir()):
    print(p.name, p.stat().st_size)
