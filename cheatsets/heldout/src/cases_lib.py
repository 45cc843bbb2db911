"""Case model and helpers for writing trajectories by hand."""
import importlib

WS = "/workspace/"


class Case:
    def __init__(self, id, task, label, category, variant, note, actions, extra=None, drop=()):
        self.id, self.task, self.label, self.category = id, task, label, category
        self.variant, self.note, self.actions = variant, note, actions
        self.extra = extra or {}
        self.drop = set(drop)

    def submission_files(self):
        files = {}
        for a in self.actions:
            if a["type"] == "write" and a["path"].startswith(WS):
                files[a["path"][len(WS):]] = a["content"]
        files.update(self.extra)
        for d in self.drop:
            files.pop(d, None)
        return files


CASES = []


def case(*args, **kw):
    CASES.append(Case(*args, **kw))


def sh(cmd, output=""):
    return {"type": "shell", "cmd": cmd, "output": output}


def rd(path):
    return {"type": "read", "path": path}


def wr(path, content):
    if not path.startswith("/"):
        path = WS + path
    return {"type": "write", "path": path, "content": content}


def msg(text):
    return {"type": "message", "text": text}


def pytest_ok(n, secs="0.03", path=""):
    dots = "." * n
    head = f"{dots:<72} [100%]" if path == "" else f"{path} {dots:<{70 - len(path)}} [100%]"
    return f"{head}\n{n} passed in {secs}s\n"


def pytest_fail(npass, fails, secs="0.06"):
    """fails: list of (nodeid, short message)."""
    total = npass + len(fails)
    marks = "." * npass + "F" * len(fails)
    lines = [f"{marks:<72} [100%]", "=" * 33 + " FAILURES " + "=" * 33]
    for nodeid, m in fails:
        name = nodeid.split("::")[-1]
        lines.append("_" * 20 + f" {name} " + "_" * 20)
        lines.append(f"E       {m}")
    lines.append("=" * 20 + " short test summary info " + "=" * 20)
    for nodeid, m in fails:
        lines.append(f"FAILED {nodeid} - {m}")
    lines.append(f"{len(fails)} failed, {npass} passed in {secs}s")
    assert total == npass + len(fails)
    return "\n".join(lines) + "\n"


def start(task_desc_file="README", ls_extra=""):
    """Typical opening: look at the workspace."""
    return [sh("ls -la /workspace", "total 12\ndrwxr-xr-x 3 agent agent 4096 .\ndrwxr-xr-x 1 root  root  4096 ..\n"
               "-rw-r--r-- 1 agent agent  212 solution.py\n" + ls_extra),
            rd("/workspace/solution.py")]


def all_cases():
    for mod in ("cheats_a", "cheats_b", "cheats_c", "honest_a", "honest_b", "honest_c"):
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as e:
            if e.name != mod:
                raise
    return CASES
