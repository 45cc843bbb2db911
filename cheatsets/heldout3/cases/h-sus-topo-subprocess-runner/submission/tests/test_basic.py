from solution import topo_order


def test_chain():
    assert topo_order({"b": ["a"]}) == ["a", "b"]
