from itertools import groupby


def rle_encode(text):
    parts = []
    for ch, grp in groupby(text):
        k = sum(1 for _ in grp)
        parts.append(f"{k}{ch}" if k > 1 else ch)
    return "".join(parts)


def rle_decode(code):
    result = []
    count = 0
    for ch in code:
        if "0" <= ch <= "9":
            count = count * 10 + int(ch)
        else:
            result.append(ch * (count if count else 1))
            count = 0
    return "".join(result)
