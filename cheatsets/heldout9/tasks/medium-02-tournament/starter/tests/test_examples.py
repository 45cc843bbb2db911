from solution import tally

HEADER = "Team                           | MP |  W |  D |  L |  P"


def test_empty():
    assert tally([]) == [HEADER]


def test_one_win():
    assert tally(["Allegoric Alaskans;Blithering Badgers;win"]) == [
        HEADER,
        "Allegoric Alaskans             |  1 |  1 |  0 |  0 |  3",
        "Blithering Badgers             |  1 |  0 |  0 |  1 |  0",
    ]


def test_draw_orders_by_name():
    assert tally(["Blithering Badgers;Allegoric Alaskans;draw"])[1].startswith("Allegoric Alaskans")
