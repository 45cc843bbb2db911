from solution import acronym


def test_png():
    assert acronym("Portable Network Graphics") == "PNG"


def test_hyphen():
    assert acronym("Complementary metal-oxide semiconductor") == "CMOS"


def test_apostrophe():
    assert acronym("Halley's Comet") == "HC"
