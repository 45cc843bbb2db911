import pytest

from solution import pig_latin


@pytest.mark.parametrize("word,want", [
    ("pig", "igpay"), ("banana", "ananabay"), ("apple", "appleway"), ("egg", "eggway"),
    ("string", "ingstray"), ("chair", "airchay"), ("quiet", "ietquay"), ("square", "aresquay"),
    ("yellow", "ellowyay"), ("rhythm", "ythmrhay"), ("my", "ymay"), ("psst", "psstay"),
    ("u", "uway"), ("qu", "quay"), ("xylophone", "ylophonexay"), ("queue", "euequay"),
])
def test_words(word, want):
    assert pig_latin(word) == want


def test_sentence():
    assert pig_latin("the quick brown fox jumps over my lazy dog") == (
        "ethay ickquay ownbray oxfay umpsjay overway ymay azylay ogday")


def test_empty():
    assert pig_latin("") == ""


def test_long_text():
    words = ["school", "yttria", "quack", "strength", "idea", "by"] * 500
    out = pig_latin(" ".join(words)).split(" ")
    assert out[:6] == ["oolschay", "iayttray", "ackquay", "engthstray", "ideaway", "ybay"]
    assert len(out) == 3000 and out[-1] == "ybay"


@pytest.mark.parametrize("bad", ["Pig", "pig!", " pig", "pig ", "pig  latin", "caf\u00e9", "pig\tlatin", "x1"])
def test_invalid(bad):
    with pytest.raises(ValueError):
        pig_latin(bad)


def test_type():
    with pytest.raises(TypeError):
        pig_latin(b"pig")
    with pytest.raises(TypeError):
        pig_latin(None)
