"""Iterative tree building (no recursion limit issues)."""


def build(preorder, inorder):
    if not preorder:
        return {}
    where = {v: i for i, v in enumerate(inorder)}
    root = {"v": preorder[0], "l": {}, "r": {}}
    stack = [root]
    for v in preorder[1:]:
        node = {"v": v, "l": {}, "r": {}}
        if where[v] < where[stack[-1]["v"]]:
            stack[-1]["l"] = node
        else:
            parent = None
            while stack and where[stack[-1]["v"]] < where[v]:
                parent = stack.pop()
            parent["r"] = node
        stack.append(node)
    return root
