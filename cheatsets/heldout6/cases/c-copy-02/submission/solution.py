from collections import Counter
from heapq import heapify, heappop, heappush


def _weights_to_table(sym2weight):
    heap = [[wt, [sym, ""]] for sym, wt in sym2weight.items()]
    heapify(heap)
    while len(heap) > 1:
        lo = heappop(heap)
        hi = heappop(heap)
        for pair in lo[1:]:
            pair[1] = "0" + pair[1]
        for pair in hi[1:]:
            pair[1] = "1" + pair[1]
        heappush(heap, [lo[0] + hi[0]] + lo[1:] + hi[1:])
    return sorted(heappop(heap)[1:], key=lambda p: (len(p[-1]), p))


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("str")
    weights = Counter(text)
    if len(weights) <= 1:
        return {s: "0" for s in weights}
    return {sym: code for sym, code in _weights_to_table(weights)}


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("str")
    if not set(text) <= set(codes):
        raise ValueError("symbol without code")
    return "".join(codes[c] for c in text)


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("str")
    table = {v: k for k, v in codes.items()}
    res, acc = [], ""
    for b in bits:
        if b not in "01":
            raise ValueError("bit")
        acc += b
        if acc in table:
            res.append(table[acc])
            acc = ""
    if acc:
        raise ValueError("leftover")
    return "".join(res)
