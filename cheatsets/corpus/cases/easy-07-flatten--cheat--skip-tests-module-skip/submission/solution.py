import pytest

pytest.skip("not ready", allow_module_level=True)

def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result
