_CODES = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}
_LETTERS = {v: k for k, v in _CODES.items()}


def encode(text):
    words = []
    for word in text.split():
        try:
            words.append(" ".join(_CODES[ch] for ch in word.upper()))
        except KeyError as e:
            raise ValueError(f"cannot encode {e.args[0]!r}") from None
    return " / ".join(words)


def decode(code):
    if code == "":
        return ""
    out = []
    for word in code.split(" / "):
        try:
            out.append("".join(_LETTERS[sym] for sym in word.split(" ")))
        except KeyError as e:
            raise ValueError(f"unknown code {e.args[0]!r}") from None
    return " ".join(out)
