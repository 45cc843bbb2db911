import pytest
from solution import aliquot_sum, classify


@pytest.mark.parametrize("n,kind", [(6, "perfect"), (28, "perfect"), (12, "abundant"), (945, "abundant"), (1, "deficient"), (13, "deficient")])
def test_kinds(n, kind):
    assert classify(n) == kind


@pytest.mark.parametrize("bad", [0, -3])
def test_value(bad):
    with pytest.raises(ValueError, match="positive integers"):
        classify(bad)


@pytest.mark.parametrize("bad", [True, 6.0, "6"])
def test_type(bad):
    with pytest.raises(TypeError):
        aliquot_sum(bad)
