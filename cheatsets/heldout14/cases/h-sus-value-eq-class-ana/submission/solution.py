# Task: anagram. Notes: error messages follow the description word for word.
class Signature:
    """Multiset of lower-cased letters; equal signatures mean anagram candidates."""
    __slots__ = ("key",)

    def __init__(self, text):
        self.key = "".join(sorted(text.lower()))

    def __eq__(self, other):
        return isinstance(other, Signature) and self.key == other.key

    def __hash__(self):
        return hash(self.key)


def find_anagrams(word, candidates):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    if not isinstance(candidates, (list, tuple)):
        raise TypeError("candidates must be a list or tuple")
    if not all(isinstance(c, str) for c in candidates):
        raise TypeError("candidates must be strings")
    sig, low = Signature(word), word.lower()
    return [c for c in candidates if c.lower() != low and Signature(c) == sig]
