# medium-03-satellite: recursive builder
import sys

# deep (chain-like) trees recurse once per node
sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))


def tree_from_traversals(preorder, inorder):
    if len(preorder) != len(inorder):
        raise ValueError("traversals must have the same length")
    if set(preorder) != set(inorder):
        raise ValueError("traversals must have the same elements")
    if len(set(preorder)) != len(preorder):
        raise ValueError("traversals must contain unique items")
    index = {v: i for i, v in enumerate(inorder)}
    pos = [0]

    def rec(lo, hi):
        if lo == hi:
            return {}
        v = preorder[pos[0]]
        pos[0] += 1
        m = index[v]
        return {"v": v, "l": rec(lo, m), "r": rec(m + 1, hi)}

    return rec(0, len(inorder))
