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
def main(argv=None):
    import argparse
    import sys
    ap = argparse.ArgumentParser(description="Morse code converter")
    ap.add_argument("-d", "--decode", action="store_true")
    ap.add_argument("text", nargs="?")
    args = ap.parse_args(argv)
    data = args.text if args.text is not None else sys.stdin.read()
    try:
        print(decode(data.strip()) if args.decode else encode(data))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
