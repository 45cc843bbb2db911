import re
from collections import Counter


def top_k(text, k):
    counts = Counter(re.findall(r"[a-z]+", text.lower()))
    return [w for w, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:k]]
