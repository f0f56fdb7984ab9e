"""Throughput of the Python stack CleanRL runs: ale-py + Gymnasium with CleanRL's
preprocessing (Stable-Baselines3's atari_wrappers + Gymnasium's resize, greyscale and frame
stack), one environment in a SyncVectorEnv, random actions. Also the raw emulator's frames/s.

    pip install gymnasium ale-py stable-baselines3 opencv-python-headless
    python3 scripts/bench/peer_env_bench.py [--steps 5000]

Compare with `cargo bench --no-default-features --bench env` on the same machine.
"""

import argparse
import time

import ale_py
import gymnasium as gym
import numpy as np
from stable_baselines3.common.atari_wrappers import (
    ClipRewardEnv,
    EpisodicLifeEnv,
    FireResetEnv,
    MaxAndSkipEnv,
    NoopResetEnv,
)


def make_env(env_id, seed):
    """CleanRL's make_env (qdagger_dqn_atari_impalacnn.py), for Gymnasium 1.x names."""

    def thunk():
        env = gym.make(env_id)
        env = gym.wrappers.RecordEpisodeStatistics(env)
        env = NoopResetEnv(env, noop_max=30)
        env = MaxAndSkipEnv(env, skip=4)
        env = EpisodicLifeEnv(env)
        if "FIRE" in env.unwrapped.get_action_meanings():
            env = FireResetEnv(env)
        env = ClipRewardEnv(env)
        env = gym.wrappers.ResizeObservation(env, (84, 84))
        env = gym.wrappers.GrayscaleObservation(env)
        env = gym.wrappers.FrameStackObservation(env, 4)
        env.action_space.seed(seed)
        return env

    return thunk


def preprocessed_steps_per_second(env_id, steps):
    envs = gym.vector.SyncVectorEnv([make_env(env_id, 1)])
    envs.reset(seed=1)
    rng = np.random.default_rng(0)
    n = envs.single_action_space.n
    start = time.perf_counter()
    for _ in range(steps):
        envs.step(rng.integers(0, n, size=1))
    return steps / (time.perf_counter() - start)


def raw_frames_per_second(env_id, frames):
    env = gym.make(env_id)
    env.reset(seed=1)
    ale = env.unwrapped.ale
    actions = ale.getMinimalActionSet()
    rng = np.random.default_rng(0)
    picks = rng.integers(0, len(actions), size=frames)
    start = time.perf_counter()
    for i in range(frames):
        ale.act(actions[picks[i]])
        if ale.game_over():
            ale.reset_game()
    return frames / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=5000)
    args = parser.parse_args()
    gym.register_envs(ale_py)
    for env_id in ["BreakoutNoFrameskip-v4", "PongNoFrameskip-v4"]:
        sps = preprocessed_steps_per_second(env_id, args.steps)
        fps = raw_frames_per_second(env_id, args.steps * 4)
        print(f"{env_id}: {sps:.0f} preprocessed steps/s (1 env), raw ALE {fps:.0f} frames/s")


if __name__ == "__main__":
    main()
