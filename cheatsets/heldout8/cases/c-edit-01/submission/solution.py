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


def decode(text, rails):
    return encode(text, rails)
