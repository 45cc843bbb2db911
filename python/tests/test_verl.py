"""agentrl.verl against veRL-style per-timestep loops (framework_loops.py, run in float64) and
against agentrl's fp64 reference, on random ragged padded batches."""

import numpy as np
import pytest
import torch

import agentrl
import agentrl.verl as V
import framework_loops as F
from conftest import assert_close, ragged_batch, reference


@pytest.mark.parametrize("gamma,lam", [(1.0, 0.95), (0.99, 0.9), (1.0, 1.0), (0.5, 0.0)])
def test_gae_matches_verl_loop_and_reference(shape, gamma, lam):
    r, v, m, _ = ragged_batch(*shape, seed=shape[0] * 7 + shape[1])
    adv, ret = V.compute_gae_advantage_return(r.float(), v.float(), m, gamma, lam)
    assert adv.dtype == ret.dtype == torch.float32 and adv.shape == r.shape
    want_adv, want_ret = F.verl_gae(r, v, m.double(), gamma, lam)
    assert_close(adv, want_adv, what="advantages vs veRL loop")
    assert_close(ret, want_ret, what="returns vs veRL loop")
    ref_adv, ref_ret = reference(r, v, m, estimator="gae", mask_mode="carry", gamma=gamma, lam=lam,
                                 whiten=True)
    assert_close(adv, ref_adv, what="advantages vs fp64 reference")
    assert_close(ret, ref_ret, what="returns vs fp64 reference")


@pytest.mark.parametrize("norm", [True, False])
@pytest.mark.parametrize("epsilon", [1e-6, 0.1])
def test_grpo_matches_verl_loop(shape, norm, epsilon):
    r, _, m, uids = ragged_batch(*shape, seed=3 + shape[1])
    adv, ret = V.compute_grpo_outcome_advantage(r.float(), m, uids, epsilon, norm)
    assert adv is ret
    want, _ = F.verl_grpo(r, m.double(), uids, epsilon, norm)
    assert_close(adv, want, what="grpo")
    if epsilon == 1e-6:
        ref, _ = reference(r, r, m, group=agentrl.group_ids(uids),
                           estimator="grpo" if norm else "drgrpo")
        assert_close(adv, ref, what="grpo vs fp64 reference")


@pytest.mark.parametrize("name,loop", [
    ("compute_rloo_outcome_advantage", F.verl_rloo),
    ("compute_reinforce_plus_plus_baseline_outcome_advantage", F.verl_reinforce_pp_baseline),
    ("compute_opo_outcome_advantage", F.verl_opo),
])
def test_group_estimators_match_verl_loops(shape, name, loop):
    r, _, m, uids = ragged_batch(*shape, seed=5 + shape[0])
    if shape[0] == 1:  # veRL's whitening needs two trainable tokens: make sure there are
        m[0, :2] = 1
    adv, ret = getattr(V, name)(r.float(), m, uids)
    assert adv is ret
    want, _ = loop(r, m.double(), uids)
    assert_close(adv, want, what=name)


def test_rloo_singleton_keeps_its_score_unlike_agentrl_rloo():
    r, _, m, _ = ragged_batch(6, 20, seed=1)
    m[:, 0] = 1
    uids = ["a", "a", "b", "c", "c", "c"]
    adv, _ = V.compute_rloo_outcome_advantage(r, m, uids)
    native, _ = agentrl.outcome(r, m, uids, estimator="rloo")
    assert float(adv[2, 0]) == pytest.approx(float(r[2].sum()), rel=1e-6)
    assert float(native[2, 0]) == 0.0
    keep = [0, 1, 3, 4, 5]
    assert torch.equal(adv[keep], native[keep])


@pytest.mark.parametrize("gamma", [1.0, 0.9])
def test_reinforce_plus_plus_matches_verl_loop(shape, gamma):
    r, _, m, _ = ragged_batch(*shape, seed=9 + shape[1])
    m[0, :2] = 1
    adv, ret = V.compute_reinforce_plus_plus_outcome_advantage(r.float(), m, {"gamma": gamma})
    want_adv, want_ret = F.verl_reinforce_pp(r, m.double(), gamma)
    assert_close(ret, want_ret, what="returns")
    assert_close(adv, want_adv, what="advantages")


def test_reinforce_plus_plus_needs_gamma_from_config():
    r, _, m, _ = ragged_batch(2, 8, seed=0)
    with pytest.raises(ValueError, match="config"):
        V.compute_reinforce_plus_plus_outcome_advantage(r, m, None)


@pytest.mark.parametrize("dtype", [torch.bool, torch.uint8, torch.int32, torch.int64, torch.float32,
                                   torch.bfloat16, torch.float64])
def test_every_mask_dtype_gives_the_same_result(dtype):
    r, v, m, uids = ragged_batch(16, 70, seed=2)
    r, v = r.float(), v.float()
    want = V.compute_gae_advantage_return(r, v, m, 0.99, 0.95)
    if dtype == torch.float64:  # veRL's expression would promote the outputs to float64
        with pytest.raises(TypeError, match="response_mask"):
            V.compute_gae_advantage_return(r, v, m.to(dtype), 0.99, 0.95)
        return
    got = V.compute_gae_advantage_return(r, v, m.to(dtype), 0.99, 0.95)
    assert torch.equal(got[0], want[0]) and torch.equal(got[1], want[1])
    assert torch.equal(V.compute_grpo_outcome_advantage(r, m.to(dtype), uids)[0],
                       V.compute_grpo_outcome_advantage(r, m, uids)[0])


def test_non_contiguous_inputs_give_the_contiguous_bits():
    r, v, m, uids = ragged_batch(24, 90, seed=4)
    r, v = r.float(), v.float()
    want = V.compute_gae_advantage_return(r, v, m, 0.99, 0.95)
    # transposed storage, a column slice of a wider tensor, and a row-broadcast mask
    rt, vt, mt = (x.t().contiguous().t() for x in (r, v, m))
    wide = torch.zeros(24, 100)
    wide[:, 7:97] = r
    got = V.compute_gae_advantage_return(wide[:, 7:97], vt, mt, 0.99, 0.95)
    assert not wide[:, 7:97].is_contiguous() and not vt.is_contiguous()
    assert torch.equal(got[0], want[0]) and torch.equal(got[1], want[1])
    row_mask = m[3:4].expand(24, 90)
    assert torch.equal(V.compute_gae_advantage_return(r, v, row_mask, 0.99, 0.95)[0],
                       V.compute_gae_advantage_return(r, v, row_mask.contiguous(), 0.99, 0.95)[0])
    assert torch.equal(V.compute_opo_outcome_advantage(rt, mt, uids)[0],
                       V.compute_opo_outcome_advantage(r, m, uids)[0])


def test_bfloat16_in_bfloat16_out_rounded_once():
    r, v, m, uids = ragged_batch(32, 64, seed=6, dtype=torch.bfloat16)
    adv, ret = V.compute_gae_advantage_return(r, v, m, 0.99, 0.95)
    assert adv.dtype == ret.dtype == torch.bfloat16
    want_adv, want_ret = F.verl_gae(r.double(), v.double(), m.double(), 0.99, 0.95)
    # one rounding of the exact result to bf16: within half a bf16 step (2^-9 relative)
    assert_close(adv, want_adv, tol=2 ** -8, what="bf16 advantages")
    assert_close(ret, want_ret, tol=2 ** -8, what="bf16 returns")
    g, _ = V.compute_grpo_outcome_advantage(r, m, uids)
    assert g.dtype == torch.bfloat16
    assert_close(g, F.verl_grpo(r.double(), m.double(), uids)[0], tol=2 ** -8, what="bf16 grpo")


def test_output_dtypes_follow_verls_promotion():
    r, v, m, uids = ragged_batch(4, 16, seed=8)
    rb, vf = r.bfloat16(), v.float()
    adv, ret = V.compute_gae_advantage_return(rb, vf, m, 1.0, 0.95)
    assert adv.dtype == ret.dtype == torch.float32  # bf16 + f32 → f32, as veRL's loop gives
    adv, _ = V.compute_grpo_outcome_advantage(rb, m.float(), uids)
    assert adv.dtype == torch.float32  # scores (bf16) × float mask
    adv, ret = V.compute_reinforce_plus_plus_outcome_advantage(rb, m.float(), {"gamma": 1.0})
    assert ret.dtype == torch.bfloat16 and adv.dtype == torch.float32  # zeros_like(rewards)


def test_whitening_with_fewer_than_two_trainable_tokens_raises_like_verl():
    r, v, m, uids = ragged_batch(3, 10, seed=1)
    m.zero_()
    m[1, 4] = 1
    with pytest.raises(ValueError, match="response_mask.*two trainable"):
        V.compute_gae_advantage_return(r, v, m, 1.0, 0.95)
    with pytest.raises(ValueError):
        F.verl_gae(r, v, m.double(), 1.0, 0.95)
    with pytest.raises(ValueError, match="response_mask"):
        V.compute_reinforce_plus_plus_baseline_outcome_advantage(r, m, uids)


def test_index_may_be_strings_ints_or_a_tensor():
    r, _, m, uids = ragged_batch(12, 30, seed=12)
    as_codes = torch.from_numpy(np.unique(uids, return_inverse=True)[1] * 7 + 3)
    a = V.compute_grpo_outcome_advantage(r, m, uids)[0]
    assert torch.equal(a, V.compute_grpo_outcome_advantage(r, m, list(uids))[0])
    assert torch.equal(a, V.compute_grpo_outcome_advantage(r, m, as_codes)[0])
    assert torch.equal(a, V.compute_grpo_outcome_advantage(r, m, as_codes.numpy())[0])
