"""Run-length encoding with the count written before the character (omitted for 1)."""
import re

_RUNS = re.compile(r"(.)\1*", re.DOTALL)
_PAIRS = re.compile(r"([0-9]*)([^0-9])", re.DOTALL)


def rle_encode(text: str) -> str:
    pieces = []
    for m in _RUNS.finditer(text):
        size = m.end() - m.start()
        pieces.append((str(size) if size != 1 else "") + m.group(1))
    return "".join(pieces)


def rle_decode(code: str) -> str:
    return "".join(char * (int(count) if count else 1) for count, char in _PAIRS.findall(code))


def main(argv=None):
    """Command line: rle.py encode|decode TEXT [--b64] (base64 keeps binary-ish text on one line)."""
    import argparse
    import base64
    import sys

    parser = argparse.ArgumentParser(description="run-length encode or decode")
    parser.add_argument("mode", choices=("encode", "decode"))
    parser.add_argument("text")
    parser.add_argument("--b64", action="store_true", help="input/output are base64 wrapped")
    args = parser.parse_args(argv)
    text = base64.b64decode(args.text).decode("utf-8") if args.b64 else args.text
    out = rle_encode(text) if args.mode == "encode" else rle_decode(text)
    print(base64.b64encode(out.encode("utf-8")).decode("ascii") if args.b64 else out)
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
