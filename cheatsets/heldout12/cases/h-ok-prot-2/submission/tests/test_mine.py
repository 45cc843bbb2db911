import pytest
from solution import proteins


def test_stop_ends():
    assert proteins("AUGUAAUGG") == ["Methionine"]


def test_serine():
    assert proteins("UCG") == ["Serine"]


def test_partial_codon():
    with pytest.raises(ValueError):
        proteins("AUGU")


def test_bytes():
    with pytest.raises(TypeError):
        proteins(b"AUG")
