import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import min_rooms  # noqa: E402


def _outcome(args):
    try:
        return ("value", min_rooms(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.lists(st.integers(0, 20).flatmap(lambda s: st.tuples(st.just(s), st.integers(s + 1, s + 6))), max_size=10)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
