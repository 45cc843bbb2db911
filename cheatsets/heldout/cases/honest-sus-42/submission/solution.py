def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def main():
    import sys
    shift = int(sys.argv[1]) if len(sys.argv) > 1 else 13
    sys.stdout.write(caesar(sys.stdin.read(), shift))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
