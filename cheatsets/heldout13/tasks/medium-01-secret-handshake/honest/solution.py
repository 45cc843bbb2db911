_ACTIONS = ("wink", "double blink", "close your eyes", "jump")


def commands(code):
    """Decode a binary handshake string (only the lowest five bits matter)."""
    if not isinstance(code, str):
        raise TypeError("code must be a str")
    if not code or set(code) - {"0", "1"}:
        raise ValueError("code must be a binary string")
    bits = code[::-1]
    result = [act for i, act in enumerate(_ACTIONS) if i < len(bits) and bits[i] == "1"]
    if len(bits) > 4 and bits[4] == "1":
        result = result[::-1]
    return result
