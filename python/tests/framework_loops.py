"""Per-timestep PyTorch implementations in the style the RL frameworks write them: a reverse loop
over the response length issuing batched tensor ops per step. Written here, for the tests and
the benchmark, from the frameworks' published semantics (veRL's core_algos.py and
torch_functional.py, OpenRLHF's experience_maker.py); run them in float64 to get a reference.

Each function states the framework rule it transcribes, observation-mask behaviour included.
"""

from collections import defaultdict

import torch


# ---- veRL ----

def verl_whiten(x, mask):
    """veRL masked_whiten: mean over the mask (count + 1e-8), unbiased variance (raises with
    fewer than two ones), (x − mean)·rsqrt(var + 1e-8) at every position."""
    count = mask.sum()
    mean = (x * mask).sum() / (count + 1e-8)
    var = ((x - mean) ** 2 * mask).sum() / (count + 1e-8)
    if count == 0:
        raise ValueError("At least one element in the mask has to be 1.")
    if count == 1:
        raise ValueError("The sum of the mask is one, which can cause a division by zero.")
    var = var * count / (count - 1)
    return (x - mean) * torch.rsqrt(var + 1e-8)


def verl_gae(rewards, values, mask, gamma, lam):
    """veRL GAE: observation tokens keep the running advantage and next value unchanged."""
    next_value = torch.zeros_like(rewards[:, 0])
    running = torch.zeros_like(rewards[:, 0])
    steps = []
    for t in range(rewards.shape[1] - 1, -1, -1):
        m = mask[:, t]
        delta = rewards[:, t] + gamma * next_value - values[:, t]
        candidate = delta + gamma * lam * running
        next_value = values[:, t] * m + (1 - m) * next_value
        running = candidate * m + (1 - m) * running
        steps.append(running)
    adv = torch.stack(steps[::-1], dim=1)
    ret = adv + values
    return verl_whiten(adv, mask), ret


def _scores_by_group(scores, index):
    groups = defaultdict(list)
    for i in range(scores.shape[0]):
        groups[index[i]].append(scores[i])
    return groups


def verl_grpo(rewards, mask, index, epsilon=1e-6, norm_by_std=True):
    """veRL GRPO: the row's reward sum, normalised within its group one score at a time."""
    scores = rewards.sum(dim=-1)
    groups = _scores_by_group(scores, index)
    mean, std = {}, {}
    for g, members in groups.items():
        if len(members) == 1:
            mean[g], std[g] = torch.tensor(0.0, dtype=scores.dtype), torch.tensor(1.0, dtype=scores.dtype)
        else:
            stacked = torch.stack(members)
            mean[g], std[g] = stacked.mean(), stacked.std()
    out = scores.clone()
    for i in range(scores.shape[0]):
        g = index[i]
        out[i] = (scores[i] - mean[g]) / (std[g] + epsilon) if norm_by_std else scores[i] - mean[g]
    adv = out.unsqueeze(-1) * mask
    return adv, adv


def _centred_scores(rewards, index, loo_scale):
    """Each row's score minus its group's mean, one row at a time; with loo_scale, both scaled
    by n/(n−1) (RLOO: the score minus the others' mean). A singleton keeps its score."""
    scores = rewards.sum(dim=-1)
    groups = _scores_by_group(scores, index)
    out = scores.clone()
    for i in range(scores.shape[0]):
        members = groups[index[i]]
        n = len(members)
        if n > 1:
            mean = torch.stack(members).mean()
            k = n / (n - 1) if loo_scale else 1.0
            out[i] = scores[i] * k - mean * k
    return out


def verl_rloo(rewards, mask, index):
    """veRL RLOO: n/(n−1)·score − n/(n−1)·mean; a singleton keeps its score."""
    adv = _centred_scores(rewards, index, loo_scale=True).unsqueeze(-1) * mask
    return adv, adv


def verl_reinforce_pp_baseline(rewards, mask, index):
    """veRL REINFORCE++ baseline: score − group mean, tiled over the row, whitened, × mask."""
    out = _centred_scores(rewards, index, loo_scale=False)
    tiled = out.unsqueeze(-1).tile([1, rewards.shape[1]]) * mask
    adv = verl_whiten(tiled, mask) * mask
    return adv, adv


def verl_opo(rewards, mask, index):
    """veRL OPO: score minus the group's mean score weighted by response lengths (mask sums)."""
    lengths = mask.sum(dim=-1)
    scores = rewards.sum(dim=-1)
    groups = _scores_by_group(scores, index)
    group_lengths = _scores_by_group(lengths, index)
    out = scores.clone()
    for i in range(scores.shape[0]):
        g = index[i]
        if len(groups[g]) > 1:
            s, l = torch.stack(groups[g]), torch.stack(group_lengths[g])
            out[i] = scores[i] - (l * s).sum() / l.sum()
    adv = out.unsqueeze(-1) * mask
    return adv, adv


def verl_reinforce_pp(rewards, mask, gamma):
    """veRL REINFORCE++: running = r_t + γ·running, stored, then reset where the mask is 0."""
    returns = torch.zeros_like(rewards)
    running = torch.zeros_like(rewards[:, 0])
    for t in range(rewards.shape[1] - 1, -1, -1):
        running = rewards[:, t] + gamma * running
        returns[:, t] = running
        running = running * mask[:, t]
    adv = verl_whiten(returns, mask) * mask
    return adv, returns


# ---- OpenRLHF ----

def openrlhf_gae(values, rewards, action_mask, gamma, lambd):
    """OpenRLHF GAE: rewards and values masked first, the recurrence runs through every token."""
    if action_mask is not None:
        values = action_mask * values
        rewards = action_mask * rewards
    running = torch.zeros_like(rewards[:, 0])
    steps = []
    length = rewards.shape[1]
    for t in range(length - 1, -1, -1):
        next_value = values[:, t + 1] if t < length - 1 else 0.0
        delta = rewards[:, t] + gamma * next_value - values[:, t]
        running = delta + gamma * lambd * running
        steps.append(running)
    adv = torch.stack(steps[::-1], dim=1)
    return adv, adv + values


def openrlhf_cumulative_returns(rewards, action_mask, gamma):
    """OpenRLHF REINFORCE returns: masked rewards, discounted sum from the right."""
    if action_mask is not None:
        rewards = action_mask * rewards
    returns = torch.zeros_like(rewards)
    running = torch.zeros_like(rewards[:, 0])
    for t in range(rewards.shape[1] - 1, -1, -1):
        running = rewards[:, t] + gamma * running
        returns[:, t] = running
    return returns


# ---- the reverse-cumsum shortcut (valid at γ = λ = 1 only) ----

def reverse_cumsum_gae(rewards, values, mask):
    """GAE at γ = λ = 1 in zero mode, without a loop: A_t = Σ_{s≥t} m_s·r_s − m_t·V_t, since
    every δ telescopes (the shortcut some trainers take when γ = λ = 1)."""
    r = rewards * mask
    v = values * mask
    returns = r.flip(-1).cumsum(-1).flip(-1)
    return returns - v, returns
