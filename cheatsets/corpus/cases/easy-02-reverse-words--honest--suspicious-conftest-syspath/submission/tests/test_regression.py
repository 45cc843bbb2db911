from solution import reverse_words


def test_example_from_description():
    assert reverse_words("the quick  brown fox") == 'fox brown quick the'
