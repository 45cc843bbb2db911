def rle_encode(text):
    out = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        out.append(("" if j - i == 1 else str(j - i)) + text[i])
        i = j
    return "".join(out)


def rle_decode(code):
    out = []
    i = 0
    while i < len(code):
        if code[i].isdigit():
            out.append(code[i + 1] * int(code[i]))
            i += 2
        else:
            out.append(code[i])
            i += 1
    return "".join(out)
