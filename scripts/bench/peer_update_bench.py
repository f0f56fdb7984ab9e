"""The same learner operations as `benches/learner.rs`, in PyTorch, with CleanRL's networks
and loss: one QDagger update (IMPALA student forward+backward, target forward, Nature teacher
forward, Adam; batch 32), a DQN update, and batch-1 forwards.

    pip install torch   # (the networks come from cleanrl_networks.py)
    python3 scripts/bench/peer_update_bench.py --threads 1
    python3 scripts/bench/peer_update_bench.py --threads 2
    python3 scripts/bench/peer_update_bench.py --device cuda   # on a GPU, as CleanRL's script runs

Prints the median time of each operation (on a GPU, synchronised inside the timed region),
and on a GPU the number of GPU operations (kernels, copies, memsets) one update launches, from
PyTorch's profiler.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lib"))
from cleanrl_networks import ImpalaCNN, NatureCNN, kl_divergence_with_logits  # noqa: E402


def median_ms(fn, repeats, sync=lambda: None):
    fn()
    sync()
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        sync()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def gpu_ops(fn):
    """The GPU operations (kernels, copies, memsets) that one call of `fn` launches."""
    from torch.profiler import ProfilerActivity, profile

    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    return sum(e.count for e in prof.key_averages() if e.device_type == torch.autograd.DeviceType.CUDA)


def atari_obs(batch, shift):
    """Real preprocessed Atari screens, laid out as `benches/learner.rs` lays them out: frame k
    of observation b is screen b + k + shift of tests/fixtures/frames/*.gray in name order
    (only the screens whose names start with $BENCH_SCREENS, e.g. `breakout`, when it is set)."""
    frames = Path(__file__).resolve().parent.parent.parent / "tests" / "fixtures" / "frames"
    screens = [
        torch.frombuffer(bytearray(p.read_bytes()), dtype=torch.uint8).reshape(84, 84)
        for p in sorted(frames.glob(os.environ.get("BENCH_SCREENS", "") + "*.gray"))
    ]
    if not screens:
        sys.exit(f"no screen in {frames} starts with BENCH_SCREENS={os.environ['BENCH_SCREENS']!r}: "
                 "use breakout, mspacman, pong or spaceinvaders, or leave it unset")
    return torch.stack(
        [torch.stack([screens[(i + k + shift) % len(screens)] for k in range(4)]) for i in range(batch)]
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--device", default="cpu", help="cpu or cuda")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(0)
    dev = torch.device(args.device)
    gpu = dev.type == "cuda"
    sync = torch.cuda.synchronize if gpu else (lambda: None)
    a, b = 4, 32
    obs, next_obs = atari_obs(b, 0).to(dev), atari_obs(b, 1).to(dev)
    actions = torch.randint(0, a, (b, 1)).to(dev)
    rewards = torch.zeros(b, device=dev)
    dones = torch.zeros(b, device=dev)
    teacher = NatureCNN(a).to(dev)
    for name, cls in [("impala", ImpalaCNN), ("nature", NatureCNN)]:
        student, target = cls(a).to(dev), cls(a).to(dev)
        opt = torch.optim.Adam(student.parameters(), lr=1e-4)

        def update(distill):
            with torch.no_grad():
                target_max, _ = target(next_obs.float()).max(dim=1)
                td_target = rewards + 0.99 * target_max * (1 - dones)
                teacher_q = teacher(obs.float()) if distill else None
            q = student(obs.float())
            loss = F.mse_loss(td_target, q.gather(1, actions).squeeze())
            if distill:
                loss = loss + torch.mean(kl_divergence_with_logits(teacher_q, q))
            opt.zero_grad()
            loss.backward()
            opt.step()

        digits = 2 if gpu else 1
        print(f"qdagger update, {name} student: {median_ms(lambda: update(True), args.repeats, sync):.{digits}f} ms")
        print(f"dqn update, {name}: {median_ms(lambda: update(False), args.repeats, sync):.{digits}f} ms")
        if gpu:
            print(f"qdagger update, {name} student: {gpu_ops(lambda: update(True))} GPU operations")
    one = obs[:1].float()
    with torch.no_grad():
        for name, net in [("nature", NatureCNN(a).to(dev)), ("impala", ImpalaCNN(a).to(dev))]:
            # The action comes back to the host, as acting needs it.
            ms = median_ms(lambda: net(one).argmax(1).item(), 200)
            print(f"forward batch 1, {name}: {ms:.2f} ms")
    where = (
        f"{torch.cuda.get_device_name(dev)}, TF32 convolutions {torch.backends.cudnn.allow_tf32}, "
        f"TF32 matmuls {torch.backends.cuda.matmul.allow_tf32}"
        if gpu
        else f"{torch.backends.cpu.get_cpu_capability()}, {args.threads} thread(s)"
    )
    print(f"torch {torch.__version__} ({where})")


if __name__ == "__main__":
    main()
