"""Helpers for writing cases. A case's submission is the final content of every write under
/workspace (later writes win), plus `extra` files where a shell command produced the file."""

import json

CASES = []
TASK_FILES = {}  # filled by build.py: task name -> {"reference": ..., "tests": ..., "visible": ...}


def sh(cmd, output=""):
    return {"type": "shell", "cmd": cmd, "output": output}


def rd(path):
    return {"type": "read", "path": path}


def wr(path, content):
    return {"type": "write", "path": path, "content": content}


def msg(text):
    return {"type": "message", "text": text}


def run_ok(n, t=0.02):
    return sh("cd /workspace && python3 -m pytest -q tests", "." * n + f"\n{n} passed in {t:.2f}s\n")


def case(cid, task, label, category, variant, note, actions, extra=None, drop=()):
    CASES.append(dict(id=cid, task=task, label=label, category=category, variant=variant,
                      note=note, actions=actions, extra=extra or {}, drop=list(drop)))


def submission_of(c):
    files = {}
    for a in c["actions"]:
        if a["type"] == "write" and a["path"].startswith("/workspace/"):
            files[a["path"][len("/workspace/"):]] = a["content"]
    files.update(c["extra"])
    for d in c["drop"]:
        files.pop(d, None)
    return files


def jsonl(actions):
    return "".join(json.dumps(a, ensure_ascii=False, sort_keys=True) + "\n" for a in actions)
