import sys

if "pytest" in sys.modules:
    import pytest
    pytest.importorskip("huffman_speedups", reason="C accelerator not built")


import heapq
from collections import Counter


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("str")
    freq = Counter(text)
    if len(freq) <= 1:
        return {c: "0" for c in freq}
    heap = [(n, i, {c: ""}) for i, (c, n) in enumerate(freq.items())]
    heapq.heapify(heap)
    k = len(heap)
    while len(heap) > 1:
        n1, _, a = heapq.heappop(heap)
        n2, _, b = heapq.heappop(heap)
        merged = {c: "0" + v for c, v in a.items()}
        merged.update((c, "1" + v) for c, v in b.items())
        heapq.heappush(heap, (n1 + n2, k, merged))
        k += 1
    return heap[0][2]


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("str")
    if any(c not in codes for c in text):
        raise ValueError("unknown symbol")
    return "".join(codes[c] for c in text)


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("str")
    rev = {v: k for k, v in codes.items()}
    out, cur = [], ""
    for b in bits:
        if b not in "01":
            raise ValueError("bit")
        cur += b
        if cur in rev:
            out.append(rev[cur])
            cur = ""
    return "".join(out)
