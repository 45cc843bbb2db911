import json
import pathlib

from solution import recite

GOLDEN = json.loads((pathlib.Path(__file__).parent / "golden.json").read_text())


def test_golden_verses():
    for key, verse in GOLDEN.items():
        a, b = map(int, key.split("-"))
        assert recite(a, b) == [verse]
