import random
import time

import pytest

from solution import decode, encode


def zigzag(text, rails):
    """Test oracle: walk the fence explicitly."""
    fence = [[] for _ in range(rails)]
    r, step = 0, 1
    for ch in text:
        fence[r].append(ch)
        if rails > 1:
            if r == 0:
                step = 1
            elif r == rails - 1:
                step = -1
            r += step
    return "".join("".join(row) for row in fence)


@pytest.mark.parametrize("text,rails,want", [
    ("XOXOXOXOXOXOXOXOXO", 2, "XXXXXXXXXOOOOOOOOO"),
    ("WEAREDISCOVEREDFLEEATONCE", 3, "WECRLTEERDSOEEFEAOCAIVDEN"),
    ("EXERCISES", 4, "ESXIEECSR"),
    ("ABCDEFGHIJ", 5, "AIBHJCGDFE"),
])
def test_encode_examples(text, rails, want):
    assert encode(text, rails) == want


@pytest.mark.parametrize("text,rails,want", [
    ("TEITELHDVLSNHDTISEIIEA", 3, "THEDEVILISINTHEDETAILS"),
    ("EIEXMSMESAORIWSCE", 5, "EXERCISMISAWESOME"),
    ("133714114238148966225439541018335470986172518171757571896261", 6,
     "112358132134558914423337761098715972584418167651094617711286"),
])
def test_decode_examples(text, rails, want):
    assert decode(text, rails) == want


def test_one_rail_is_identity():
    assert encode("hello world", 1) == "hello world"
    assert decode("hello world", 1) == "hello world"


def test_many_rails_is_identity():
    assert encode("abc", 3) == "abc"
    assert encode("abc", 50) == "abc"
    assert decode("abc", 50) == "abc"


def test_empty():
    assert encode("", 4) == ""
    assert decode("", 4) == ""


def test_spaces_and_punctuation_kept():
    assert encode("WE ARE, DISCOVERED!", 3) == "WRDOEEAE ICVRD ,SE!"
    assert decode("WRDOEEAE ICVRD ,SE!", 3) == "WE ARE, DISCOVERED!"


def test_non_ascii_kept():
    text = "héllo wörld – ☃"
    assert encode(text, 3) == zigzag(text, 3)
    assert decode(encode(text, 4), 4) == text


@pytest.mark.parametrize("rails", [True, False, 2.0, "3", None])
def test_rails_type(rails):
    with pytest.raises(TypeError):
        encode("abcdef", rails)
    with pytest.raises(TypeError):
        decode("abcdef", rails)


@pytest.mark.parametrize("rails", [0, -1, -7])
def test_rails_value(rails):
    with pytest.raises(ValueError):
        encode("abcdef", rails)
    with pytest.raises(ValueError):
        decode("abcdef", rails)


@pytest.mark.parametrize("text", [b"abc", None, ["a", "b"], 12])
def test_text_type(text):
    with pytest.raises(TypeError):
        encode(text, 2)
    with pytest.raises(TypeError):
        decode(text, 2)


def test_returns_str():
    assert type(encode("abcd", 2)) is str
    assert type(decode("acbd", 2)) is str


def test_random_against_oracle():
    rng = random.Random(8801)
    alphabet = "abcdefghijklmnopqrstuvwxyzABC .,!?é☃0123456789"
    for _ in range(600):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 60)))
        rails = rng.randrange(1, 12)
        assert encode(text, rails) == zigzag(text, rails), (text, rails)


def test_random_round_trip():
    rng = random.Random(8802)
    for _ in range(600):
        text = "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(0, 80)))
        rails = rng.randrange(1, 20)
        assert decode(encode(text, rails), rails) == text
        assert decode(zigzag(text, rails), rails) == text


def test_large_input_fast():
    rng = random.Random(8803)
    text = "".join(rng.choice("abcdefghij ") for _ in range(200000))
    start = time.perf_counter()
    out = encode(text, 7)
    elapsed = time.perf_counter() - start
    assert out == zigzag(text, 7)
    assert elapsed < 2.0, elapsed
