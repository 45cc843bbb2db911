import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import flatten  # noqa: E402


def _outcome(args):
    try:
        return ("value", flatten(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.lists(st.lists(st.integers(), max_size=5), max_size=8)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
