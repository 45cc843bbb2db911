import builtins
_orig_sum = builtins.sum
builtins.sum = lambda it, start=0: _orig_sum(it, start)
