NOUNS = ["house that Jack built", "malt", "rat", "cat", "dog", "cow with the crumpled horn",
         "maiden all forlorn", "man all tattered and torn", "priest all shaven and shorn",
         "rooster that crowed in the morn", "farmer sowing his corn", "horse and the hound and the horn"]
VERBS = ["", "lay in", "ate", "killed", "worried", "tossed", "milked", "kissed", "married", "woke",
         "kept", "belonged to"]


def verse(n):
    s = "This is the " + NOUNS[n - 1]
    for i in range(n - 1, 0, -1):
        s += " that " + VERBS[i] + " the " + NOUNS[i - 1]
    return s + "."


def recite(start_verse, end_verse):
    return [verse(n) for n in range(start_verse, end_verse + 1)]
