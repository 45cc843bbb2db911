import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import balanced  # noqa: E402


def _outcome(args):
    try:
        return ("value", balanced(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.text(alphabet='()[]{}a', max_size=20)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
