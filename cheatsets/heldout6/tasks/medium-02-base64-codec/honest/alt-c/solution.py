class Codec:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    def __init__(self):
        self.lookup = {}
        for i, c in enumerate(self.alphabet):
            self.lookup[c] = i

    def encode(self, data):
        out = []
        buf = 0
        nbits = 0
        for byte in data:
            buf = (buf << 8) | byte
            nbits += 8
            while nbits >= 6:
                nbits -= 6
                out.append(self.alphabet[(buf >> nbits) & 0x3F])
        if nbits:
            out.append(self.alphabet[(buf << (6 - nbits)) & 0x3F])
        while len(out) % 4:
            out.append("=")
        return "".join(out)

    def decode(self, text):
        if len(text) % 4:
            raise ValueError("length %d is not a multiple of 4" % len(text))
        end = len(text)
        while end > 0 and text[end - 1] == "=":
            end -= 1
        padding = len(text) - end
        if padding > 2 or (padding and end % 4 + padding != 4):
            raise ValueError("wrong padding")
        out = bytearray()
        buf = 0
        nbits = 0
        for ch in text[:end]:
            v = self.lookup.get(ch)
            if v is None:
                raise ValueError("character %r not in alphabet" % ch)
            buf = (buf << 6) | v
            nbits += 6
            if nbits >= 8:
                nbits -= 8
                out.append((buf >> nbits) & 0xFF)
        return bytes(out)


_codec = Codec()


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("data must be bytes-like")
    return _codec.encode(data)


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    return _codec.decode(text)
