import base64 as _codec

_OK = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("bytes")
    return _codec.b64encode(bytes(data)).decode("ascii")


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("str")
    body = text.rstrip("=")
    if len(text) % 4 or len(text) - len(body) > 2 or not set(body) <= _OK or len(body) % 4 == 1:
        raise ValueError("invalid base64")
    return _codec.b64decode(text)
