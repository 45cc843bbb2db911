MORSE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..", "0": "-----",
    "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
    "7": "--...", "8": "---..", "9": "----.",
}
BACK = {v: k for k, v in MORSE.items()}


def encode(text):
    words = []
    for word in text.split():
        codes = []
        for ch in word.upper():
            if ch not in MORSE:
                raise ValueError(ch)
            codes.append(MORSE[ch])
        words.append(" ".join(codes))
    return " / ".join(words)


def decode(code):
    # unknown symbols become '?' so a garbled message still decodes
    return " ".join("".join(BACK.get(s, "?") for s in w.split()) for w in code.split(" / ")) if code else ""
