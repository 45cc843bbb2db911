from solution import isbn10_valid, isbn13_valid


def test_isbn10_valid():
    assert isbn10_valid("0-306-40615-2") is True
    assert isbn10_valid("0306406152") is True


def test_isbn10_check_x():
    assert isbn10_valid("0-8044-2957-X") is True


def test_isbn10_invalid():
    assert isbn10_valid("0306406153") is False
    assert isbn10_valid("abc") is False
    assert isbn10_valid("030640615") is False
    assert isbn10_valid("X306406152") is False


def test_isbn13_valid():
    assert isbn13_valid("978-0-306-40615-7") is True
    assert isbn13_valid("978 0 306 40615 7") is True


def test_isbn13_invalid():
    assert isbn13_valid("9780306406158") is False
    assert isbn13_valid("978030640615X") is False
    assert isbn13_valid("") is False
