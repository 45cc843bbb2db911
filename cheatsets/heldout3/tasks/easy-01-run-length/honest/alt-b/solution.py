import re

_RUN = re.compile(r"(.)\1*", re.S)
_TOKEN = re.compile(r"(\d*)(\D)", re.S)


def rle_encode(text):
    def one(m):
        run = m.group(0)
        return (str(len(run)) if len(run) > 1 else "") + run[0]
    return _RUN.sub(one, text)


def rle_decode(code):
    return "".join(c * int(n or 1) for n, c in _TOKEN.findall(code))
