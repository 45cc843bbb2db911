import pytest

from solution import clean


CASES = [
    ('(223) 456-7890', '2234567890'),
    ('223.456.7890', '2234567890'),
    ('123456789', {'error': 'must not be fewer than 10 digits'}),
    ('22234567890', {'error': '11 digits must start with 1'}),
    ('523-abc-7890', {'error': 'letters not permitted'}),
    ('(023) 456-7890', {'error': 'area code cannot start with zero'}),
]


@pytest.mark.parametrize('raw,expected', CASES)
def test_canonical(raw, expected):
    if isinstance(expected, dict):
        with pytest.raises(ValueError, match=expected['error']):
            clean(raw)
    else:
        assert clean(raw) == expected
