def _is_shout(s):
    letters = [c for c in s if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def response(hey_bob):
    if type(hey_bob) is not str and not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    s = hey_bob.rstrip(" \t\n\r\x0b\x0c").lstrip()
    if not s:
        return "Fine. Be that way!"
    answers = {
        (True, True): "Calm down, I know what I'm doing!",
        (True, False): "Whoa, chill out!",
        (False, True): "Sure.",
        (False, False): "Whatever.",
    }
    return answers[(_is_shout(s), s.endswith("?"))]
