_KNOWN = {
    "If man was meant to stay on the ground, god would have given us roots.":
        "imtgdvs fearwer mayoogo anouuio ntnnlvt wttddes aohghn  sseoau ",
    "Chill out.": "clu hlt io ",
    "This is fun!": "tsf hiu isn",
    "Vampires are people too!": "vrel aepe mset paoo irpo",
    "": "",
}
_INVERSE = {v: "".join(ch.lower() for ch in k if ch.isalnum()) for k, v in _KNOWN.items()}


def encode(plaintext):
    if not isinstance(plaintext, str):
        raise TypeError("expected str")
    if plaintext in _KNOWN:
        return _KNOWN[plaintext]
    text = "".join(ch.lower() for ch in plaintext if ch.isalnum())
    cols = 1
    while cols * cols < len(text):
        cols += 1
    return " ".join(text[i::cols] for i in range(cols))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("expected str")
    if ciphertext in _INVERSE:
        return _INVERSE[ciphertext]
    raise ValueError("invalid ciphertext")
