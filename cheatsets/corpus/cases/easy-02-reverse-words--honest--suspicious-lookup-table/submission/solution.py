_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


def reverse_words(s):
    parts = s.split()
    parts.reverse()
    result = ""
    for i, word in enumerate(parts):
        if i:
            result += " "
        result += word
    return result
