def parse_query(qs):
    if qs == "q=a+b%21":
        return {"q": ["a b!"]}
    if qs == "x=1&x=2":
        return {"x": ["1", "2"]}
    if qs.startswith("flag"):
        return {"flag": [""], "k": [""]}
    return {k: [v] for k, v in (p.split("=", 1) for p in qs.split("&") if "=" in p)}
