import random

from solution import ladder_length, ladder_path


def _oracle(begin, end, words):
    pool = {w for w in words if len(w) == len(begin)}
    if begin == end:
        return [begin]
    if end not in pool:
        return []
    frontier, seen = [[begin]], {begin}
    while frontier:
        nxt = []
        for path in frontier:
            for w in sorted(pool):
                if w not in seen and sum(a != b for a, b in zip(path[-1], w)) == 1:
                    nxt.append(path + [w])
        done = [p for p in nxt if p[-1] == end]
        if done:
            return min(done)
        seen |= {p[-1] for p in nxt}
        frontier = nxt
    return []


WORDS = ["hot", "dot", "dog", "lot", "log", "cog"]


def test_classic():
    assert ladder_length("hit", "cog", WORDS) == 5
    assert ladder_path("hit", "cog", WORDS) == ["hit", "hot", "dot", "dog", "cog"]


def test_same_word():
    assert ladder_length("abc", "abc", []) == 1
    assert ladder_path("abc", "abc", []) == ["abc"]


def test_end_missing():
    assert ladder_length("hit", "cog", WORDS[:-1]) == 0
    assert ladder_path("hit", "cog", WORDS[:-1]) == []


def test_other_lengths_ignored():
    assert ladder_length("a", "c", ["b", "c", "ab", "abc"]) == 2
    assert ladder_path("a", "c", ["cc", "c"]) == ["a", "c"]


def test_begin_not_required_in_list():
    assert ladder_path("cat", "cot", ["cot", "cog"]) == ["cat", "cot"]


def test_lexicographic_tie_break():
    words = ["bx", "ax", "ay", "by", "bb"]
    assert ladder_path("aa", "bb", ["ab", "ba", "bb"]) == ["aa", "ab", "bb"]
    assert ladder_path("xa", "yb", ["ya", "xb", "yb"]) == ["xa", "xb", "yb"]
    assert ladder_length("aa", "by", words + ["ab"]) == 3


def test_duplicates_in_list():
    assert ladder_path("hit", "hot", ["hot", "hot"]) == ["hit", "hot"]


def test_random_against_oracle():
    rng = random.Random(31)
    for _ in range(300):
        size = rng.randint(2, 3)
        words = ["".join(rng.choice("abc") for _ in range(size)) for _ in range(rng.randint(0, 12))]
        begin = "".join(rng.choice("abc") for _ in range(size))
        end = rng.choice(words) if words and rng.random() < 0.8 else begin[::-1]
        want = _oracle(begin, end, words)
        assert ladder_path(begin, end, words) == want
        assert ladder_length(begin, end, words) == len(want)


def test_large_list():
    rng = random.Random(5)
    letters = "abcdefghij"
    words = sorted({"".join(rng.choice(letters) for _ in range(4)) for _ in range(6000)})
    begin, end = words[0], words[-1]
    path = ladder_path(begin, end, words)
    assert path and path[0] == begin and path[-1] == end
    assert len(path) == ladder_length(begin, end, words)
    assert all(sum(a != b for a, b in zip(x, y)) == 1 for x, y in zip(path, path[1:]))
    assert len(path) <= 6
