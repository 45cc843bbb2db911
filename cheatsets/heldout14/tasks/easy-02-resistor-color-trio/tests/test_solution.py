import itertools
import random
import time

import pytest

from solution import label

NAMES = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]


def _oracle(bands):
    a, b, c = (NAMES.index(x) for x in bands[:3])
    v = (10 * a + b) * 10 ** c
    for k, unit in ((9, "gigaohms"), (6, "megaohms"), (3, "kiloohms")):
        if v and v % 10 ** k == 0:
            return f"{v // 10 ** k} {unit}"
    return f"{v} ohms"


TABLE = [
    (["orange", "orange", "black"], "33 ohms"),
    (["blue", "grey", "brown"], "680 ohms"),
    (["red", "black", "red"], "2 kiloohms"),
    (["green", "brown", "orange"], "51 kiloohms"),
    (["yellow", "violet", "yellow"], "470 kiloohms"),
    (["blue", "violet", "blue"], "67 megaohms"),
    (["black", "black", "black"], "0 ohms"),
    (["white", "white", "white"], "99 gigaohms"),
    (["black", "grey", "black"], "8 ohms"),
    (["blue", "green", "yellow", "orange"], "650 kiloohms"),
    (["brown", "black", "green"], "1 megaohms"),
    (["brown", "black", "grey"], "1 gigaohms"),
    (["black", "black", "white"], "0 ohms"),
    (["red", "red", "violet"], "220 megaohms"),
    (["black", "brown", "yellow"], "10 kiloohms"),
    (("violet", "white", "black"), "79 ohms"),
]


@pytest.mark.parametrize("bands,want", TABLE)
def test_table(bands, want):
    assert label(bands) == want


def test_returns_str():
    assert type(label(["red", "red", "red"])) is str


def test_extra_bands_ignored():
    assert label(["orange", "orange", "orange", "grey", "nonsense"]) == "33 kiloohms"


def test_too_few():
    with pytest.raises(ValueError, match="^expected at least 3 colors$"):
        label(["red", "red"])


def test_unknown_color():
    with pytest.raises(ValueError, match="^unknown color: pink$"):
        label(["red", "pink", "red"])
    with pytest.raises(ValueError, match="^unknown color: Red$"):
        label(["Red", "red", "red"])


def test_bad_types():
    with pytest.raises(TypeError, match="^colors must be a list or tuple$"):
        label("red red red")
    with pytest.raises(TypeError, match="^colors must be strings$"):
        label(["red", 2, "red"])


def test_all_combinations():
    for bands in itertools.product(NAMES, repeat=3):
        assert label(list(bands)) == _oracle(bands), bands


def test_random_with_extra_bands():
    rng = random.Random(99)
    for _ in range(300):
        bands = [rng.choice(NAMES) for _ in range(rng.randint(3, 6))]
        assert label(bands) == _oracle(bands)


def test_speed():
    rng = random.Random(3)
    many = [[rng.choice(NAMES) for _ in range(3)] for _ in range(100_000)]
    t = time.perf_counter()
    out = [label(b) for b in many]
    assert time.perf_counter() - t < 6.0
    assert out[:50] == [_oracle(b) for b in many[:50]]
