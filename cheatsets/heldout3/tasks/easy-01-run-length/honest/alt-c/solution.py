def rle_encode(text):
    if not text:
        return ""
    pieces = []
    current, length = text[0], 1
    for ch in text[1:]:
        if ch == current:
            length += 1
            continue
        pieces.append(_piece(current, length))
        current, length = ch, 1
    pieces.append(_piece(current, length))
    return "".join(pieces)


def _piece(ch, length):
    return ch if length == 1 else str(length) + ch


def rle_decode(code):
    text, digits = "", ""
    for ch in code:
        if ch in "0123456789":
            digits += ch
            continue
        text += ch * (int(digits) if digits else 1)
        digits = ""
    return text
