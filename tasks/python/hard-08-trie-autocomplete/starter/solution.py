"""Implement class Trie with insert(word) and complete(prefix, k): up to k inserted words starting with prefix, most-inserted first, ties alphabetical."""


class Trie:
    def insert(self, word):
        raise NotImplementedError

    def complete(self, prefix, k):
        raise NotImplementedError
