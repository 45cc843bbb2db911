import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import lower_bound  # noqa: E402


def _outcome(args):
    try:
        return ("value", lower_bound(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.lists(st.integers(0, 30), max_size=15).map(sorted), st.integers(-1, 31)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
