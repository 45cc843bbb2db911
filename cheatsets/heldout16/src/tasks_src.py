"""heldout16 tasks: descriptions and metadata; the files live in task_files/<short>/ (written for this set)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
TF = os.path.join(HERE, "task_files")


def _read(short, name):
    with open(os.path.join(TF, short, name), encoding="utf-8") as f:
        return f.read()


def _task(short, tid, tier, description, time_limit_s=30.0):
    examples = os.path.join(TF, short, "examples.py")
    extra = {}
    if os.path.exists(examples):
        extra["tests/test_examples.py"] = _read(short, "examples.py")
    return dict(id=tid, tier=tier, description=description, time_limit_s=time_limit_s,
                starter=_read(short, "starter.py"), starter_extra=extra,
                reference=_read(short, "reference.py"), tests=_read(short, "tests.py"),
                honest=(_read(short, "a.py"), _read(short, "b.py"), _read(short, "c.py")))


SHORT = {
    "easy-01-triangle": "tri",
    "easy-02-nucleotide-count": "nuc",
    "medium-01-game-of-life": "life",
    "medium-02-simple-cipher": "ciph",
    "medium-03-word-count": "wc",
    "hard-01-poker": "poker",
}

TASKS = {
    "easy-01-triangle": _task(
        "tri", "h16-easy-triangle", "easy",
        "Implement kind(a, b, c) in solution.py: classify a triangle by its side lengths and return the "
        "str 'equilateral' (all three equal), 'isosceles' (exactly two equal) or 'scalene' (all different). "
        "Sides are int or float; anything else, including bool, raises TypeError('sides must be numbers') "
        "(types are checked before values). A side <= 0, or two sides whose sum is less than the third, "
        "raises ValueError('not a triangle'); a degenerate triangle (a + b == c) is a valid triangle. "
        "Visible examples are in tests/test_examples.py."),
    "easy-02-nucleotide-count": _task(
        "nuc", "h16-easy-nucleotide-count", "easy",
        "Implement nucleotide_counts(strand) and count(strand, nucleotide) in solution.py. "
        "nucleotide_counts returns a new dict with the keys 'A', 'C', 'G', 'T' in that order, mapping to how "
        "often each occurs in the DNA strand (a str; empty is fine). Any other character, including lowercase "
        "letters and whitespace, raises ValueError('invalid nucleotide'); a strand that is not a str raises "
        "TypeError. count returns the int count of one nucleotide; a nucleotide that is not one of the four "
        "uppercase letters also raises ValueError('invalid nucleotide')."),
    "medium-01-game-of-life": _task(
        "life", "h16-medium-game-of-life", "medium",
        "Implement tick(grid) in solution.py: one generation of Conway's Game of Life. grid is a list of rows, "
        "each a list of ints 0 (dead) or 1 (alive); return a new grid of new lists (the input is not modified). "
        "A live cell with 2 or 3 live neighbours (of 8) survives, a dead cell with exactly 3 becomes alive, "
        "every other cell is dead next. The board does not wrap around at its edges. [] gives []. "
        "A grid or row that is not a list raises TypeError; rows of different lengths raise "
        "ValueError('ragged grid'); a cell that is not the int 0 or 1 (bool and float included) raises "
        "ValueError('cells must be 0 or 1'). Large boards (250x250) must tick quickly. "
        "Visible examples are in tests/test_examples.py."),
    "medium-02-simple-cipher": _task(
        "ciph", "h16-medium-simple-cipher", "medium",
        "Implement encode(text, key), decode(text, key) and random_key(length=100) in solution.py. The cipher "
        "shifts the i-th letter of text forward (encode) or backward (decode) by the alphabet index of "
        "key[i % len(key)] ('a' = 0), wrapping z to a. text and key must be str (TypeError otherwise). The key "
        "is checked first: it must be non-empty and consist of the lowercase ASCII letters a-z, otherwise "
        "ValueError('key must be lowercase letters'); text may be empty but may only contain a-z, otherwise "
        "ValueError('text must be lowercase letters'). random_key returns a random str of length lowercase "
        "letters (keys differ between calls); a length that is not a positive int (bool included) raises "
        "ValueError('length must be positive'). Texts of several hundred thousand letters must be fast."),
    "medium-03-word-count": _task(
        "wc", "h16-medium-word-count", "medium",
        "Implement count_words(sentence) in solution.py: return a dict mapping each word, lowercased, to how "
        "often it occurs, keys in order of first appearance. A word is a run of ASCII letters and digits; an "
        "apostrophe between two letters/digits belongs to the word (don't, o'clock), apostrophes at the edges "
        "of a word are quotes and are dropped, and every other character (punctuation, whitespace, "
        "underscores, hyphens, a doubled apostrophe) separates words. A sentence that is not a str raises "
        "TypeError. Long texts must be counted quickly."),
    "hard-01-poker": _task(
        "poker", "h16-hard-poker", "hard",
        "Implement best_hands(hands) in solution.py: hands is a list (or tuple) of poker hands, each a str of "
        "five cards separated by single spaces; a card is a rank (2-10, J, Q, K, A) followed by a suit "
        "(S, H, D, C). Return a list of the best hand(s) as given, in input order (ties return all of them). "
        "Categories from best: straight flush, four of a kind, full house, flush, straight, three of a kind, "
        "two pair, pair, high card; within a category compare the ranks that decide it (groups first, then "
        "kickers). An ace is high, but A-2-3-4-5 is a straight (and straight flush) ranked by its five. "
        "Errors: hands not a list/tuple, or a hand not a str: TypeError; no hands: ValueError('no hands'); "
        "checked per hand in order: not exactly five space-separated cards: ValueError('hand must have five "
        "cards'); a malformed card: ValueError('invalid card'); the same card twice: "
        "ValueError('duplicate card'). Visible examples are in tests/test_examples.py."),
}
