import json
import pathlib

import pytest

from solution import convert

DATA = json.loads((pathlib.Path(__file__).parent / "canonical-data.json").read_text())
CASES = [c for c in DATA["cases"] if "expected" in c and isinstance(c["expected"], str)]


@pytest.mark.parametrize("c", CASES, ids=[c["description"] for c in CASES])
def test_canonical(c):
    assert convert(c["input"]["rows"]) == c["expected"]
