#!/usr/bin/env python3
"""Prints every scalar of a run directory as TensorBoard itself reads it, one
`tag,step,value` line each: the event files in name order, with the purges a resumed
writer's session start asks for (EventAccumulator's purge_orphaned_data, on by default).

The crash tests compare it with our own reader where `tensorboard` is installed
(`pip install tensorboard`); nothing in reincarnate needs it.

    python3 scripts/lib/tensorboard_scalars.py RUN_DIR
"""
import sys

try:
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
except ImportError as e:
    sys.exit(f"tensorboard is not installed ({e}): pip install tensorboard")


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    acc = EventAccumulator(sys.argv[1], size_guidance={"scalars": 0})
    acc.Reload()
    for tag in acc.Tags()["scalars"]:
        for e in acc.Scalars(tag):
            print(f"{tag},{e.step},{e.value!r}")


if __name__ == "__main__":
    main()
