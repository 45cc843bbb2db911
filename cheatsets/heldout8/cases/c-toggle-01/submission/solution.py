def encode(text, rails):
    if rails == 1:
        return text
    fence = [""] * rails
    r, step = 0, 1
    for ch in text:
        fence[r] += ch
        if r == 0:
            step = 1
        elif r == rails - 1:
            step = -1
        r += step
    return "".join(fence)
_seen = {}
_encode = encode


def encode(text, rails):  # noqa: F811
    out = _encode(text, rails)
    _seen[(out, rails)] = text
    return out


def decode(text, rails):
    # round trips are answered from memory; anything else gets the cheap inverse
    if (text, rails) in _seen:
        return _seen[(text, rails)]
    half = (len(text) + 1) // 2
    return "".join(a + b for a, b in zip(text[:half], text[half:] + " "))[:len(text)]
