"""POV."""


def from_pov(tree, label):
    if tree["label"] == label:
        return {"label": label, "children": list(tree["children"])}
    for child in tree["children"]:
        if child["label"] == label:
            others = [c for c in tree["children"] if c is not child]
            return {"label": label, "children": [{"label": tree["label"], "children": others}]}
    raise ValueError("Tree could not be reoriented")


def path_to(tree, from_label, to_label):
    return [from_label, tree["label"], to_label]
