from solution import compare


def test_readme_examples():
    assert compare("1.0.0", "2.0.0") == -1
    assert compare("2.1.0", "2.0.9") == 1
