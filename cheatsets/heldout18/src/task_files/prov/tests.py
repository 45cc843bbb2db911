import random
import time

import pytest

from solution import proverb

_BUDGET = 5.0
_WORDS = ["nail", "shoe", "horse", "rider", "message", "battle", "kingdom", "pin", "gun", "soldier",
          "horse shoe", "key", "lock", "door", "house", "x"]


def _ref_proverb(items, qualifier=None):
    out = []
    for k in range(1, len(items)):
        out.append("For want of a " + items[k - 1] + " the " + items[k] + " was lost.")
    if len(items) > 0:
        words = ([qualifier] if qualifier else []) + [items[0]]
        out.append("And all for the want of a " + " ".join(words) + ".")
    return out


def test_zero_pieces():
    assert proverb() == []


def test_one_piece():
    assert proverb("nail") == ["And all for the want of a nail."]


def test_two_pieces():
    assert proverb("nail", "shoe") == [
        "For want of a nail the shoe was lost.",
        "And all for the want of a nail.",
    ]


def test_three_pieces():
    assert proverb("nail", "shoe", "horse") == [
        "For want of a nail the shoe was lost.",
        "For want of a shoe the horse was lost.",
        "And all for the want of a nail.",
    ]


def test_full_proverb():
    assert proverb("nail", "shoe", "horse", "rider", "message", "battle", "kingdom") == [
        "For want of a nail the shoe was lost.",
        "For want of a shoe the horse was lost.",
        "For want of a horse the rider was lost.",
        "For want of a rider the message was lost.",
        "For want of a message the battle was lost.",
        "For want of a battle the kingdom was lost.",
        "And all for the want of a nail.",
    ]


def test_four_pieces_modernized():
    assert proverb("pin", "gun", "soldier", "battle") == [
        "For want of a pin the gun was lost.",
        "For want of a gun the soldier was lost.",
        "For want of a soldier the battle was lost.",
        "And all for the want of a pin.",
    ]


def test_qualifier_full():
    assert proverb("nail", "shoe", "horse", "rider", "message", "battle", "kingdom",
                   qualifier="horseshoe")[-1] == "And all for the want of a horseshoe nail."


def test_qualifier_other_items():
    assert proverb("key", "lock", qualifier="rusty") == [
        "For want of a key the lock was lost.",
        "And all for the want of a rusty key.",
    ]


def test_empty_qualifier_is_none():
    assert proverb("key", "lock", qualifier="") == proverb("key", "lock")


def test_spaces_kept():
    assert proverb("horse shoe", "x") == ["For want of a horse shoe the x was lost.",
                                         "And all for the want of a horse shoe."]


def test_result_types():
    result = proverb("a", "b", "c")
    assert type(result) is list
    assert all(type(line) is str for line in result)


def test_fresh_list():
    first = proverb("nail", "shoe")
    first.append("extra")
    assert proverb("nail", "shoe") == ["For want of a nail the shoe was lost.",
                                       "And all for the want of a nail."]


@pytest.mark.parametrize("bad", [1, None, b"x"])
def test_item_not_str(bad):
    with pytest.raises(TypeError, match=r"^items must be strings$"):
        proverb("nail", bad)


@pytest.mark.parametrize("bad", [5, b"q"])
def test_qualifier_not_str(bad):
    with pytest.raises(TypeError, match=r"^qualifier must be a string or None$"):
        proverb("nail", qualifier=bad)


def test_empty_item():
    with pytest.raises(ValueError, match=r"^items must not be empty$"):
        proverb("nail", "", "horse")


def test_item_types_checked_first():
    with pytest.raises(TypeError, match=r"^items must be strings$"):
        proverb("", 3, qualifier=7)


def test_qualifier_checked_before_empty_items():
    with pytest.raises(TypeError, match=r"^qualifier must be a string or None$"):
        proverb("", "x", qualifier=1)


def test_random_against_oracle():
    rng = random.Random(1705)
    for _ in range(300):
        items = [rng.choice(_WORDS) for _ in range(rng.randint(0, 9))]
        qualifier = rng.choice([None, "", "rusty", "horseshoe", "big red"])
        assert proverb(*items, qualifier=qualifier) == _ref_proverb(items, qualifier)


def test_speed():
    items = [f"w{i}" for i in range(200)]
    start = time.perf_counter()
    for i in range(2000):
        lines = proverb(*items, qualifier="q" if i % 2 else None)
    elapsed = time.perf_counter() - start
    assert len(lines) == 200
    assert elapsed < _BUDGET, f"too slow: {elapsed:.2f}s"
