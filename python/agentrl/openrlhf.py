"""OpenRLHF's advantage and return computations with OpenRLHF's signatures, on agentrl's kernels.

  get_advantages_and_returns(values, rewards, action_mask, gamma, lambd) -> (advantages, returns)
  get_cumulative_returns(rewards, action_mask, gamma) -> returns

are the methods of OpenRLHF's experience maker (``openrlhf/trainer/ppo_utils/
experience_maker.py``) as functions. OpenRLHF has no estimator registry; :func:`patch` puts
these in place of its methods::

    import agentrl.openrlhf
    agentrl.openrlhf.patch()   # before the trainer computes advantages, in the process that does

Semantics (agentrl's ``zero`` mask mode): rewards and values are multiplied by the mask, then
δ_t = r_t + γ·V_{t+1} − V_t (V past the end = 0) and A_t = δ_t + γλ·A_{t+1} run through every
token, observation tokens included; returns = A + masked values. No whitening here (OpenRLHF
normalises advantages later, across experiences). Statistics and carries are fp64.
"""

import inspect
from typing import Optional

import torch

_gae = torch.ops.agentrl.openrlhf_get_advantages_and_returns.default
_cumulative = torch.ops.agentrl.openrlhf_get_cumulative_returns.default


def get_advantages_and_returns(values: torch.Tensor, rewards: torch.Tensor,
                               action_mask: Optional[torch.Tensor], gamma: float, lambd: float):
    """OpenRLHF's GAE. Shapes [B, T]; ``action_mask`` may be None (every token an action).
    Output dtype: the promotion of rewards, values and the mask (float32 or bfloat16)."""
    return _gae(values, rewards, action_mask, float(gamma), float(lambd))


def get_cumulative_returns(rewards: torch.Tensor, action_mask: Optional[torch.Tensor],
                           gamma: float) -> torch.Tensor:
    """OpenRLHF's REINFORCE returns: G_t = m_t·r_t + γ·G_{t+1}, in rewards' dtype."""
    return _cumulative(rewards, action_mask, float(gamma))


def _method_get_advantages_and_returns(self, values, rewards, action_mask, gamma, lambd):
    return get_advantages_and_returns(values, rewards, action_mask, gamma, lambd)


def _method_get_cumulative_returns(self, rewards, action_mask, gamma):
    return get_cumulative_returns(rewards, action_mask, gamma)


def patch(module=None) -> list:
    """Replaces ``get_advantages_and_returns`` and ``get_cumulative_returns`` on every class of
    OpenRLHF's experience-maker module that defines them; returns the patched class names.

    ``module`` defaults to ``openrlhf.trainer.ppo_utils.experience_maker``. Each replaced
    method is kept on the class as ``_openrlhf_<name>`` so it can be restored. Run it in the
    process that computes advantages (with Ray, the one that builds the experience maker).
    """
    if module is None:
        from openrlhf.trainer.ppo_utils import experience_maker as module
    patched = []
    for name, cls in inspect.getmembers(module, inspect.isclass):
        if cls.__module__ != module.__name__:
            continue
        touched = False
        for attr, method in (("get_advantages_and_returns", _method_get_advantages_and_returns),
                             ("get_cumulative_returns", _method_get_cumulative_returns)):
            original = cls.__dict__.get(attr)
            if original is None or original is method:
                continue
            setattr(cls, "_openrlhf_" + attr, original)
            setattr(cls, attr, method)
            touched = True
        if touched:
            patched.append(name)
    return patched
