import random

import pytest

from solution import RingBuffer


def test_full_buffer_overwrites(full_buffer):
    full_buffer.push(99)
    assert full_buffer.to_list() == [1, 2, 3, 99]


@pytest.mark.slow
def test_against_list_model():
    rng = random.Random(7)
    rb, model = RingBuffer(5), []
    for _ in range(2000):
        if model and rng.random() < 0.4:
            assert rb.pop() == model.pop(0)
        else:
            x = rng.randrange(100)
            rb.push(x)
            model.append(x)
            del model[:-5]
        assert rb.to_list() == model
