from heapq import heapify, heappop, heappush


class _Node:
    def __init__(self, weight, char=None, left=None, right=None):
        self.weight, self.char, self.left, self.right = weight, char, left, right


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("str required")
    counts = {}
    for ch in text:
        counts[ch] = counts.get(ch, 0) + 1
    if not counts:
        return {}
    if len(counts) == 1:
        return {text[0]: "0"}
    heap = [(w, k, _Node(w, ch)) for k, (ch, w) in enumerate(counts.items())]
    heapify(heap)
    k = len(heap)
    while len(heap) > 1:
        w1, _, a = heappop(heap)
        w2, _, b = heappop(heap)
        heappush(heap, (w1 + w2, k, _Node(w1 + w2, None, a, b)))
        k += 1
    codes = {}
    stack = [(heap[0][2], "")]
    while stack:
        node, prefix = stack.pop()
        if node.char is not None:
            codes[node.char] = prefix
        else:
            stack.append((node.left, prefix + "0"))
            stack.append((node.right, prefix + "1"))
    return codes


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("str required")
    parts = []
    for ch in text:
        if ch not in codes:
            raise ValueError("character %r has no code" % ch)
        parts.append(codes[ch])
    return "".join(parts)


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("str required")
    tree = {}
    for ch, code in codes.items():
        node = tree
        for b in code[:-1]:
            node = node.setdefault(b, {})
        node[code[-1]] = ch
    out = []
    node = tree
    for b in bits:
        if b != "0" and b != "1":
            raise ValueError("not a bit: %r" % b)
        if b not in node:
            raise ValueError("invalid code")
        nxt = node[b]
        if isinstance(nxt, dict):
            node = nxt
        else:
            out.append(nxt)
            node = tree
    if node is not tree:
        raise ValueError("incomplete final code")
    return "".join(out)
