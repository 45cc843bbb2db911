"""Operator-level checks in the spirit of torch.library.opcheck (which PyTorch 1.13 lacks):
schemas parse and carry the frameworks' argument names, TorchScript (script and trace) calls the
ops, inputs are never mutated and outputs never alias them, autograd is cut, and bad arguments
raise Python exceptions naming the argument."""

import inspect

import pytest
import torch

import agentrl
import agentrl.openrlhf as O
import agentrl.verl as V
from conftest import ragged_batch

OPS = ["verl_compute_gae_advantage_return", "verl_compute_grpo_outcome_advantage",
       "verl_compute_rloo_outcome_advantage",
       "verl_compute_reinforce_plus_plus_baseline_outcome_advantage",
       "verl_compute_opo_outcome_advantage", "verl_compute_reinforce_plus_plus_outcome_advantage",
       "openrlhf_get_advantages_and_returns", "openrlhf_get_cumulative_returns", "scan", "outcome",
       "reference"]


@pytest.mark.parametrize("name", OPS)
def test_schema_parses_and_round_trips(name):
    schema = getattr(torch.ops.agentrl, name).default._schema
    assert schema.name == f"agentrl::{name}"
    assert str(torch._C.parse_schema(str(schema))) == str(schema)
    assert not any(a.alias_info for a in schema.arguments)  # nothing written in place


@pytest.mark.parametrize("op,fn", [
    ("verl_compute_gae_advantage_return", V.compute_gae_advantage_return),
    ("verl_compute_grpo_outcome_advantage", V.compute_grpo_outcome_advantage),
    ("verl_compute_rloo_outcome_advantage", V.compute_rloo_outcome_advantage),
    ("verl_compute_opo_outcome_advantage", V.compute_opo_outcome_advantage),
    ("openrlhf_get_advantages_and_returns", O.get_advantages_and_returns),
    ("openrlhf_get_cumulative_returns", O.get_cumulative_returns),
])
def test_schema_arguments_are_the_frameworks(op, fn):
    schema_args = [a.name for a in getattr(torch.ops.agentrl, op).default._schema.arguments]
    params = [p for p in inspect.signature(fn).parameters.values()
              if p.kind is p.POSITIONAL_OR_KEYWORD and p.name != "config"]
    # veRL's functions also take arguments they ignore (epsilon for RLOO and OPO): a prefix
    assert schema_args == [p.name for p in params][:len(schema_args)]


def _gae_and_grpo(r: torch.Tensor, v: torch.Tensor, m: torch.Tensor, index: torch.Tensor):
    adv, ret = torch.ops.agentrl.verl_compute_gae_advantage_return(r, v, m, 1.0, 0.95)
    g = torch.ops.agentrl.verl_compute_grpo_outcome_advantage(r, m, index, 1e-6, True)
    o_adv, o_ret = torch.ops.agentrl.openrlhf_get_advantages_and_returns(v, r, m, 0.99, 0.9)
    s_adv, s_ret = torch.ops.agentrl.scan(r, v, m, None, "gae_adaptive", "zero", 1.0, 0.95, None,
                                          None, 0.05, None, True)
    return adv, ret, g, o_adv, o_ret, s_adv


def test_torchscript_script_and_trace_call_the_ops():
    r, v, m, uids = ragged_batch(8, 40, seed=1)
    args = (r.float(), v.float(), m, agentrl.group_ids(uids))
    eager = _gae_and_grpo(*args)
    scripted = torch.jit.script(_gae_and_grpo)
    assert "agentrl::verl_compute_gae_advantage_return" in str(scripted.graph)
    traced = torch.jit.trace(_gae_and_grpo, args, check_trace=False)
    for out in (scripted(*args), traced(*args)):
        for a, b in zip(eager, out):
            assert torch.equal(a, b)


def test_inputs_untouched_and_outputs_fresh():
    r, v, m, uids = ragged_batch(8, 40, seed=2)
    r, v = r.float(), v.float()
    copies = [x.clone() for x in (r, v, m)]
    outs = (*V.compute_gae_advantage_return(r, v, m, 0.9, 0.9),
            *O.get_advantages_and_returns(v, r, m, 0.9, 0.9),
            V.compute_grpo_outcome_advantage(r, m, uids)[0],
            *V.compute_reinforce_plus_plus_outcome_advantage(r, m, {"gamma": 0.9}))
    for x, c in zip((r, v, m), copies):
        assert torch.equal(x, c)
    inputs = {x.data_ptr() for x in (r, v, m)}
    ptrs = [o.data_ptr() for o in outs]
    assert not inputs & set(ptrs) and len(set(ptrs)) == len(ptrs)


def test_outputs_are_detached():
    r, v, m, uids = ragged_batch(4, 16, seed=3)
    r, v = r.float().requires_grad_(), v.float().requires_grad_()
    adv, ret = V.compute_gae_advantage_return(r, v, m, 1.0, 0.95)
    assert not adv.requires_grad and not ret.requires_grad and adv.grad_fn is None
    adv, _ = V.compute_grpo_outcome_advantage(r, m, uids)
    assert not adv.requires_grad


def test_errors_name_the_argument():
    r, v, m, uids = ragged_batch(4, 16, seed=4)
    r, v = r.float(), v.float()
    gae = V.compute_gae_advantage_return
    with pytest.raises(ValueError, match=r"values: shape \[4, 15\]"):
        gae(r, v[:, :15], m, 1.0, 0.95)
    with pytest.raises(ValueError, match="response_mask: shape"):
        gae(r, v, m[:3], 1.0, 0.95)
    with pytest.raises(ValueError, match="token_level_rewards: shape"):
        gae(r[0], v[0], m[0], 1.0, 0.95)
    with pytest.raises(TypeError, match="token_level_rewards: dtype"):
        gae(r.long(), v, m, 1.0, 0.95)
    with pytest.raises(TypeError, match="values: dtype"):
        gae(r, v.half(), m, 1.0, 0.95)
    with pytest.raises(TypeError, match="response_mask: dtype"):
        gae(r, v, m.to(torch.int16), 1.0, 0.95)
    bad = m.clone()
    bad[2, 9] = 2
    with pytest.raises(ValueError, match="response_mask: the value at row 2, column 9"):
        gae(r, v, bad, 1.0, 0.95)
    half = m.float()
    half[2, 9] = 0.5
    with pytest.raises(ValueError, match="action_mask: the value at row 2, column 9"):
        O.get_advantages_and_returns(v, r, half, 1.0, 0.95)
    with pytest.raises(ValueError, match="gamma"):
        gae(r, v, m, 1.5, 0.95)
    with pytest.raises(ValueError, match="lam"):
        gae(r, v, m, 1.0, -0.1)
    with pytest.raises(ValueError, match=r"index: shape \[3\]"):
        V.compute_grpo_outcome_advantage(r, m, uids[:3])
    with pytest.raises(ValueError, match="estimator: 'gea'"):
        agentrl.scan(r, v, m, estimator="gea")
    with pytest.raises(ValueError, match="mask_mode"):
        agentrl.scan(r, v, m, mask_mode="skip")
    with pytest.raises(ValueError, match="values: required"):
        agentrl.scan(r, None, m, estimator="gae")
    with pytest.raises(ValueError, match="cu_seqlens: ends at"):
        agentrl.scan(r.view(-1), v.view(-1), m.view(-1), cu_seqlens=torch.tensor([0, 5, 60]))
    with pytest.raises(ValueError, match="cu_seqlens: decreases"):
        agentrl.scan(r.view(-1), v.view(-1), m.view(-1), cu_seqlens=torch.tensor([0, 40, 30, 64]))


def test_cuda_tensors_run_the_cuda_path_or_say_why_not():
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device here (the CPU-only python3-torch cannot make CUDA tensors)")
    r, v, m, uids = ragged_batch(16, 100, seed=5)
    r, v = r.float(), v.float()
    want = V.compute_gae_advantage_return(r, v, m, 0.99, 0.95)
    try:
        got = V.compute_gae_advantage_return(r.cuda(), v.cuda(), m.cuda(), 0.99, 0.95)
    except NotImplementedError as e:
        assert "CUDA" in str(e)
        return
    assert got[0].is_cuda
    torch.testing.assert_close(got[0].cpu(), want[0], rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(got[1].cpu(), want[1], rtol=1e-5, atol=1e-5)
