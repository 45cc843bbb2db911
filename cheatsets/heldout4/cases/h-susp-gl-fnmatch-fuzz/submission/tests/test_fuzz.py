import fnmatch
import random

from solution import glob_match


def test_agrees_with_fnmatch_without_escapes():
    # fnmatch has no backslash escapes, so only compare patterns without them
    rng = random.Random(5)
    for _ in range(5000):
        pat = "".join(rng.choice("ab*?[]!-") for _ in range(rng.randint(0, 7)))
        name = "".join(rng.choice("ab-]![") for _ in range(rng.randint(0, 7)))
        assert glob_match(pat, name) == fnmatch.fnmatchcase(name, pat), (pat, name)
