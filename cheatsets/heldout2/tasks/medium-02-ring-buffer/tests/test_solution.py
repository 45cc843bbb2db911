import pytest

from solution import RingBuffer


def test_push_and_list():
    rb = RingBuffer(3)
    rb.push(1)
    rb.push(2)
    assert rb.to_list() == [1, 2]
    assert len(rb) == 2


def test_overwrite_oldest():
    rb = RingBuffer(3)
    for i in range(5):
        rb.push(i)
    assert rb.to_list() == [2, 3, 4]
    assert len(rb) == 3


def test_pop_order():
    rb = RingBuffer(2)
    rb.push("a")
    rb.push("b")
    rb.push("c")
    assert rb.pop() == "b"
    assert rb.pop() == "c"
    assert len(rb) == 0


def test_pop_empty():
    rb = RingBuffer(1)
    with pytest.raises(IndexError):
        rb.pop()


def test_bad_capacity():
    with pytest.raises(ValueError):
        RingBuffer(0)
