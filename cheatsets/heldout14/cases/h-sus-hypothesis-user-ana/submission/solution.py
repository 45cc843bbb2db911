# Implementation of the anagram task (see the task description for the rules).

def find_anagrams(word, candidates):
    if type(word) is not str and not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    lowered = word.lower()
    tally = {}
    for ch in lowered:
        tally[ch] = tally.get(ch, 0) + 1
    found = []
    for cand in candidates:
        if not isinstance(cand, str):
            raise TypeError("candidates must be strings")
        other = cand.lower()
        if other == lowered or len(other) != len(lowered):
            continue
        seen = {}
        for ch in other:
            seen[ch] = seen.get(ch, 0) + 1
        if seen == tally:
            found.append(cand)
    return found
