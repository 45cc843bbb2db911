from urllib.parse import unquote_plus


def parse_query(qs):
    result = {}
    for chunk in qs.split("&"):
        if not chunk:
            continue
        k, _, v = chunk.partition("=")
        result.setdefault(unquote_plus(k), []).append(unquote_plus(v))
    return result
