def find_anagrams(word, candidates):
    return [c for c in candidates if sorted(c) == sorted(word) and c != word]
