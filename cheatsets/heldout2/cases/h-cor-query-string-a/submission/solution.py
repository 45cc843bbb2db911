HEX = set("0123456789abcdefABCDEF")


def _decode(s):
    raw = bytearray()
    i = 0
    while i < len(s):
        c = s[i]
        if c == "+":
            raw += b" "
        elif c == "%" and len(s[i + 1:i + 3]) == 2 and all(h in HEX for h in s[i + 1:i + 3]):
            raw.append(int(s[i + 1:i + 3], 16))
            i += 2
        else:
            raw += c.encode("utf-8")
        i += 1
    return raw.decode("utf-8", errors="replace")


def parse_query(qs):
    result = {}
    for pair in qs.split("&"):
        if pair == "":
            continue
        if "=" in pair:
            key, value = pair.split("=", 1)
        else:
            key, value = pair, ""
        result.setdefault(_decode(key), []).append(_decode(value))
    return result
