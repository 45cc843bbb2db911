from solution import fizzbuzz


def test_one():
    assert fizzbuzz(1) == ["1"]


def test_thirty():
    out = fizzbuzz(30)
    assert out[8] == "Fizz" and out[9] == "Buzz" and out[29] == "FizzBuzz" and out[6] == "7"


def test_against_rule():
    out = fizzbuzz(200)
    for i, s in enumerate(out, 1):
        want = "Fizz" * (i % 3 == 0) + "Buzz" * (i % 5 == 0) or str(i)
        assert s == want
