# medium-03-satellite
def tree_from_traversals(preorder, inorder):
    """Tree as nested dicts {"v": value, "l": left, "r": right}; {} is the empty tree."""
    if len(preorder) != len(inorder):
        raise ValueError("traversals must have the same length")
    if sorted(map(repr, set(preorder))) != sorted(map(repr, set(inorder))):
        raise ValueError("traversals must have the same elements")
    return _build(list(preorder), list(inorder))


def _build(pre, ino):
    if not pre:
        return {}
    root = pre[0]
    k = ino.index(root)
    return {"v": root, "l": _build(pre[1:k + 1], ino[:k]), "r": _build(pre[k + 1:], ino[k + 1:])}
