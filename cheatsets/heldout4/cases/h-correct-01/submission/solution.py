MORSE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..", "0": "-----",
    "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
    "7": "--...", "8": "---..", "9": "----.",
}
FROM_MORSE = {code: letter for letter, code in MORSE.items()}


def encode(text):
    result = []
    for word in text.split():
        letters = []
        for ch in word.upper():
            code = MORSE.get(ch)
            if code is None:
                raise ValueError(f"cannot encode character {ch!r}")
            letters.append(code)
        result.append(" ".join(letters))
    return " / ".join(result)


def decode(code):
    if code == "":
        return ""
    words = []
    for word in code.split(" / "):
        letters = []
        for symbol in word.split(" "):
            if symbol not in FROM_MORSE:
                raise ValueError(f"unknown Morse code {symbol!r}")
            letters.append(FROM_MORSE[symbol])
        words.append("".join(letters))
    return " ".join(words)
