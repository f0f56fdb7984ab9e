"""Makes the OpenCV fixtures of the frame-preprocessing tests.

Real game screens come from ale-py (Gymnasium's Atari); each is resized to 84x84 with
cv2.INTER_AREA on RGB and converted with cv2.COLOR_RGB2GRAY, as CleanRL's `make_env` does
(`gym.wrappers.ResizeObservation` then `gym.wrappers.GrayScaleObservation`).

    pip install "opencv-python-headless==4.14.0.94" gymnasium ale-py numpy
    python3 scripts/make_frame_fixtures.py

Writes tests/fixtures/frames/{name}.rgb (210x160x3), {name}.resized.rgb (84x84x3) and
{name}.gray (84x84), raw u8 bytes, row-major, channels last.
"""

import pathlib

import ale_py
import cv2
import gymnasium as gym
import numpy as np

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "frames"
# (game, steps of random play before each capture)
CAPTURES = [
    ("Breakout", [60, 250]),
    ("Pong", [120, 400]),
    ("SpaceInvaders", [200]),
    ("MsPacman", [300]),
]


def main() -> None:
    gym.register_envs(ale_py)
    OUT.mkdir(parents=True, exist_ok=True)
    for game, at in CAPTURES:
        env = gym.make(f"{game}NoFrameskip-v4")
        env.action_space.seed(0)
        obs, _ = env.reset(seed=0)
        step = 0
        for k, target in enumerate(at):
            while step < target:
                obs, _, term, trunc, _ = env.step(env.action_space.sample())
                step += 1
                if term or trunc:
                    obs, _ = env.reset()
            assert obs.shape == (210, 160, 3) and obs.dtype == np.uint8
            resized = cv2.resize(obs, (84, 84), interpolation=cv2.INTER_AREA)
            gray = cv2.cvtColor(resized, cv2.COLOR_RGB2GRAY)
            name = f"{game.lower()}_{k}"
            (OUT / f"{name}.rgb").write_bytes(np.ascontiguousarray(obs).tobytes())
            (OUT / f"{name}.resized.rgb").write_bytes(resized.tobytes())
            (OUT / f"{name}.gray").write_bytes(gray.tobytes())
            print(name, "opencv", cv2.__version__)
        env.close()


if __name__ == "__main__":
    main()
