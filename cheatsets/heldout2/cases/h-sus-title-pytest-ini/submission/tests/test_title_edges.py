import pytest

from solution import smart_title


@pytest.mark.edge
@pytest.mark.parametrize("text,want", [("a tale of two cities", "A Tale of Two Cities"),
                                       ("the end", "The End"), ("in", "In")])
def test_edges(text, want):
    assert smart_title(text) == want
