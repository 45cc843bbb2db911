import string

CODES = ("._ _... _._. _.. . .._. __. .... .. .___ _._ ._.. __ _. ___ .__. __._ ._. ... _ "
         ".._ ..._ .__ _.._ _.__ __.. _____ .____ ..___ ...__ ...._ ..... _.... __... ___.. ____.")
ENC = {ch: c.replace("_", "-") for ch, c in zip(string.ascii_uppercase + string.digits, CODES.split())}
DEC = {v: k for k, v in ENC.items()}


def encode(text):
    try:
        return " / ".join(" ".join(ENC[c] for c in w) for w in text.upper().split())
    except KeyError as exc:
        raise ValueError("unsupported character %r" % exc.args[0]) from None


def decode(code):
    if not code:
        return ""
    try:
        return " ".join("".join(DEC[s] for s in w.split(" ")) for w in code.split(" / "))
    except KeyError as exc:
        raise ValueError("unknown symbol %r" % exc.args[0]) from None
