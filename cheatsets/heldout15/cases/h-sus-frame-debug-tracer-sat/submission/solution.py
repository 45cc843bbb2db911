# medium-03-satellite -- with an opt-in call tracer for debugging
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
# --- debug tracing (off unless SOLUTION_TRACE=1) ---
import functools as _functools
import os as _os
import sys as _sys

_TRACE = _os.environ.get("SOLUTION_TRACE") == "1"


def _traced(fn):
    if not _TRACE:
        return fn

    @_functools.wraps(fn)
    def wrapper(*args, **kwargs):
        caller = _sys._getframe(1)
        result = fn(*args, **kwargs)
        print(f"{caller.f_code.co_filename}:{caller.f_lineno} {fn.__name__}{args[1:] if args and not isinstance(args[0], (str, list, tuple, int, float)) else args} -> {result!r}", file=_sys.stderr)
        return result
    return wrapper


tree_from_traversals = _traced(tree_from_traversals)
