"""agentrl's own estimators (kernels/include/agentrl/kernels/estimators.h states each formula)
over padded [B, T] tensors or packed ragged ones (1-D tokens and ``cu_seqlens``)."""

from typing import Optional, Tuple

import numpy as np
import torch

_scan = torch.ops.agentrl.scan.default
_outcome = torch.ops.agentrl.outcome.default


def group_ids(index, device=None) -> torch.Tensor:
    """Group ids as an int64 tensor, from whatever a framework groups by.

    ``index`` may be an integer tensor (returned as is, moved to ``device``), a numpy array or a
    list of hashable ids (veRL passes its ``uid`` strings as a numpy object array). Equal ids
    map to equal integers; which integers is unspecified.
    """
    if isinstance(index, torch.Tensor):
        if index.dtype.is_floating_point or index.dtype == torch.bool:
            raise TypeError(f"index: dtype {index.dtype}; expected integer ids")
        return index if device is None else index.to(device)
    if isinstance(index, np.ndarray):
        if index.ndim != 1:
            raise ValueError(f"index: shape {index.shape}; expected one id per row")
        if index.dtype.kind in "iu":
            out = torch.from_numpy(index.astype(np.int64, copy=False))
            return out if device is None else out.to(device)
        index = index.tolist()
    codes = {}
    out = torch.tensor([codes.setdefault(k, len(codes)) for k in index], dtype=torch.int64)
    return out if device is None else out.to(device)


def scan(rewards: torch.Tensor, values: Optional[torch.Tensor] = None,
         mask: Optional[torch.Tensor] = None, *, cu_seqlens: Optional[torch.Tensor] = None,
         estimator: str = "gae", mask_mode: str = "carry", gamma: float = 1.0,
         lam=0.95, lam_critic: Optional[float] = None, alpha: float = 0.05,
         bootstrap: Optional[torch.Tensor] = None,
         whiten: bool = False) -> Tuple[torch.Tensor, torch.Tensor]:
    """The scan estimators, ``gae``, ``gae_adaptive`` and ``returns``: (advantages, returns).

    Args:
      rewards, values, mask: ``[B, T]`` (padded rows) or ``[N]`` with ``cu_seqlens`` (packed,
        sequence i = tokens ``cu_seqlens[i]:cu_seqlens[i+1]``). rewards and values float32 or
        bfloat16; mask any bool/integer/float dtype holding 0 and 1 (1 = trainable policy
        token, 0 = observation or padding); no mask = every token trainable. values may be
        None for ``returns``.
      mask_mode: ``"carry"`` (veRL: a mask-0 token is skipped, the next trainable token's
        advantage carries over it) or ``"zero"`` (OpenRLHF: rewards and values multiplied by
        the mask, the recurrence runs through).
      gamma: discount. lam: GAE λ, a float or a ``[B]`` tensor (one λ per sequence, ``gae``
        only). lam_critic: decoupled λ for the returns (VAPO). alpha: ``gae_adaptive``'s
        λ_i = 1 − 1/(α·l_i), l_i the trainable tokens of sequence i.
      bootstrap: ``[B]`` V(s_T) of truncated sequences (absent: every sequence terminated).
      whiten: whiten the advantages over trainable tokens (fp64 statistics, all tokens).

    Outputs have the inputs' shape and the promoted dtype of rewards and values. CPU tensors
    are scanned in place row by row; CUDA tensors run agentrl's CUDA path when it was built.
    """
    lam_per_row = None
    if isinstance(lam, torch.Tensor):
        lam_per_row, lam = lam, 0.95
    return _scan(rewards, values, mask, cu_seqlens, estimator, mask_mode, float(gamma),
                 float(lam), lam_per_row, lam_critic, float(alpha), bootstrap, bool(whiten))


def outcome(rewards: torch.Tensor, mask: Optional[torch.Tensor], index, *,
            cu_seqlens: Optional[torch.Tensor] = None,
            estimator: str = "grpo") -> Tuple[torch.Tensor, torch.Tensor]:
    """The group (outcome) estimators: (advantages, returns), the same tensor twice.

    ``estimator`` is one of ``grpo``, ``drgrpo``, ``rloo``, ``reinforce_pp_baseline``, ``opo``
    (estimators.h). A sequence's score is the sum of all its rewards; its advantage is
    broadcast to its trainable tokens, 0 elsewhere. ``index`` groups the rows (see
    :func:`group_ids`). Layouts and dtypes as in :func:`scan`.
    """
    adv = _outcome(rewards, mask, group_ids(index), cu_seqlens, estimator)
    return adv, adv
