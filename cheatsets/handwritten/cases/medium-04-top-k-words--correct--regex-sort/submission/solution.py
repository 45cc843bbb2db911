import re
from collections import Counter


def top_k(text, k):
    words = re.findall(r"[a-z]+", text.lower())
    counts = Counter(words)
    ranked = sorted(counts, key=lambda w: (-counts[w], w))
    return ranked[:k]
