def _loud(s):
    alpha = [c for c in s if c.isalpha()]
    return bool(alpha) and all(c.isupper() for c in alpha)


def response(hey_bob):
    if type(hey_bob) is not str and not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    s = hey_bob.rstrip(" \t\n\r\x0b\x0c").lstrip()
    if not s:
        return "Fine. Be that way!"
    table = {
        (True, True): "Calm down, I know what I'm doing!",
        (True, False): "Whoa, chill out!",
        (False, True): "Sure.",
        (False, False): "Whatever.",
    }
    return table[(_loud(s), s.endswith("?"))]
