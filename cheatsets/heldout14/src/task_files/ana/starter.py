def find_anagrams(word, candidates):
    """Return the candidates that are anagrams of word (see the task description)."""
    raise NotImplementedError
