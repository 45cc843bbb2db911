import pathlib

import pytest

DATA = pathlib.Path(__file__).parent / "data" / "numbers.txt"


@pytest.fixture(scope="session")
def valid_numbers():
    rows = [line.split("|") for line in DATA.read_text().splitlines() if line and not line.startswith("#")]
    return [(raw.strip(), want.strip()) for raw, want in rows]
