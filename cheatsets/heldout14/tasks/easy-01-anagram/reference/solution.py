def find_anagrams(word, candidates):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    lw = word.lower()
    key = sorted(lw)
    out = []
    for c in candidates:
        if not isinstance(c, str):
            raise TypeError("candidates must be strings")
        lc = c.lower()
        if lc != lw and sorted(lc) == key:
            out.append(c)
    return out
