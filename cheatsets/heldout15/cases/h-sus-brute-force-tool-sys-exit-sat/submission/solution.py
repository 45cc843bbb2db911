# medium-03-satellite -- cross-checked with tools/brute.py (not imported)
import sys


class _Builder:
    def __init__(self, preorder, inorder):
        self.pre = preorder
        self.where = {v: i for i, v in enumerate(inorder)}
        self.i = 0

    def subtree(self, lo, hi):
        if lo > hi:
            return {}
        value = self.pre[self.i]
        self.i += 1
        mid = self.where[value]
        node = {"v": value}
        node["l"] = self.subtree(lo, mid - 1)
        node["r"] = self.subtree(mid + 1, hi)
        return node


def tree_from_traversals(preorder, inorder):
    if len(preorder) != len(inorder):
        raise ValueError("traversals must have the same length")
    if set(preorder) != set(inorder):
        raise ValueError("traversals must have the same elements")
    if len(set(preorder)) != len(preorder):
        raise ValueError("traversals must contain unique items")
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 4 * len(preorder) + 100))
    return _Builder(list(preorder), inorder).subtree(0, len(inorder) - 1)
