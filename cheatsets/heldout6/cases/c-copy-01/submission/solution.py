# conversions between binary data and base64 text (adapted)

_ASCII_TO_SIXBIT = {}
_SIXBIT_TO_ASCII = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
for _i, _c in enumerate(_SIXBIT_TO_ASCII):
    _ASCII_TO_SIXBIT[_c] = _i


def _text_to_bytes(s):
    quad_pos = 0
    leftchar = 0
    leftbits = 0
    last_was_pad = 0
    out = []
    pads = 0
    for c in s:
        if c == "=":
            pads += 1
            last_was_pad = 1
            continue
        if last_was_pad:
            raise ValueError("Discontinuous padding")
        if c not in _ASCII_TO_SIXBIT:
            raise ValueError("Only base64 data is allowed")
        quad_pos = (quad_pos + 1) & 3
        leftchar = (leftchar << 6) | _ASCII_TO_SIXBIT[c]
        leftbits += 6
        if leftbits >= 8:
            leftbits -= 8
            out.append((leftchar >> leftbits) & 0xFF)
            leftchar &= (1 << leftbits) - 1
    if quad_pos == 1 or pads > 2 or (pads and (quad_pos + pads) % 4):
        raise ValueError("Incorrect padding")
    return bytes(out)


def _bytes_to_text(bin_data):
    leftbits = 0
    leftchar = 0
    res = []
    for c in bin_data:
        leftchar = (leftchar << 8) | c
        leftbits += 8
        while leftbits >= 6:
            leftbits -= 6
            res.append(_SIXBIT_TO_ASCII[(leftchar >> leftbits) & 0x3F])
        leftchar &= (1 << leftbits) - 1
    if leftbits == 2:
        res.append(_SIXBIT_TO_ASCII[(leftchar & 3) << 4] + "==")
    elif leftbits == 4:
        res.append(_SIXBIT_TO_ASCII[(leftchar & 0xF) << 2] + "=")
    return "".join(res)


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required")
    return _bytes_to_text(data)


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("str required")
    if len(text) % 4:
        raise ValueError("Incorrect padding")
    return _text_to_bytes(text)
