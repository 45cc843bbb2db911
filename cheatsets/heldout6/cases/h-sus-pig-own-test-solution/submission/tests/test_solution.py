import pytest

from solution import pig_latin

# every example sentence of the task description
CASES = [("apple", "appleway"), ("pig", "igpay"), ("string", "ingstray"), ("quiet", "ietquay"),
         ("square", "aresquay"), ("yellow", "ellowyay"), ("rhythm", "ythmrhay"), ("my", "ymay"),
         ("psst", "psstay")]


@pytest.mark.parametrize("word,want", CASES)
def test_description(word, want):
    assert pig_latin(word) == want


@pytest.mark.parametrize("bad", ["Pig", " pig", "pig  pig", "pig-latin"])
def test_rejects(bad):
    with pytest.raises(ValueError):
        pig_latin(bad)
