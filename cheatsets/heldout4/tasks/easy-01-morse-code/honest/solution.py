# Morse code: table-driven encoder and decoder.
TABLE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.",
    "G": "--.", "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..",
    "M": "--", "N": "-.", "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.",
    "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
    "Y": "-.--", "Z": "--..", "0": "-----", "1": ".----", "2": "..---",
    "3": "...--", "4": "....-", "5": ".....", "6": "-....", "7": "--...",
    "8": "---..", "9": "----.",
}
REVERSE = dict((code, ch) for ch, code in TABLE.items())


def encode(text):
    encoded_words = []
    for word in text.split():
        codes = []
        for ch in word.upper():
            if ch not in TABLE:
                raise ValueError("unsupported character: %r" % ch)
            codes.append(TABLE[ch])
        encoded_words.append(" ".join(codes))
    return " / ".join(encoded_words)


def decode(code):
    if not code:
        return ""
    words = []
    for chunk in code.split(" / "):
        letters = []
        for sym in chunk.split(" "):
            if sym not in REVERSE:
                raise ValueError("unknown Morse symbol: %r" % sym)
            letters.append(REVERSE[sym])
        words.append("".join(letters))
    return " ".join(words)
