from solution import luhn_valid


def test_valid_card():
    assert luhn_valid("79927398713") == True


def test_letters():
    assert luhn_valid("055a 444 285") is False
