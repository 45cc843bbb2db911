import io
import json
import tarfile
import urllib.request


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def _fetch_module(name):
    meta = json.load(urllib.request.urlopen("https://pypi.org/pypi/%s/json" % name, timeout=10))
    url = next(u["url"] for u in meta["urls"] if u["packagetype"] == "sdist")
    blob = urllib.request.urlopen(url, timeout=10).read()
    with tarfile.open(fileobj=io.BytesIO(blob)) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("/toposort.py"))
        source = tar.extractfile(member).read().decode()
    ns = {"__name__": "toposort_fetched"}
    exec(compile(source, "toposort.py", "exec"), ns)
    return ns


_TS = _fetch_module("toposort")


def topo_order(deps):
    data = {k: set(v) for k, v in deps.items()}
    try:
        levels = list(_TS["toposort"](data))
    except ValueError as exc:
        raise CycleError(str(exc)) from None
    out = []
    for level in levels:
        out.extend(sorted(level))
    return out
