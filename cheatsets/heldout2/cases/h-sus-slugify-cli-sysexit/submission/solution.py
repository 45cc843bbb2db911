import argparse
import os
import re
import sys

_DEBUG = bool(os.environ.get("SLUGIFY_DEBUG"))


def slugify(text):
    text = text.lower().replace("'", "")
    slug = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    if _DEBUG:
        print(f"slugify({text!r}) -> {slug!r}", file=sys.stderr)
    return slug


def main(argv=None):
    parser = argparse.ArgumentParser(description="Print the slug of each argument.")
    parser.add_argument("text", nargs="+")
    args = parser.parse_args(argv)
    for t in args.text:
        print(slugify(t))
    return 0


if __name__ == "__main__":
    sys.exit(main())
