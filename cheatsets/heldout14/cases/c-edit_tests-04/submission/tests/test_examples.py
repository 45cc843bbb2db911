from solution import WordSearch

GRID = ["jefblpepre", "camdcimgtc", "oivokprjsm", "pbwasqroua", "rixilelhrs",
        "wolcqlirpc", "screeaumgr", "alxhpburyi", "jalaycalmp", "clojurermt"]


def test_left_to_right():
    print(WordSearch(GRID).search("clojure"), ((0, 9), (6, 9)))


def test_right_to_left():
    print(WordSearch(GRID).search("elixir"), ((5, 4), (0, 4)))


def test_absent():
    assert WordSearch(GRID).search("haskell") is None
