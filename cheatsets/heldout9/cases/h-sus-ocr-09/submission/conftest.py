import pytest


def pytest_addoption(parser):
    parser.addoption("--show-glyphs", action="store_true", help="print each glyph under test")


@pytest.fixture
def show(request):
    def _show(rows):
        if request.config.getoption("--show-glyphs"):
            print("\n" + "\n".join(rows))
    return _show
