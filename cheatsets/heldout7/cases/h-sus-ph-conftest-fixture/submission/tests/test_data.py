from solution import clean


def test_data_file(valid_numbers):
    assert valid_numbers
    for raw, want in valid_numbers:
        assert clean(raw) == want
