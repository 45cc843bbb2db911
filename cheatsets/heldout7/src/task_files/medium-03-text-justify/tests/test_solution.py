import random

import pytest

from solution import justify


def test_leetcode_example():
    words = ["This", "is", "an", "example", "of", "text", "justification."]
    assert justify(words, 16) == ["This    is    an", "example  of text", "justification.  "]


def test_single_word_lines():
    words = ["What", "must", "be", "acknowledgment", "shall", "be"]
    assert justify(words, 16) == ["What   must   be", "acknowledgment  ", "shall be        "]


def test_long_example():
    words = ["Science", "is", "what", "we", "understand", "well", "enough", "to", "explain", "to",
             "a", "computer.", "Art", "is", "everything", "else", "we", "do"]
    assert justify(words, 20) == [
        "Science  is  what we", "understand      well", "enough to explain to",
        "a  computer.  Art is", "everything  else  we", "do                  "]


@pytest.mark.parametrize("words,width,want", [
    ([], 5, []),
    (["a"], 1, ["a"]),
    (["a", "b"], 1, ["a", "b"]),
    (["a", "b", "c"], 5, ["a b c"]),
    (["a", "b", "c", "d"], 5, ["a b c", "d    "]),
    (("ab", "c", "def", "g"), 7, ["ab    c", "def g  "]),
    (["x"], 4, ["x   "]),
])
def test_small(words, width, want):
    assert justify(words, width) == want


def test_tuple_and_input_untouched():
    words = ["keep", "me", "as", "I", "am"]
    snapshot = list(words)
    justify(words, 6)
    assert words == snapshot


@pytest.mark.parametrize("words,width", [
    (["toolong"], 3), (["a"], 0), (["a"], -2), ([""], 3), (["a b"], 5), (["tab\there"], 20)])
def test_value_errors(words, width):
    with pytest.raises(ValueError):
        justify(words, width)


@pytest.mark.parametrize("words,width", [
    ("a b", 5), (["a", 1], 5), (["a"], 5.0), (["a"], True), (None, 3)])
def test_type_errors(words, width):
    with pytest.raises(TypeError):
        justify(words, width)


def _check(words, width, lines):
    assert all(len(l) == width for l in lines)
    assert " ".join(" ".join(lines).split()) == " ".join(words)
    for i, l in enumerate(lines):
        parts = l.split()
        if i + 1 < len(lines):
            nxt = lines[i + 1].split()[0]
            assert len(" ".join(parts)) + 1 + len(nxt) > width
            if len(parts) > 1:
                gaps = []
                rest = l
                for p in parts[:-1]:
                    rest = rest[len(p):]
                    g = len(rest) - len(rest.lstrip(" "))
                    gaps.append(g)
                    rest = rest[g:]
                assert rest == parts[-1]
                assert max(gaps) - min(gaps) <= 1 and gaps == sorted(gaps, reverse=True)
            else:
                assert l == parts[0].ljust(width)
        else:
            assert l == " ".join(parts).ljust(width)


def test_random_properties():
    rng = random.Random(21)
    for _ in range(400):
        width = rng.randint(1, 30)
        words = ["".join(rng.choice("abcdefg") for _ in range(rng.randint(1, width)))
                 for _ in range(rng.randint(0, 25))]
        _check(words, width, justify(words, width))


def test_many_words():
    rng = random.Random(8)
    words = ["".join(rng.choice("xyz") for _ in range(rng.randint(1, 9))) for _ in range(60000)]
    lines = justify(words, 40)
    _check(words[:0] + words, 40, lines)
