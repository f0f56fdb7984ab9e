"""CleanRL's networks and distillation loss in PyTorch, as `dqn_atari.py` (the Nature CNN
teacher) and `qdagger_dqn_atari_impalacnn.py` (the IMPALA CNN student) define them: shared by
the fixture generator (make_parity_fixtures.py) and the peer benchmark (peer_update_bench.py),
which needs PyTorch alone."""

import torch
import torch.nn as nn
import torch.nn.functional as F


class NatureCNN(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.network = nn.Sequential(
            nn.Conv2d(4, 32, 8, stride=4), nn.ReLU(),
            nn.Conv2d(32, 64, 4, stride=2), nn.ReLU(),
            nn.Conv2d(64, 64, 3, stride=1), nn.ReLU(),
            nn.Flatten(),
            nn.Linear(3136, 512), nn.ReLU(),
            nn.Linear(512, n),
        )

    def forward(self, x):
        return self.network(x / 255.0)


class ResidualBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv0 = nn.Conv2d(c, c, kernel_size=3, padding=1)
        self.conv1 = nn.Conv2d(c, c, kernel_size=3, padding=1)

    def forward(self, x):
        y = self.conv0(F.relu(x))
        y = self.conv1(F.relu(y))
        return y + x


class ConvSequence(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, kernel_size=3, padding=1)
        self.res_block0 = ResidualBlock(cout)
        self.res_block1 = ResidualBlock(cout)

    def forward(self, x):
        x = F.max_pool2d(self.conv(x), kernel_size=3, stride=2, padding=1)
        return self.res_block1(self.res_block0(x))


class ImpalaCNN(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.network = nn.Sequential(
            ConvSequence(4, 16), ConvSequence(16, 32), ConvSequence(32, 32),
            nn.Flatten(), nn.ReLU(), nn.Linear(32 * 11 * 11, 256), nn.ReLU(), nn.Linear(256, n),
        )

    def forward(self, x):
        return self.network(x / 255.0)


def kl_divergence_with_logits(target_logits, prediction_logits):
    out = -F.softmax(target_logits, dim=-1) * (
        F.log_softmax(prediction_logits, dim=-1) - F.log_softmax(target_logits, dim=-1)
    )
    return torch.sum(out)
