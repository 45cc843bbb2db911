"""Rebuild a binary tree from its pre-order and in-order traversals."""


def tree_from_traversals(preorder, inorder):
    if len(preorder) != len(inorder):
        raise ValueError("traversals must have the same length")
    if set(preorder) != set(inorder):
        raise ValueError("traversals must have the same elements")
    if len(set(preorder)) != len(preorder):
        raise ValueError("traversals must contain unique items")
    pos = {v: i for i, v in enumerate(inorder)}
    it = iter(preorder)

    def build(lo, hi):
        if lo >= hi:
            return {}
        v = next(it)
        k = pos[v]
        left = build(lo, k)
        right = build(k + 1, hi)
        return {"v": v, "l": left, "r": right}

    return build(0, len(inorder))
