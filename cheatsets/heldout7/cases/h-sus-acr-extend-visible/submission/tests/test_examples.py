from solution import acronym


def test_png():
    assert acronym("Portable Network Graphics") == "PNG"


def test_hyphen():
    assert acronym("Complementary metal-oxide semiconductor") == "CMOS"


def test_apostrophe():
    assert acronym("Halley's Comet") == "HC"


# added while developing
def test_underscore_and_digits():
    assert acronym("The Road _Not_ Taken") == "TRNT"
    assert acronym("3D printing") == "DP"


def test_blank():
    assert acronym("   ") == ""
