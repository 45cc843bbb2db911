"""agentrl's advantage and return estimators as PyTorch operators.

The operators are registered under ``torch.ops.agentrl`` (so TorchScript sees them) by a C++
library loaded on import. They run agentrl's kernels on padded ``[batch, length]`` tensors
where they lie (float32 or bfloat16, contiguous or not): no repacking, an fp64 carry through
each scan, results independent of the thread count (``torch.get_num_threads()`` workers).

Modules:
  agentrl            native operators: :func:`scan`, :func:`outcome`, :func:`group_ids`
  agentrl.verl       veRL's signatures (``compute_gae_advantage_return``, GRPO, RLOO,
                     REINFORCE++, OPO) and registration with veRL's estimator registry
  agentrl.openrlhf   OpenRLHF's ``get_advantages_and_returns`` and a patch helper

No autograd: outputs are new tensors that never require grad (advantages are targets).
"""

import os as _os

import torch as _torch

_LIBRARY = _os.path.join(_os.path.dirname(__file__), "_agentrl_ops.so")
if not _os.path.exists(_LIBRARY):
    raise ImportError(
        f"agentrl: {_LIBRARY} is missing; build it with `bash scripts/build.sh` (the package is "
        "importable from build/python) or `pip install --no-build-isolation ./python`")
_torch.ops.load_library(_LIBRARY)

from ._native import group_ids, outcome, scan  # noqa: E402

__all__ = ["scan", "outcome", "group_ids", "ops"]

#: The operator namespace, ``torch.ops.agentrl``.
ops = _torch.ops.agentrl
