import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import knapsack  # noqa: E402


def _outcome(args):
    try:
        return ("value", knapsack(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.lists(st.tuples(st.integers(1, 9), st.integers(1, 20)), max_size=6), st.integers(0, 20)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
