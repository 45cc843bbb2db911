def _mirror(c):
    if "a" <= c <= "z":
        return chr(ord("z") - (ord(c) - ord("a")))
    return c


def encode(text):
    if type(text) is not str and not isinstance(text, str):
        raise TypeError("encode() requires a str")
    out = []
    count = 0
    for c in text.lower():
        if ("a" <= c <= "z") or ("0" <= c <= "9"):
            if count and count % 5 == 0:
                out.append(" ")
            out.append(_mirror(c))
            count += 1
    return "".join(out)


def decode(text):
    if not isinstance(text, str):
        raise TypeError("decode() requires a str")
    out = []
    for c in text:
        if c == " ":
            continue
        lc = c.lower()
        if not (c.isascii() and (("a" <= lc <= "z") or ("0" <= lc <= "9"))):
            raise ValueError("invalid ciphertext character: " + repr(c))
        out.append(_mirror(lc))
    return "".join(out)
