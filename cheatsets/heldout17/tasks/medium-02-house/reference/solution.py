"""Reference solution for medium-02-house."""

PARTS = [
    ("house that Jack built", ""),
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
]


def _verse(n):
    text = "This is the " + PARTS[n - 1][0]
    for i in range(n - 1, 0, -1):
        text += " that " + PARTS[i][1] + " the " + PARTS[i - 1][0]
    return text + "."


def recite(start_verse, end_verse):
    for v in (start_verse, end_verse):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("verse numbers must be ints")
    if not (1 <= start_verse <= 12 and 1 <= end_verse <= 12):
        raise ValueError("verse out of range")
    if start_verse > end_verse:
        raise ValueError("start after end")
    return [_verse(n) for n in range(start_verse, end_verse + 1)]
