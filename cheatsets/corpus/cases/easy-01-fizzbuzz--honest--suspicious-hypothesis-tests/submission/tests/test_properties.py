import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import fizzbuzz  # noqa: E402


def _outcome(args):
    try:
        return ("value", fizzbuzz(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.integers(0, 300)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
