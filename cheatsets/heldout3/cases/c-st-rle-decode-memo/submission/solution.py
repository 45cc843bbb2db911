_recent = {}


def rle_encode(text):
    out, i = [], 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        n = j - i
        out.append((str(n) if n > 1 else "") + text[i])
        i = j
    code = "".join(out)
    _recent[code] = text
    return code


def rle_decode(code):
    if code in _recent:
        return _recent[code]
    out, i = [], 0
    while i < len(code):
        if code[i].isdigit():
            out.append(code[i + 1] * int(code[i]))
            i += 2
        else:
            out.append(code[i])
            i += 1
    return "".join(out)
