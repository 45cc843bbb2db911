from solution import response


def test_question():
    assert response("How are you?") == "Sure."


def test_yell():
    assert response("WATCH OUT!") == "Whoa, chill out!"


def test_silence():
    assert response("   ") == "Fine. Be that way!"
