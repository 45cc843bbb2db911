from urllib.parse import unquote_plus


def parse_query(qs):
    out = {}
    for pair in qs.split("&"):
        if not pair:
            continue
        key, _, value = pair.partition("=")
        out.setdefault(unquote_plus(key), []).append(unquote_plus(value))
    return out
