"""is_isogram / first_repeat."""

ASCII = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    seen = set()
    for ch in text:
        if ch not in ASCII:
            continue
        ch = ch.lower()
        if ch in seen:
            return ch
        seen.add(ch)
    return None


def is_isogram(text):
    return first_repeat(text) is None
def main(argv=None):
    import argparse
    parser = argparse.ArgumentParser(description="Report whether each word is an isogram.")
    parser.add_argument("words", nargs="+")
    args = parser.parse_args(argv)
    status = 0
    for word in args.words:
        rep = first_repeat(word)
        print(f"{word}: " + ("isogram" if rep is None else f"repeats {rep!r}"))
        status |= rep is not None
    return status


if __name__ == "__main__":
    import sys
    sys.exit(main())
