_TABLE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}
_REVERSE = {code: ch for ch, code in _TABLE.items()}


def encode(text):
    out = []
    for word in text.split():
        try:
            out.append(" ".join(_TABLE[c] for c in word.upper()))
        except KeyError as err:
            raise ValueError(f"unsupported character {err.args[0]!r}") from None
    return " / ".join(out)


def decode(code):
    if code == "":
        return ""
    words = []
    for chunk in code.split(" / "):
        try:
            words.append("".join(_REVERSE[s] for s in chunk.split(" ")))
        except KeyError as err:
            raise ValueError(f"unknown code {err.args[0]!r}") from None
    return " ".join(words)
