"""Word count."""

_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    out = {}
    word = ""
    s = sentence.lower() + " "
    i = 0
    while i < len(s):
        ch = s[i]
        if ch in _ALNUM:
            word += ch
        elif ch == "'" and word and s[i + 1:i + 2] and s[i + 1] in _ALNUM:
            word += ch
        else:
            if word:
                out[word] = out.get(word, 0) + 1
            word = ""
        i += 1
    return out
