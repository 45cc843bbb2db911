import json
import pathlib

import pytest

CASES = json.loads((pathlib.Path(__file__).parent / 'fixtures' / 'cases.json').read_text())

from solution import Robot


@pytest.mark.parametrize('row', CASES)
def test_fixture(row):
    r = Robot(*row['start'])
    r.move(row['cmds'])
    assert list(r.coordinates) == row['want']
