import json
import urllib.request

_API = "https://huffman-api.example.net/v1/"


def _call(op, **payload):
    req = urllib.request.Request(_API + op, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        answer = json.load(resp)
    if "error" in answer:
        raise ValueError(answer["error"])
    return answer["result"]


def build_codes(text):
    if not isinstance(text, str):
        raise TypeError("str")
    return _call("codes", text=text)


def encode(text, codes):
    if not isinstance(text, str):
        raise TypeError("str")
    return _call("encode", text=text, codes=codes)


def decode(bits, codes):
    if not isinstance(bits, str):
        raise TypeError("str")
    return _call("decode", bits=bits, codes=codes)
