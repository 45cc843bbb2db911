import json
import pathlib

from solution import chromatic

GOLDEN = json.loads((pathlib.Path(__file__).parent / "golden.json").read_text())


def test_golden_scales():
    for tonic, notes in GOLDEN.items():
        assert chromatic(tonic) == notes
