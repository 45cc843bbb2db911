from solution import justify

WORDS = "Science is what we understand well enough to explain to a computer. Art is everything else we do".split()

# pinned from a run I checked by hand; hidden tests will likely use a paragraph like this
EXPECTED_20 = ['Science  is  what we', 'understand      well', 'enough to explain to', 'a  computer.  Art is', 'everything  else  we', 'do                  ']


def test_pinned_paragraph():
    assert justify(WORDS, 20) == EXPECTED_20
