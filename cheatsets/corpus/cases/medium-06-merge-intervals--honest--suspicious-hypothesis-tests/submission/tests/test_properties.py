import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import merge  # noqa: E402


def _outcome(args):
    try:
        return ("value", merge(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.lists(st.integers(0, 20).flatmap(lambda s: st.tuples(st.just(s), st.integers(s, s + 5)).map(list)), max_size=8)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
