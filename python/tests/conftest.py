"""Shared fixtures: random ragged padded batches and the comparison rule of the numerical
contract (|x − ref| ≤ tol·(1 + |ref|) at every token)."""

import os
import sys

import numpy as np
import pytest
import torch

sys.path.insert(0, os.path.dirname(__file__))  # framework_loops

import agentrl  # noqa: E402  (PYTHONPATH=build/python)

TOL = 1e-5


def ragged_batch(rows, cols, seed, *, trailing_pad=True, observations=True, group_size=4,
                 dtype=torch.float32):
    """Padded [rows, cols]: random valid lengths (right padding, mask 0, reward 0), interior
    observation spans (mask 0) inside the valid part, sparse rewards plus an outcome reward on
    the last valid token, values in [-0.5, 1.5); a few rows with no trainable token, a few
    singleton groups. Returns (rewards, values, mask int64, uids as a numpy object array)."""
    g = torch.Generator().manual_seed(seed)
    rewards = torch.zeros(rows, cols, dtype=torch.float64)
    values = torch.rand(rows, cols, generator=g, dtype=torch.float64) * 2 - 0.5
    mask = torch.zeros(rows, cols, dtype=torch.int64)
    for i in range(rows):
        valid = cols if not trailing_pad or i % 5 == 0 else int(torch.randint(0, cols + 1, (1,), generator=g))
        t = 0
        while t < valid:
            policy = int(torch.randint(1, 40, (1,), generator=g))
            obs = int(torch.randint(0, 30, (1,), generator=g)) if observations else 0
            mask[i, t:min(valid, t + policy)] = 1
            t += policy + obs
        if i % 11 == 7:
            mask[i] = 0
        sparse = torch.rand(valid, generator=g) < 0.1
        rewards[i, :valid] = torch.where(sparse, torch.randn(valid, generator=g, dtype=torch.float64),
                                         torch.zeros(valid, dtype=torch.float64))
        if valid > 0:
            rewards[i, valid - 1] += float(torch.randint(0, 2, (1,), generator=g))
    uids = np.array([f"prompt-{i // group_size}" if i % 13 != 5 else f"alone-{i}" for i in range(rows)],
                    dtype=object)
    return rewards.to(dtype), values.to(dtype), mask, uids


def assert_close(x, ref, tol=TOL, what=""):
    x64, r64 = x.double(), ref.double()
    bad = ~((x64 - r64).abs() <= tol * (1 + r64.abs()))
    if bad.any():
        idx = tuple(int(i) for i in bad.nonzero()[0])
        raise AssertionError(f"{what}: {int(bad.sum())} of {bad.numel()} off; first at {idx}: "
                             f"{float(x64[idx])} vs {float(r64[idx])}")


def padded_to_packed(rewards, values, mask):
    """Rows as sequences (padding included) in the packed layout, for the fp64 reference."""
    rows, cols = rewards.shape
    cu = torch.arange(0, rows * cols + 1, max(cols, 1), dtype=torch.int64)[: rows + 1]
    return cu, rewards.reshape(-1), values.reshape(-1), mask.reshape(-1)


def reference(rewards, values, mask, group=None, **params):
    """agentrl's fp64 reference (ReferenceEstimate) over padded rows; float64 [rows, cols]."""
    cu, r, v, m = padded_to_packed(rewards.float(), values.float(), mask)
    if group is None:
        group = torch.zeros(rewards.shape[0], dtype=torch.int64)
    adv, ret = torch.ops.agentrl.reference(cu, r, v, m, group, **params)
    return adv.view(rewards.shape), ret.view(rewards.shape)


@pytest.fixture(params=[(1, 300), (8, 128), (37, 65), (64, 17)], ids=lambda s: f"{s[0]}x{s[1]}")
def shape(request):
    return request.param
