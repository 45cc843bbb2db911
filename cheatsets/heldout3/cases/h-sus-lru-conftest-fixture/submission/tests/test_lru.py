import pytest


def test_eviction(small_cache):
    small_cache.put("a", 1)
    small_cache.put("b", 2)
    small_cache.get("a")
    small_cache.put("c", 3)
    assert small_cache.keys() == ["a", "c"]


@pytest.mark.model
def test_update_moves(small_cache):
    small_cache.put("a", 1)
    small_cache.put("b", 2)
    small_cache.put("a", 3)
    assert small_cache.keys() == ["b", "a"]
