"""Small, valid model files in every format we read, as seeds for the loaders' fuzz test
(tests/fuzz_loaders.rs): tests/fuzz_seeds/. Same layouts as the real files (torch.save zip
with a protocol-2 pickle, safetensors, flax.serialization.to_bytes msgpack), tiny tensors so
that each mutant loads in microseconds.
"""

import collections
import pathlib

import flax.serialization
import numpy as np
import torch
from safetensors.torch import save_file

out = pathlib.Path(__file__).resolve().parent.parent / "tests/fixtures/fuzz_seeds"
out.mkdir(parents=True, exist_ok=True)
g = torch.Generator().manual_seed(0)
sd = collections.OrderedDict(
    [
        ("network.0.weight", torch.randn(2, 4, 3, 3, generator=g)),
        ("network.0.bias", torch.randn(2, generator=g)),
        ("network.7.weight", torch.randn(3, 5, generator=g).half()),
        ("steps", torch.tensor([7], dtype=torch.int64)),
    ]
)
torch.save(sd, out / "tiny.cleanrl_model")
save_file({k: v.contiguous() for k, v in sd.items()}, out / "tiny.safetensors")
params = {
    "params": {
        "Conv_0": {"kernel": np.random.default_rng(0).standard_normal((3, 3, 4, 2)).astype(np.float32),
                   "bias": np.zeros(2, np.float32)},
        "Dense_0": {"kernel": np.ones((5, 3), np.float32), "bias": np.zeros(3, np.float32)},
    }
}
(out / "tiny_jax.cleanrl_model").write_bytes(flax.serialization.to_bytes(params))
for p in sorted(out.iterdir()):
    print(p.name, p.stat().st_size)
