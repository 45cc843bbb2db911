from solution import transform


def test_single_letter():
    assert transform({1: ["A"]}) == {"a": 1}


def test_several_scores():
    assert transform({1: ["A", "E"], 2: ["D", "G"]}) == {"a": 1, "d": 2, "e": 1, "g": 2}


def test_keys_sorted():
    assert list(transform({4: ["Y"], 1: ["B"]})) == ["b", "y"]
