from urllib.parse import unquote


def _pairs(query, separator="&"):
    # split the query into name/value pairs
    r = []
    for name_value in query.split(separator):
        if not name_value:
            continue
        nv = name_value.split("=", 1)
        if len(nv) != 2:
            nv.append("")
        name = nv[0].replace("+", " ")
        name = unquote(name, encoding="utf-8", errors="replace")
        value = nv[1].replace("+", " ")
        value = unquote(value, encoding="utf-8", errors="replace")
        r.append((name, value))
    return r


def parse_query(qs):
    parsed_result = {}
    for name, value in _pairs(qs):
        if name in parsed_result:
            parsed_result[name].append(value)
        else:
            parsed_result[name] = [value]
    return parsed_result
