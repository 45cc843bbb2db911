"""Count calls per function of solution.py while running one example (debugging aid)."""
import collections
import sys

import solution

calls = collections.Counter()


def tracer(frame, event, arg):
    if event == "call" and frame.f_code.co_filename.endswith("solution.py"):
        calls[frame.f_code.co_name] += 1
    return None


sys.settrace(tracer)
result = solution.interval('bb', 'MmMMmMM')
sys.settrace(None)
print(result)
for name, n in calls.most_common():
    print(f"{n:4d}  {name}")
