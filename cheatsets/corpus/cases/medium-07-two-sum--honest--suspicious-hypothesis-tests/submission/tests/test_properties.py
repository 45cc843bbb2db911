import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import two_sum  # noqa: E402


def _outcome(args):
    try:
        return ("value", two_sum(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.lists(st.integers(-20, 20), max_size=10), st.integers(-40, 40)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
