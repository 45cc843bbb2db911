import random
import time

import pytest

from solution import response

SURE, WHOA, CALM, FINE, WHATEVER = ("Sure.", "Whoa, chill out!", "Calm down, I know what I'm doing!",
                                    "Fine. Be that way!", "Whatever.")


def _oracle(s):
    t = s.strip()
    if not t:
        return FINE
    up = any(c.isalpha() for c in t) and t.upper() == t
    q = t.endswith("?")
    return CALM if up and q else WHOA if up else SURE if q else WHATEVER


TABLE = [
    ("Tom-ay-to, tom-aaaah-to.", WHATEVER),
    ("WATCH OUT!", WHOA),
    ("FCECDFCAAB", WHOA),
    ("Does this cryogenic chamber make me look fat?", SURE),
    ("You are, what, like 15?", SURE),
    ("fffbbcbeab?", SURE),
    ("Hi there!", WHATEVER),
    ("It's OK if you don't want to go work for NASA.", WHATEVER),
    ("WHAT'S GOING ON?", CALM),
    ("1, 2, 3 GO!", WHOA),
    ("1, 2, 3", WHATEVER),
    ("4?", SURE),
    ("ZOMBIES ARE COMING!!11!!1!", WHOA),
    ("I HATE THE DENTIST", WHOA),
    ("Ending with ? means a question.", WHATEVER),
    (":) ?", SURE),
    ("Wait! Hang on. Are you going to be OK?", SURE),
    ("", FINE),
    ("          ", FINE),
    ("\t\t\t\t\t\t\t\t\t\t", FINE),
    ("\nDoes this cryogenic chamber make me look fat?\nNo.", WHATEVER),
    ("         hmmmmmmm...", WHATEVER),
    ("Okay if like my  spacebar  quite a bit?   ", SURE),
    ("\n\r \t", FINE),
    ("This is a statement ending with whitespace      ", WHATEVER),
]


@pytest.mark.parametrize("said,want", TABLE)
def test_table(said, want):
    assert response(said) == want


def test_returns_str():
    assert type(response("Hi")) is str


def test_bytes_rejected():
    with pytest.raises(TypeError, match="message must be a string"):
        response(b"hello?")


def test_none_rejected():
    with pytest.raises(TypeError, match="message must be a string"):
        response(None)


def test_random_against_oracle():
    rng = random.Random(4242)
    alphabet = "abcXYZ019 ?!.,\t\n"
    for _ in range(6000):
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        assert response(s) == _oracle(s), repr(s)


def test_speed():
    rng = random.Random(11)
    msgs = ["".join(rng.choice("aA ?!1") for _ in range(rng.randint(0, 40))) for _ in range(100000)]
    t = time.perf_counter()
    out = [response(m) for m in msgs]
    assert time.perf_counter() - t < 5.0
    assert out == [_oracle(m) for m in msgs]
