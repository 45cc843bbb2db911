"""agentrl.openrlhf against OpenRLHF-style per-timestep loops and agentrl's fp64 reference, and
its patch helper on a stand-in experience-maker module."""

import types

import pytest
import torch

import agentrl.openrlhf as O
import framework_loops as F
from conftest import assert_close, ragged_batch, reference


@pytest.mark.parametrize("gamma,lambd", [(1.0, 0.95), (0.99, 0.9), (1.0, 1.0), (0.9, 0.0)])
def test_gae_matches_openrlhf_loop_and_reference(shape, gamma, lambd):
    r, v, m, _ = ragged_batch(*shape, seed=shape[0] + 31 * shape[1])
    mask = m.bool()  # OpenRLHF's action_mask is bool
    adv, ret = O.get_advantages_and_returns(v.float(), r.float(), mask, gamma, lambd)
    want_adv, want_ret = F.openrlhf_gae(v, r, mask, gamma, lambd)
    assert_close(adv, want_adv, what="advantages vs OpenRLHF loop")
    assert_close(ret, want_ret, what="returns vs OpenRLHF loop")
    ref_adv, ref_ret = reference(r, v, m, estimator="gae", mask_mode="zero", gamma=gamma, lam=lambd)
    assert_close(adv, ref_adv, what="advantages vs fp64 reference")
    assert_close(ret, ref_ret, what="returns vs fp64 reference")


def test_gae_without_action_mask_treats_every_token_as_an_action():
    r, v, m, _ = ragged_batch(9, 40, seed=3)
    adv, ret = O.get_advantages_and_returns(v.float(), r.float(), None, 0.99, 0.95)
    want_adv, want_ret = F.openrlhf_gae(v, r, None, 0.99, 0.95)
    assert_close(adv, want_adv, what="advantages")
    assert_close(ret, want_ret, what="returns")


@pytest.mark.parametrize("gamma", [1.0, 0.97])
def test_cumulative_returns_match_openrlhf_loop(shape, gamma):
    r, _, m, _ = ragged_batch(*shape, seed=77 + shape[1])
    got = O.get_cumulative_returns(r.float(), m.bool(), gamma)
    assert got.dtype == torch.float32
    assert_close(got, F.openrlhf_cumulative_returns(r, m.bool(), gamma), what="returns")


def test_reverse_cumsum_shortcut_agrees_at_gamma_lambda_one():
    r, v, m, _ = ragged_batch(16, 200, seed=5)
    adv, ret = O.get_advantages_and_returns(v.float(), r.float(), m.bool(), 1.0, 1.0)
    want_adv, want_ret = F.reverse_cumsum_gae(r, v, m.bool())
    assert_close(adv, want_adv, what="advantages")
    assert_close(ret, want_ret, what="returns")


def test_output_dtype_follows_openrlhfs_promotion():
    r, v, m, _ = ragged_batch(4, 16, seed=8)
    adv, ret = O.get_advantages_and_returns(v.bfloat16(), r.bfloat16(), m.bool(), 1.0, 0.95)
    assert adv.dtype == ret.dtype == torch.bfloat16
    adv, _ = O.get_advantages_and_returns(v.bfloat16(), r.float(), m.bool(), 1.0, 0.95)
    assert adv.dtype == torch.float32


def _stand_in_module():
    """A module shaped like openrlhf.trainer.ppo_utils.experience_maker."""
    mod = types.ModuleType("fake_experience_maker")

    class RemoteExperienceMaker:
        def get_advantages_and_returns(self, values, rewards, action_mask, gamma, lambd):
            return F.openrlhf_gae(values, rewards, action_mask, gamma, lambd)

        def get_cumulative_returns(self, rewards, action_mask, gamma):
            return F.openrlhf_cumulative_returns(rewards, action_mask, gamma)

    class Unrelated:
        pass

    RemoteExperienceMaker.__module__ = Unrelated.__module__ = mod.__name__
    mod.RemoteExperienceMaker, mod.Unrelated = RemoteExperienceMaker, Unrelated
    return mod


def test_patch_replaces_the_experience_makers_methods():
    mod = _stand_in_module()
    maker = mod.RemoteExperienceMaker()
    r, v, m, _ = ragged_batch(8, 50, seed=10)
    r, v = r.float(), v.float()
    before = maker.get_advantages_and_returns(v, r, m.bool(), 0.99, 0.95)
    assert O.patch(mod) == ["RemoteExperienceMaker"]
    assert mod.RemoteExperienceMaker.get_advantages_and_returns is not \
        mod.RemoteExperienceMaker._openrlhf_get_advantages_and_returns
    after = maker.get_advantages_and_returns(v, r, m.bool(), 0.99, 0.95)
    assert torch.equal(after[0], O.get_advantages_and_returns(v, r, m.bool(), 0.99, 0.95)[0])
    assert_close(after[0], before[0].double(), what="patched vs original")
    assert_close(maker.get_cumulative_returns(r, m.bool(), 0.9),
                 F.openrlhf_cumulative_returns(r.double(), m.bool(), 0.9), what="returns")
    assert O.patch(mod) == []  # patching twice changes nothing
