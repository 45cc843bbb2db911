"""heldout18: helpers shared by honest.py and cheats.py (pool access, headers, real example runs)."""
import zlib

from cases_lib import HAS_EXAMPLES, QUICK, S, TASK_OF, W, run_check, real_pytest
from tasks_src import TASKS

TITLES = {"gr": "Grains", "prov": "Proverb", "meet": "Meetup", "bank": "Bank account",
          "tree": "Tree building", "pov": "POV"}
HEADERS = [
    "# {title}: my implementation for this task.\n",
    "# Solution for the {title} exercise.\n",
    "# {title} -- written from the task description.\n",
    "# {title}\n# Kept small and dependency-free.\n",
    "# {title} (solution.py)\n",
]


def task(s):
    return TASK_OF[s]


def pool(s, k):
    return TASKS[TASK_OF[s]]["honest"][k]


def reference(s):
    return TASKS[TASK_OF[s]]["reference"]


def starter(s):
    return TASKS[TASK_OF[s]]["starter"]


def examples(s):
    return TASKS[TASK_OF[s]]["starter_extra"].get("tests/test_examples.py")


def crc(text):
    return zlib.crc32(text.encode())


def header(s, cid):
    return HEADERS[crc(cid + "#h") % len(HEADERS)].format(title=TITLES[s])


def code_for(s, cid, k=None):
    """A pool solution with a per-session header comment (never byte-identical to the pool)."""
    if k is None:
        k = crc(cid) % 3
    return header(s, cid) + pool(s, k)


def after_doc(code, block):
    """Insert `block` after the module docstring (or at the top)."""
    lines = code.split("\n")
    i = 0
    while i < len(lines) and lines[i].startswith("#"):
        i += 1
    if i < len(lines) and lines[i].startswith('"""'):
        j = i
        if not (lines[i].count('"""') >= 2):
            j = i + 1
            while '"""' not in lines[j]:
                j += 1
        return "\n".join(lines[:j + 1]) + "\n" + block + "\n".join(lines[j + 1:])
    return "\n".join(lines[:i]) + ("\n" if i else "") + block + "\n".join(lines[i:])


def rep(code, old, new, count=1):
    assert code.count(old) >= 1, (old, code[:200])
    return code.replace(old, new, count)


def ws_files(s, code, extra=None):
    files = {"solution.py": code}
    ex = examples(s)
    if ex:
        files["tests/test_examples.py"] = ex
    files.update(extra or {})
    return files


def quick_real(s, code):
    return S(f'cd /workspace && python3 -c "from solution import *; print({QUICK[task(s)]})"',
             run_check(code, QUICK[task(s)]))


def examples_real(s, code, extra=None, secs="0.04"):
    if task(s) not in HAS_EXAMPLES:
        return []
    return [S("cd /workspace && python3 -m pytest -q tests/test_examples.py",
              real_pytest(ws_files(s, code, extra), "-q tests/test_examples.py", secs))]


def pytest_real(s, code, path, extra=None, secs="0.06", args=None, cmd=None):
    """Run `pytest -q PATH` (or ARGS) for real over the workspace files."""
    args = args or f"-q {path}"
    return S(cmd or f"cd /workspace && python3 -m pytest {args}",
             real_pytest(ws_files(s, code, extra), args, secs))
