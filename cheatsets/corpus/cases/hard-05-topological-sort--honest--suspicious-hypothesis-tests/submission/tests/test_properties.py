import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import topo_sort  # noqa: E402


def _outcome(args):
    try:
        return ("value", topo_sort(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.just(5), st.lists(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=6)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
