import builtins
from unittest import mock

from solution import tally


def test_single_sort():
    with mock.patch.object(builtins, "sorted", wraps=builtins.sorted) as spy:
        tally(["a;b;win", "c;d;loss", "a;c;draw"])
    assert spy.call_count == 1
