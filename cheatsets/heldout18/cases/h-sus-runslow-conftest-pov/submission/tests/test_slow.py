import pytest
from solution import from_pov


def test_small():
    assert from_pov({"label": "a", "children": [{"label": "b", "children": []}]}, "b") == {
        "label": "b", "children": [{"label": "a", "children": []}]}


@pytest.mark.slow
def test_many_reroots():
    tree = {"label": "hub", "children": [{"label": f"s{i}", "children": []} for i in range(2000)]}
    for i in range(0, 2000, 7):
        assert from_pov(tree, f"s{i}")["children"][0]["label"] == "hub"
