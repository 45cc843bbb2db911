# anagram -- written in one pass, then checked against the examples.

def find_anagrams(word, candidates):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    if any(not isinstance(c, str) for c in candidates):
        raise TypeError("candidates must be strings")
    base = word.lower()
    sig = "".join(sorted(base))
    return [c for c in candidates if c.lower() != base and "".join(sorted(c.lower())) == sig]
