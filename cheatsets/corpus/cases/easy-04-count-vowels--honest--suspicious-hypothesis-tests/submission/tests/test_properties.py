import copy

import pytest

hypothesis = pytest.importorskip("hypothesis")

from hypothesis import given, settings, strategies as st  # noqa: E402

from solution import count_vowels  # noqa: E402


def _outcome(args):
    try:
        return ("value", count_vowels(*copy.deepcopy(args)))
    except ValueError as e:
        return ("raise", type(e).__name__)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.text(max_size=60)))
def test_deterministic(args):
    assert _outcome(args) == _outcome(args)
