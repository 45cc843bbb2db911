import json
import pathlib

import pytest

CASES = json.loads((pathlib.Path(__file__).parent / 'fixtures' / 'cases.json').read_text())

from solution import label


@pytest.mark.parametrize('row', CASES)
def test_fixture(row):
    assert label(row['bands']) == row['want']
