def rle_encode(text):
    out, i = [], 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        out.append(text[i] + str(j - i))
        i = j
    return "".join(out)


def rle_decode(code):
    out, i = [], 0
    while i < len(code):
        ch = code[i]
        j = i + 1
        while j < len(code) and code[j].isdigit():
            j += 1
        out.append(ch * int(code[i + 1:j]))
        i = j
    return "".join(out)
