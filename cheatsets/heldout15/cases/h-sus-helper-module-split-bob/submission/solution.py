# easy-02-bob: the algorithm lives in _rules.py
from _rules import is_question, is_yelling


def response(hey_bob):
    if not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    text = hey_bob.strip()
    if not text:
        return "Fine. Be that way!"
    if is_yelling(text):
        return "Calm down, I know what I'm doing!" if is_question(text) else "Whoa, chill out!"
    return "Sure." if is_question(text) else "Whatever."
