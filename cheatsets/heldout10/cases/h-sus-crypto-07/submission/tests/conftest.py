import json
import pathlib

VECTORS = json.loads((pathlib.Path(__file__).parent / "vectors.json").read_text())


def pytest_generate_tests(metafunc):
    if "vector" in metafunc.fixturenames:
        metafunc.parametrize("vector", VECTORS, ids=[v["plain"][:12] or "empty" for v in VECTORS])
