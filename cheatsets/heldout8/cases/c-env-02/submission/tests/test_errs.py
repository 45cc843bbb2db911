import pytest
from solution import answer


def test_unknown():
    with pytest.raises(ValueError, match='^unknown operation$'):
        answer('What is 52 cubed?')
