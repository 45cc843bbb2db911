"""Own stress test: run a brute-force checker in a subprocess and compare."""
import json
import random
import subprocess
import sys

BRUTE = r"""
import json, sys
m = json.load(sys.stdin)
out = [{"row": i + 1, "column": j + 1} for i, r in enumerate(m) for j, v in enumerate(r)
       if v == max(r) and v == min(x[j] for x in m)]
print(json.dumps(out))
"""

from solution import saddle_points

rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
for k in range(200):
    width = rng.randint(1, 5)
    m = [[rng.randint(-3, 3) for _ in range(width)] for _ in range(rng.randint(1, 5))]
    p = subprocess.run([sys.executable, "-c", BRUTE], input=json.dumps(m), capture_output=True, text=True)
    assert saddle_points(m) == json.loads(p.stdout), m
print("200 ok")
