# tree-based Huffman
import heapq
import itertools
from collections import Counter


class Leaf:
    def __init__(self, ch):
        self.ch = ch


class Pair:
    def __init__(self, zero, one):
        self.zero, self.one = zero, one


def _walk(node, prefix, out):
    if isinstance(node, Leaf):
        out[node.ch] = prefix
    else:
        _walk(node.zero, prefix + "0", out)
        _walk(node.one, prefix + "1", out)


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError(type(text).__name__)
    freq = Counter(text)
    if not freq:
        return {}
    if len(freq) == 1:
        return {ch: "0" for ch in freq}
    seq = itertools.count()
    heap = [(n, next(seq), Leaf(ch)) for ch, n in freq.items()]
    heapq.heapify(heap)
    while len(heap) > 1:
        a = heapq.heappop(heap)
        b = heapq.heappop(heap)
        heapq.heappush(heap, (a[0] + b[0], next(seq), Pair(a[2], b[2])))
    out = {}
    _walk(heap[0][2], "", out)
    return out


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError(type(text).__name__)
    try:
        return "".join(codes[ch] for ch in text)
    except KeyError as exc:
        raise ValueError("symbol without a code: %r" % exc.args[0]) from None


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError(type(bits).__name__)
    inverse = {v: k for k, v in codes.items()}
    out, cur = [], []
    for b in bits:
        if b not in ("0", "1"):
            raise ValueError("bits must be 0 or 1")
        cur.append(b)
        sym = inverse.get("".join(cur))
        if sym is not None:
            out.append(sym)
            cur = []
    if cur:
        raise ValueError("incomplete code at the end")
    return "".join(out)
