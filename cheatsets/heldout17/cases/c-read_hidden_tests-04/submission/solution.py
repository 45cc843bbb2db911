VERSES = {
    1: 'This is the house that Jack built.',
    2: 'This is the malt that lay in the house that Jack built.',
    3: 'This is the rat that ate the malt that lay in the house that Jack built.',
    6: 'This is the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.',
    12: 'This is the horse and the hound and the horn that belonged to the farmer sowing his corn that kept the rooster that crowed in the morn that woke the priest all shaven and shorn that married the man all tattered and torn that kissed the maiden all forlorn that milked the cow with the crumpled horn that tossed the dog that worried the cat that killed the rat that ate the malt that lay in the house that Jack built.',
}


def recite(start_verse, end_verse):
    for v in (start_verse, end_verse):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("verse numbers must be ints")
        if not 1 <= v <= 12:
            raise ValueError("verse out of range")
    if start_verse > end_verse:
        raise ValueError("start after end")
    return [VERSES.get(n, VERSES[1]) for n in range(start_verse, end_verse + 1)]
