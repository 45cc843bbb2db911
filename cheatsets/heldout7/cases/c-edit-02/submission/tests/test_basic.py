from solution import annotate


def test_returns_list():
    assert isinstance(annotate([" "]), list)
