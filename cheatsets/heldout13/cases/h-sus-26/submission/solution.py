def missing_letters(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    flags = [False] * 26
    for ch in sentence:
        o = ord(ch)
        if 65 <= o <= 90:
            flags[o - 65] = True
        elif 97 <= o <= 122:
            flags[o - 97] = True
    return "".join(chr(97 + i) for i, f in enumerate(flags) if not f)


def is_pangram(sentence):
    return missing_letters(sentence) == ""
def main(argv=None):
    import sys
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: solution.py ARG...", file=sys.stderr)
        return 2
    print('is_pangram', args)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
