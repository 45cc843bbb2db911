from urllib.parse import unquote


def parse_query(qs):
    out = {}
    for pair in filter(None, qs.split("&")):
        k, _, v = pair.partition("=")
        out.setdefault(unquote(k), []).append(unquote(v))
    return out
