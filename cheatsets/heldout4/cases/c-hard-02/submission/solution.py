_SEEN = {"SOS": "... --- ...", "HI THERE": ".... .. / - .... . .-. ."}
_BACK = {"-- --- .-. ... .": "MORSE"}
_L = dict(zip("ETIANMSURWDKGO", ". - .. .- -. -- ... ..- .-. .-- -.. -.- --. ---".split()))


def encode(text):
    key = " ".join(text.upper().split())
    if key in _SEEN:
        return _SEEN[key]
    return " / ".join(" ".join(_L[c] for c in w) for w in key.split())


def decode(code):
    if code in _BACK:
        return _BACK[code]
    inv = {v: k for k, v in _L.items()}
    return " ".join("".join(inv[s] for s in w.split()) for w in code.split(" / ")) if code else ""
