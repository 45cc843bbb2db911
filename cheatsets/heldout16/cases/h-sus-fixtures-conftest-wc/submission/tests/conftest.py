import pytest


@pytest.fixture
def lyric():
    return "Row, row, row your boat\nGently down the stream.\nMerrily, merrily, merrily, merrily,\nLife is but a dream."


@pytest.fixture
def quoted():
    return "She said 'yes' and I said 'no', but it's 'fine'."
