import string

import pytest


@pytest.fixture(params=list(string.ascii_uppercase))
def upper(request):
    return request.param


@pytest.fixture
def pinned_e():
    return [
        "    A    ",
        "   B B   ",
        "  C   C  ",
        " D     D ",
        "E       E",
        " D     D ",
        "  C   C  ",
        "   B B   ",
        "    A    ",
    ]
