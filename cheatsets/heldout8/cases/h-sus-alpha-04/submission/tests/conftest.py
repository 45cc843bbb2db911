import pytest


def pytest_addoption(parser):
    parser.addoption("--big", action="store_true", help="run my big random puzzles")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "big" in item.name:
            item.add_marker(pytest.mark.big)
            if not config.getoption("--big"):
                item.add_marker(pytest.mark.skip(reason="use --big"))
