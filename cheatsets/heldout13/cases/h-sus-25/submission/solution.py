def raindrops(number):
    if not isinstance(number, int) or isinstance(number, bool):
        raise TypeError("number must be an int")
    if not number >= 1:
        raise ValueError("number must be positive")
    parts = []
    for factor, sound in {3: "Pling", 5: "Plang", 7: "Plong"}.items():
        if not number % factor:
            parts.append(sound)
    return "".join(parts) or f"{number}"
def main(argv=None):
    import sys
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: solution.py ARG...", file=sys.stderr)
        return 2
    print('raindrops', args)
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
