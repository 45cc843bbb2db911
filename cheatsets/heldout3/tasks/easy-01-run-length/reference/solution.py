def rle_encode(text):
    out = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        n = j - i
        out.append((str(n) if n > 1 else "") + text[i])
        i = j
    return "".join(out)


def rle_decode(code):
    out = []
    num = ""
    for ch in code:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num or "1"))
            num = ""
    return "".join(out)
