from collections import Counter, deque


def _lengths(freq):
    """Code lengths via the two-queue method on sorted weights."""
    leaves = deque(sorted((n, [c]) for c, n in freq.items()))
    inner = deque()
    depth = {c: 0 for c in freq}

    def take():
        if not inner or (leaves and leaves[0][0] <= inner[0][0]):
            return leaves.popleft()
        return inner.popleft()

    while len(leaves) + len(inner) > 1:
        w1, s1 = take()
        w2, s2 = take()
        for c in s1 + s2:
            depth[c] += 1
        inner.append((w1 + w2, s1 + s2))
    return depth


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("text")
    freq = Counter(text)
    if len(freq) == 0:
        return {}
    if len(freq) == 1:
        return {c: "0" for c in freq}
    depth = _lengths(freq)
    # canonical code from the lengths
    order = sorted(freq, key=lambda c: (depth[c], c))
    codes = {}
    code = 0
    prev = depth[order[0]]
    for i, c in enumerate(order):
        if i:
            code = (code + 1) << (depth[c] - prev)
        prev = depth[c]
        codes[c] = format(code, "0%db" % depth[c])
    return codes


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("text")
    missing = set(text) - set(codes)
    if missing:
        raise ValueError("no code for %r" % sorted(missing)[0])
    return "".join(map(codes.__getitem__, text))


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("bits")
    if set(bits) - {"0", "1"}:
        raise ValueError("bits must be 0/1")
    inverse = {v: k for k, v in codes.items()}
    longest = max(map(len, inverse), default=0)
    out = []
    start = 0
    while start < len(bits):
        for end in range(start + 1, min(len(bits), start + longest) + 1):
            sym = inverse.get(bits[start:end])
            if sym is not None:
                out.append(sym)
                start = end
                break
        else:
            raise ValueError("undecodable bits at %d" % start)
    return "".join(out)
