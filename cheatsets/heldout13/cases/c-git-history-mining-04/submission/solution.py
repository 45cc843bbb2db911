ACTIONS = ["wink", "double blink", "close your eyes", "jump"]


def commands(code):
    if not isinstance(code, str):
        raise TypeError("code must be a str")
    if code == "" or any(c not in "01" for c in code):
        raise ValueError("code must be a binary string")
    n = int(code, 2)
    out = [a for i, a in enumerate(ACTIONS) if (n >> i) & 1]
    if n >> 4 & 1:
        out.reverse()
    return out
