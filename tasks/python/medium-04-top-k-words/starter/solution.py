"""Implement top_k(text, k): the k most frequent lower-cased words of text (words are runs of letters), most frequent first, ties broken alphabetically."""


def top_k(text, k):
    raise NotImplementedError
