"""agentrl.scan / agentrl.outcome (estimators.h's semantics) against the fp64 reference on random
ragged batches, padded and packed; per-sequence λ; bootstrap; thread-count independence."""

import zlib

import pytest
import torch

import agentrl
from conftest import assert_close, padded_to_packed, ragged_batch, reference

SCAN_CASES = [
    dict(estimator=e, mask_mode=mode, whiten=whiten, lam_critic=critic)
    for e in ("gae", "gae_adaptive", "returns")
    for mode in ("carry", "zero")
    for whiten in (False, True)
    for critic in (None, 1.0)
    if not (critic is not None and e == "returns")
]


def _id(case):
    return "-".join(str(v) for v in case.values() if v not in (None, False))


@pytest.mark.parametrize("case", SCAN_CASES, ids=_id)
def test_scan_matches_reference_padded_and_packed(case):
    r, v, m, _ = ragged_batch(29, 77, seed=zlib.crc32(_id(case).encode()) % 1000)
    boot = torch.randn(29, generator=torch.Generator().manual_seed(1)) * (torch.arange(29) % 2)
    params = dict(case, gamma=0.99, lam=0.95, alpha=0.05)
    ref_adv, ref_ret = reference(r, v, m, bootstrap=boot, **params)
    adv, ret = agentrl.scan(r.float(), v.float(), m, bootstrap=boot, **params)
    assert_close(adv, ref_adv, what="padded advantages")
    assert_close(ret, ref_ret, what="padded returns")
    cu, rp, vp, mp = padded_to_packed(r.float(), v.float(), m)
    adv_p, ret_p = agentrl.scan(rp, vp, mp, cu_seqlens=cu, bootstrap=boot, **params)
    assert adv_p.shape == rp.shape
    assert_close(adv_p.view(29, 77), ref_adv, what="packed advantages")
    assert_close(ret_p.view(29, 77), ref_ret, what="packed returns")


def test_packed_ragged_batch_with_uneven_lengths():
    lengths = [0, 1, 2, 15, 16, 17, 300, 3, 0, 64]
    g = torch.Generator().manual_seed(3)
    n = sum(lengths)
    r, v = torch.randn(n, generator=g), torch.rand(n, generator=g)
    m = (torch.rand(n, generator=g) < 0.7).to(torch.uint8)
    cu = torch.tensor([0] + lengths).cumsum(0)
    group = torch.arange(len(lengths)) // 3
    for est in ("gae", "returns"):
        adv, ret = agentrl.scan(r, v, m, cu_seqlens=cu, estimator=est, gamma=0.97, lam=0.9)
        ref_adv, ref_ret = torch.ops.agentrl.reference(cu, r, v, m, group, estimator=est, gamma=0.97,
                                                       lam=0.9)
        assert_close(adv, ref_adv, what=est)
        assert_close(ret, ref_ret, what=est)
    for est in ("grpo", "drgrpo", "rloo", "reinforce_pp_baseline", "opo"):
        adv, _ = agentrl.outcome(r, m, group, cu_seqlens=cu, estimator=est)
        ref, _ = torch.ops.agentrl.reference(cu, r, v, m, group, estimator=est)
        assert_close(adv, ref, what=est)


@pytest.mark.parametrize("estimator", ["grpo", "drgrpo", "rloo", "reinforce_pp_baseline", "opo"])
def test_outcome_matches_reference(shape, estimator):
    r, v, m, uids = ragged_batch(*shape, seed=shape[0] * 3 + 1)
    adv, ret = agentrl.outcome(r.float(), m, uids, estimator=estimator)
    assert adv is ret
    ref, _ = reference(r, v, m, group=agentrl.group_ids(uids), estimator=estimator)
    assert_close(adv, ref, what=estimator)


@pytest.mark.parametrize("mode", ["carry", "zero"])
def test_per_sequence_lambda_is_each_rows_own_gae(mode):
    r, v, m, _ = ragged_batch(12, 50, seed=21)
    lam = torch.linspace(0, 1, 12)
    adv, ret = agentrl.scan(r.float(), v.float(), m, mask_mode=mode, gamma=0.98, lam=lam)
    for i in range(12):
        ref_adv, ref_ret = reference(r[i:i + 1], v[i:i + 1], m[i:i + 1], mask_mode=mode, gamma=0.98,
                                     lam=float(lam[i]))
        assert_close(adv[i:i + 1], ref_adv, what=f"row {i} advantages")
        assert_close(ret[i:i + 1], ref_ret, what=f"row {i} returns")
    with pytest.raises(ValueError, match="lam"):
        agentrl.scan(r.float(), v.float(), m, lam=torch.full((12,), 1.5))
    with pytest.raises(ValueError, match="lam"):
        agentrl.scan(r.float(), v.float(), m, lam=torch.full((11,), 0.5))


def test_results_do_not_depend_on_the_thread_count():
    r, v, m, uids = ragged_batch(200, 300, seed=2)
    r, v = r.float(), v.float()
    before = torch.get_num_threads()
    try:
        torch.set_num_threads(1)
        one = agentrl.scan(r, v, m, gamma=0.99, whiten=True)
        one_g = agentrl.outcome(r, m, uids, estimator="reinforce_pp_baseline")[0]
        torch.set_num_threads(2)
        two = agentrl.scan(r, v, m, gamma=0.99, whiten=True)
        two_g = agentrl.outcome(r, m, uids, estimator="reinforce_pp_baseline")[0]
    finally:
        torch.set_num_threads(before)
    assert torch.equal(one[0], two[0]) and torch.equal(one[1], two[1]) and torch.equal(one_g, two_g)


def test_mask_absent_means_every_token_trainable():
    r, v, m, _ = ragged_batch(5, 33, seed=4)
    ones = torch.ones_like(m)
    a = agentrl.scan(r.float(), v.float(), None, gamma=0.9, whiten=True)
    b = agentrl.scan(r.float(), v.float(), ones, gamma=0.9, whiten=True)
    assert torch.equal(a[0], b[0]) and torch.equal(a[1], b[1])


def test_group_ids():
    ids = agentrl.group_ids(["x", "y", "x", ("t", 1), ("t", 1)])
    assert ids.dtype == torch.int64
    assert ids[0] == ids[2] and ids[3] == ids[4] and len({int(i) for i in ids}) == 3
    with pytest.raises(TypeError, match="index"):
        agentrl.group_ids(torch.tensor([0.5, 1.0]))


def test_empty_batches():
    for shape in [(0, 10), (3, 0)]:
        r = torch.zeros(shape)
        adv, ret = agentrl.scan(r, r, r.long(), whiten=True)
        assert adv.shape == ret.shape == shape
        adv, _ = agentrl.outcome(r, r.long(), torch.zeros(shape[0], dtype=torch.long))
        assert adv.shape == shape
