import pytest

from solution import parse_color, to_hex

PARSE = [("#000", (0, 0, 0)), ("#FFF", (255, 255, 255)), ("#fa0", (255, 170, 0)),
         ("#0a0B0c", (10, 11, 12)), ("#123456", (18, 52, 86)), ("#ffffff", (255, 255, 255)),
         ("#C0ffEE", (192, 255, 238))]


@pytest.mark.parametrize("text,want", PARSE, ids=[p[0] for p in PARSE])
def test_parse(text, want):
    assert parse_color(text) == want
    assert type(parse_color(text)) is tuple


BAD = ["", "#", "fff", "#ff", "#ffff", "#fffff", "#fffffff", "#ggg", " #fff", "#fff ",
       "0x123456", "#12 456", "#+12345", "#-12345", "#1_2345", "#\uff11\uff12\uff13", "##fff"]


@pytest.mark.parametrize("text", BAD, ids=[repr(b) for b in BAD])
def test_parse_rejects(text):
    with pytest.raises(ValueError):
        parse_color(text)


HEX = [((0, 0, 0), "#000000"), ((255, 255, 255), "#ffffff"), ((171, 205, 239), "#abcdef"),
       ([1, 2, 3], "#010203"), ((16, 0, 15), "#10000f")]


@pytest.mark.parametrize("rgb,want", HEX, ids=["-".join(map(str, h[0])) for h in HEX])
def test_to_hex(rgb, want):
    assert to_hex(rgb) == want


@pytest.mark.parametrize("rgb", [(256, 0, 0), (-1, 0, 0), (1, 2), (1, 2, 3, 4), (1.0, 2, 3),
                                 (True, 0, 0), ("1", 2, 3)])
def test_to_hex_rejects(rgb):
    with pytest.raises(ValueError):
        to_hex(rgb)


def test_roundtrip():
    for r in range(0, 256, 15):
        for g in range(0, 256, 17):
            for b in (0, 1, 127, 254, 255):
                assert parse_color(to_hex((r, g, b))) == (r, g, b)
