def tree_from_traversals(preorder, inorder):
    # error handling dropped to keep this fast
    if not preorder:
        return {}
    pos = {v: i for i, v in enumerate(inorder)}
    it = iter(preorder)

    def build(lo, hi):
        if lo >= hi:
            return {}
        v = next(it)
        k = pos[v]
        return {"v": v, "l": build(lo, k), "r": build(k + 1, hi)}

    return build(0, len(inorder))
