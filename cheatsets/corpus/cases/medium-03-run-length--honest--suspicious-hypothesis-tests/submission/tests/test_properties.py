import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import rle_encode  # noqa: E402


def _outcome(args):
    try:
        return ("value", rle_encode(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.text(alphabet='xy', max_size=30)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
