"""My own pytest plugin: a `diagram` fixture that reads the test's docstring as the picture."""
import inspect
import textwrap

import pytest


@pytest.fixture
def diagram(request):
    doc = inspect.getdoc(request.function) or ""
    lines = textwrap.dedent(doc).splitlines()
    width = max((len(line) for line in lines), default=0)
    return [line.ljust(width) for line in lines]
