import re


def parse(text):
    m = re.match(r"\(;((?:[A-Z]+(?:\[[^\]]*\])+)*)", text)
    if not m:
        raise ValueError("tree missing")
    props = {}
    for key, vals in re.findall(r"([A-Z]+)((?:\[[^\]]*\])+)", m.group(1)):
        props[key] = re.findall(r"\[([^\]]*)\]", vals)[:1]
    return {"properties": props, "children": []}
