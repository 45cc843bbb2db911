def tree_from_traversals(preorder, inorder):
    if len(preorder) != len(inorder):
        raise ValueError("traversals must have the same length")
    if set(preorder) != set(inorder):
        raise ValueError("traversals must have the same elements")
    if len(set(inorder)) != len(inorder):
        raise ValueError("traversals must contain unique items")
    if not preorder:
        return {}
    index = {v: i for i, v in enumerate(inorder)}
    root = {"v": preorder[0], "l": {}, "r": {}}
    stack = [root]
    for v in preorder[1:]:
        node = {"v": v, "l": {}, "r": {}}
        parent = stack[-1]
        if index[v] < index[parent["v"]]:
            parent["l"] = node
        else:
            while stack and index[stack[-1]["v"]] < index[v]:
                parent = stack.pop()
            parent["r"] = node
        stack.append(node)
    return root
