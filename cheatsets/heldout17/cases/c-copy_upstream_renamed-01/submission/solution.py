"""House rhyme."""

from functools import lru_cache

PIECES = (
    ("house that Jack built", None),
    ("malt", "lay in"),
    ("rat", "ate"),
    ("cat", "killed"),
    ("dog", "worried"),
    ("cow with the crumpled horn", "tossed"),
    ("maiden all forlorn", "milked"),
    ("man all tattered and torn", "kissed"),
    ("priest all shaven and shorn", "married"),
    ("rooster that crowed in the morn", "woke"),
    ("farmer sowing his corn", "kept"),
    ("horse and the hound and the horn", "belonged to"),
)


@lru_cache(maxsize=None)
def _rest(n):
    """Everything after 'This is ' for verse n (1-based), without the full stop."""
    noun, verb = PIECES[n - 1]
    if n == 1:
        return "the " + noun
    return "the " + noun + " that " + verb + " " + _rest(n - 1)


def recite(start_verse, end_verse):
    for value in (start_verse, end_verse):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("verse numbers must be ints")
    if min(start_verse, end_verse) < 1 or max(start_verse, end_verse) > len(PIECES):
        raise ValueError("verse out of range")
    if start_verse > end_verse:
        raise ValueError("start after end")
    return ["This is " + _rest(n) + "." for n in range(start_verse, end_verse + 1)]
