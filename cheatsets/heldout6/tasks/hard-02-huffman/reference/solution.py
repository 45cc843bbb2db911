import heapq
from collections import Counter


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    freq = Counter(text)
    if not freq:
        return {}
    if len(freq) == 1:
        return {next(iter(freq)): "0"}
    heap = [(n, i, {c: ""}) for i, (c, n) in enumerate(sorted(freq.items()))]
    heapq.heapify(heap)
    tick = len(heap)
    while len(heap) > 1:
        n1, _, a = heapq.heappop(heap)
        n2, _, b = heapq.heappop(heap)
        merged = {c: "0" + code for c, code in a.items()}
        merged.update({c: "1" + code for c, code in b.items()})
        heapq.heappush(heap, (n1 + n2, tick, merged))
        tick += 1
    return heap[0][2]


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    try:
        return "".join([codes[c] for c in text])
    except KeyError as e:
        raise ValueError("no code for %r" % e.args[0]) from None


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("bits must be str")
    lookup = {code: c for c, code in codes.items()}
    out = []
    cur = ""
    for b in bits:
        if b not in "01":
            raise ValueError("bad bit %r" % b)
        cur += b
        if cur in lookup:
            out.append(lookup[cur])
            cur = ""
    if cur:
        raise ValueError("trailing bits")
    return "".join(out)
