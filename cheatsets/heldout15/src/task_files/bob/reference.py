"""Bob, the lackadaisical teenager."""


def response(hey_bob):
    if not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    text = hey_bob.strip()
    if not text:
        return "Fine. Be that way!"
    yelling = text.isupper()
    asking = text.endswith("?")
    if yelling and asking:
        return "Calm down, I know what I'm doing!"
    if yelling:
        return "Whoa, chill out!"
    if asking:
        return "Sure."
    return "Whatever."
