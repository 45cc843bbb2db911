from solution import reverse_words


def test_tabs_and_newlines():
    assert reverse_words("x\ty\nz") == "z y x"


def test_only_spaces():
    assert reverse_words("     ") == ""


def test_many_words():
    words = ["w%d" % i for i in range(50)]
    assert reverse_words(" ".join(words)) == " ".join(reversed(words))
