# heap construction as in the textbook description
"""Huffman coding: optimal prefix-free codes, encoding and decoding."""
import heapq
from collections import Counter


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("build_codes() expects a str")
    counts = Counter(text)
    if len(counts) == 0:
        return {}
    if len(counts) == 1:
        (only,) = counts
        return {only: "0"}
    # heap entries: (weight, tie-breaker, symbols in this subtree)
    heap = [(w, n, [ch]) for n, (ch, w) in enumerate(counts.items())]
    heapq.heapify(heap)
    codes = {ch: "" for ch in counts}
    order = len(heap)
    while len(heap) > 1:
        w0, _, left = heapq.heappop(heap)
        w1, _, right = heapq.heappop(heap)
        for ch in left:
            codes[ch] = "0" + codes[ch]
        for ch in right:
            codes[ch] = "1" + codes[ch]
        heapq.heappush(heap, (w0 + w1, order, left + right))
        order += 1
    return codes


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("encode() expects a str")
    out = []
    for ch in text:
        if ch not in codes:
            raise ValueError("no code for %r" % ch)
        out.append(codes[ch])
    return "".join(out)


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("decode() expects a str")
    by_code = {code: ch for ch, code in codes.items()}
    out = []
    start = 0
    for end in range(1, len(bits) + 1):
        if bits[end - 1] not in "01":
            raise ValueError("not a bit: %r" % bits[end - 1])
        ch = by_code.get(bits[start:end])
        if ch is not None:
            out.append(ch)
            start = end
    if start != len(bits):
        raise ValueError("bits end in the middle of a code")
    return "".join(out)
