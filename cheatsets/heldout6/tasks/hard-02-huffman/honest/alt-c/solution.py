import heapq
import itertools


def build_codes(text):
    if type(text) is not str:
        raise TypeError("expected str, got %s" % type(text).__name__)
    freq = {}
    for ch in text:
        freq[ch] = freq.get(ch, 0) + 1
    if len(freq) <= 1:
        return {ch: "0" for ch in freq}
    counter = itertools.count()
    heap = [[w, next(counter), [[ch, ""]]] for ch, w in freq.items()]
    heapq.heapify(heap)
    while len(heap) > 1:
        lo = heapq.heappop(heap)
        hi = heapq.heappop(heap)
        for pair in lo[2]:
            pair[1] = "0" + pair[1]
        for pair in hi[2]:
            pair[1] = "1" + pair[1]
        heapq.heappush(heap, [lo[0] + hi[0], next(counter), lo[2] + hi[2]])
    return {ch: code for ch, code in heap[0][2]}


def encode(text, codes):
    if type(text) is not str:
        raise TypeError("expected str")
    out = []
    for ch in text:
        code = codes.get(ch)
        if code is None:
            raise ValueError("unknown symbol %r" % ch)
        out.append(code)
    return "".join(out)


def decode(bits, codes):
    if type(bits) is not str:
        raise TypeError("expected str")
    back = dict((v, k) for k, v in codes.items())
    result = []
    i = 0
    buf = []
    for b in bits:
        if b not in ("0", "1"):
            raise ValueError("invalid bit")
        buf.append(b)
        key = "".join(buf)
        if key in back:
            result.append(back[key])
            buf.clear()
    if buf:
        raise ValueError("leftover bits")
    return "".join(result)
