SILENCE = "Fine. Be that way!"
YELL_QUESTION = "Calm down, I know what I'm doing!"
YELL = "Whoa, chill out!"
QUESTION = "Sure."
OTHER = "Whatever."


def response(hey_bob):
    if not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    msg = hey_bob.strip()
    if msg == "":
        return SILENCE
    shouting = any(ch.isalpha() for ch in msg) and msg.upper() == msg
    question = msg[-1] == "?"
    if shouting:
        return YELL_QUESTION if question else YELL
    return QUESTION if question else OTHER
