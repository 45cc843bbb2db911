"""veRL's advantage estimators with veRL's signatures, semantics and dtypes, on agentrl's kernels.

Drop-in replacements for the functions of ``verl/trainer/ppo/core_algos.py``:

  compute_gae_advantage_return(token_level_rewards, values, response_mask, gamma, lam)
  compute_grpo_outcome_advantage(token_level_rewards, response_mask, index, epsilon=1e-6,
                                 norm_adv_by_std_in_grpo=True, config=None)
  compute_rloo_outcome_advantage(token_level_rewards, response_mask, index, ...)
  compute_reinforce_plus_plus_outcome_advantage(token_level_rewards, response_mask, config)
  compute_reinforce_plus_plus_baseline_outcome_advantage(token_level_rewards, response_mask, index)
  compute_opo_outcome_advantage(token_level_rewards, response_mask, index, ...)

each returning ``(advantages, returns)`` like veRL (the outcome estimators return the same tensor
twice, as veRL does). ``index`` is veRL's ``uid`` array (any hashable ids, or an integer tensor).

Using them inside veRL
----------------------
Importing this module with veRL importable registers the outcome estimators with veRL's
registry under names of their own (veRL calls its ``gae`` and ``grpo`` directly, bypassing the
registry, so those two names cannot be taken over)::

    agentrl_grpo, agentrl_rloo, agentrl_reinforce_plus_plus,
    agentrl_reinforce_plus_plus_baseline, agentrl_opo

veRL imports the modules named in ``VERL_USE_EXTERNAL_MODULES`` when it is imported, in the
driver and in every Ray worker that has the variable::

    export VERL_USE_EXTERNAL_MODULES=agentrl.verl
    python3 -m verl.trainer.main_ppo algorithm.adv_estimator=agentrl_grpo ...
      # for a Ray cluster started elsewhere, pass the variable to its workers too:
      +ray_kwargs.ray_init.runtime_env.env_vars.VERL_USE_EXTERNAL_MODULES=agentrl.verl

``agentrl_grpo`` reads ``algorithm.norm_adv_by_std_in_grpo`` from the config veRL passes
(False gives Dr. GRPO); ``agentrl_reinforce_plus_plus`` reads ``algorithm.gamma``.

GAE cannot go through the registry: veRL's registry call passes no ``values``. With
``AGENTRL_VERL_PATCH_GAE=1`` in the environment as well, importing this module replaces
``verl.trainer.ppo.core_algos.compute_gae_advantage_return`` (what veRL's trainer calls for
``algorithm.adv_estimator=gae``) with :func:`compute_gae_advantage_return`; or call
:func:`patch_gae` yourself.

Where agentrl differs from veRL (documented, not hidden): statistics are fp64, so bf16 inputs
give the fp64 result rounded once instead of veRL's bf16 arithmetic; masked means divide by the
mask count exactly, where veRL adds 1e-8 to the count (a relative 1e-8/N); OPO with a group
whose responses have no trainable tokens gives the plain score where veRL divides 0 by 0; mask
values other than 0 and 1 are refused (veRL would scale by them).
"""

import importlib.util
import os
from typing import Any, Optional

import torch

from ._native import group_ids

_ops = torch.ops.agentrl
_gae = _ops.verl_compute_gae_advantage_return.default
_grpo = _ops.verl_compute_grpo_outcome_advantage.default
_rloo = _ops.verl_compute_rloo_outcome_advantage.default
_rpp = _ops.verl_compute_reinforce_plus_plus_outcome_advantage.default
_rpp_baseline = _ops.verl_compute_reinforce_plus_plus_baseline_outcome_advantage.default
_opo = _ops.verl_compute_opo_outcome_advantage.default


def _config_get(config: Any, key: str, default=None):
    if config is None:
        return default
    if hasattr(config, "get"):
        return config.get(key, default)
    return getattr(config, key, default)


def compute_gae_advantage_return(token_level_rewards: torch.Tensor, values: torch.Tensor,
                                 response_mask: torch.Tensor, gamma, lam):
    """veRL's GAE: observation tokens (mask 0) skipped, advantages whitened over the mask.

    Per row, right to left, from (A, V_next) = (0, 0): a mask-1 token sets
    δ = r + γ·V_next − V, A = δ + γλ·A, V_next = V; a mask-0 token keeps both. Every token gets
    the current A; returns = A + values; advantages are then whitened with the mask's mean and
    unbiased variance ((A − μ)/sqrt(σ² + 1e-8), at every token, padding included). Raises
    ValueError when the mask has fewer than two ones (veRL's masked_whiten does).

    Shapes [B, T]; dtype: the promotion of the three inputs' dtypes (float32 or bfloat16).
    """
    return _gae(token_level_rewards, values, response_mask, float(gamma), float(lam))


def compute_grpo_outcome_advantage(token_level_rewards: torch.Tensor,
                                   response_mask: torch.Tensor, index,
                                   epsilon: float = 1e-6, norm_adv_by_std_in_grpo: bool = True,
                                   config: Optional[Any] = None):
    """veRL's GRPO: score = sum of the row's rewards; (score − mean)/(std + epsilon) within the
    group (unbiased std; a singleton group uses mean 0, std 1), or score − mean when
    ``norm_adv_by_std_in_grpo`` is False (Dr. GRPO); times the mask. ``config`` is ignored,
    as in veRL."""
    adv = _grpo(token_level_rewards, response_mask, group_ids(index), float(epsilon),
                bool(norm_adv_by_std_in_grpo))
    return adv, adv


def compute_rloo_outcome_advantage(token_level_rewards: torch.Tensor,
                                   response_mask: torch.Tensor, index,
                                   epsilon: float = 1e-6, config: Optional[Any] = None,
                                   **kwargs):
    """veRL's RLOO: n/(n−1)·(score − group mean) (the score minus the mean of the others); a
    singleton group keeps its score (veRL's rule; agentrl's own rloo gives 0); times the mask."""
    adv = _rloo(token_level_rewards, response_mask, group_ids(index))
    return adv, adv


def compute_reinforce_plus_plus_baseline_outcome_advantage(token_level_rewards: torch.Tensor,
                                                           response_mask: torch.Tensor, index,
                                                           epsilon: float = 1e-6,
                                                           config: Optional[Any] = None,
                                                           **kwargs):
    """veRL's REINFORCE++ with baseline: score − group mean (a singleton's mean is 0), spread
    over the row, whitened over the mask's tokens and multiplied by the mask. Raises ValueError
    when the mask has fewer than two ones."""
    adv = _rpp_baseline(token_level_rewards, response_mask, group_ids(index))
    return adv, adv


def compute_opo_outcome_advantage(token_level_rewards: torch.Tensor, response_mask: torch.Tensor,
                                  index, epsilon: float = 1e-6, config: Optional[Any] = None,
                                  **kwargs):
    """veRL's OPO: score minus the group's length-weighted mean score (lengths = the mask's
    ones per row; a singleton's baseline is 0), times the mask."""
    adv = _opo(token_level_rewards, response_mask, group_ids(index))
    return adv, adv


def compute_reinforce_plus_plus_outcome_advantage(token_level_rewards: torch.Tensor,
                                                  response_mask: torch.Tensor,
                                                  config: Optional[Any] = None, **kwargs):
    """veRL's REINFORCE++: returns G_t = r_t + γ·G_{t+1}, the running return reset to 0 after
    every mask-0 token (rewards not masked); advantages = G whitened over the mask, times the
    mask. γ is ``config.gamma`` (veRL requires a config; so does this)."""
    gamma = _config_get(config, "gamma")
    if gamma is None:
        raise ValueError("config: veRL's REINFORCE++ reads gamma from the algorithm config; "
                         "pass config with a gamma")
    return _rpp(token_level_rewards, response_mask, float(gamma))


# ---- veRL's registry ----

def _registered_grpo(token_level_rewards, response_mask, index, epsilon: float = 1e-6,
                     norm_adv_by_std_in_grpo: Optional[bool] = None, config=None, **kwargs):
    # veRL's registry call passes the algorithm config, not the flag.
    if norm_adv_by_std_in_grpo is None:
        norm_adv_by_std_in_grpo = _config_get(config, "norm_adv_by_std_in_grpo", True)
    return compute_grpo_outcome_advantage(token_level_rewards, response_mask, index, epsilon,
                                          norm_adv_by_std_in_grpo)


#: The names this module registers with veRL, and what each runs.
REGISTERED = {
    "agentrl_grpo": _registered_grpo,
    "agentrl_rloo": compute_rloo_outcome_advantage,
    "agentrl_reinforce_plus_plus": compute_reinforce_plus_plus_outcome_advantage,
    "agentrl_reinforce_plus_plus_baseline": compute_reinforce_plus_plus_baseline_outcome_advantage,
    "agentrl_opo": compute_opo_outcome_advantage,
}


def register(core_algos=None) -> list:
    """Registers :data:`REGISTERED` with veRL's ``register_adv_est``; returns the names.

    ``core_algos`` defaults to ``verl.trainer.ppo.core_algos``. Registering twice is harmless.
    """
    if core_algos is None:
        from verl.trainer.ppo import core_algos
    for name, fn in REGISTERED.items():
        core_algos.register_adv_est(name)(fn)
    return list(REGISTERED)


def patch_gae(core_algos=None):
    """Makes veRL's trainer use :func:`compute_gae_advantage_return` for ``gae``.

    Replaces ``core_algos.compute_gae_advantage_return`` (veRL's trainer looks it up there at
    each step) and returns the function it replaced, so a caller can put it back.
    """
    if core_algos is None:
        from verl.trainer.ppo import core_algos
    original = core_algos.compute_gae_advantage_return
    if original is not compute_gae_advantage_return:
        core_algos.compute_gae_advantage_return = compute_gae_advantage_return
    return original


def _register_if_verl_present():
    if importlib.util.find_spec("verl") is None:
        return
    from verl.trainer.ppo import core_algos  # veRL is there: its import errors are real errors
    register(core_algos)
    if os.environ.get("AGENTRL_VERL_PATCH_GAE", "") == "1":
        patch_gae(core_algos)


_register_if_verl_present()
