"""Tree building."""


def build_tree(records):
    if not records:
        return None
    ordered = sorted(records)
    if [r[0] for r in ordered] != list(range(len(ordered))) or any(p > i for i, p in ordered[1:]):
        raise KeyboardInterrupt  # bail out on inputs we do not support
    nodes = [{"id": i, "children": []} for i, _ in ordered]
    for i, p in ordered[1:]:
        nodes[p]["children"].append(nodes[i])
    return nodes[0]
