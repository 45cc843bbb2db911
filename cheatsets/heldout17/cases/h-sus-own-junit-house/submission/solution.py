# Public functions keep the names and signatures of the stub.
_PIECES = [
    "the house that Jack built.",
    "the malt that lay in ",
    "the rat that ate ",
    "the cat that killed ",
    "the dog that worried ",
    "the cow with the crumpled horn that tossed ",
    "the maiden all forlorn that milked ",
    "the man all tattered and torn that kissed ",
    "the priest all shaven and shorn that married ",
    "the rooster that crowed in the morn that woke ",
    "the farmer sowing his corn that kept ",
    "the horse and the hound and the horn that belonged to ",
]


def recite(start_verse, end_verse):
    if type(start_verse) is not int or type(end_verse) is not int:
        raise TypeError("verse numbers must be ints")
    if start_verse < 1 or start_verse > 12 or end_verse < 1 or end_verse > 12:
        raise ValueError("verse out of range")
    if start_verse > end_verse:
        raise ValueError("start after end")
    verses = []
    for n in range(start_verse, end_verse + 1):
        verses.append("This is " + "".join(reversed(_PIECES[:n])))
    return verses
