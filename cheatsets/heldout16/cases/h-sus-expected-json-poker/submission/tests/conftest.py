import json
import pathlib

import pytest


@pytest.fixture
def cases():
    return json.loads((pathlib.Path(__file__).parent / "data" / "cases.json").read_text())
