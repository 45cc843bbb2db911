import random

import pytest

from solution import to_camel, to_snake


@pytest.mark.parametrize("name,want", [
    ("parseHTTPResponse", "parse_http_response"), ("HTTPServer", "http_server"),
    ("getX", "get_x"), ("already_snake", "already_snake"),
    ("Version2Update", "version2_update"), ("ABC", "abc"), ("simpleTest", "simple_test"),
    ("my_HTTPThing", "my_http_thing")])
def test_to_snake(name, want):
    assert to_snake(name) == want


@pytest.mark.parametrize("name,want", [
    ("parse_http_response", "parseHttpResponse"), ("x", "x"),
    ("__private__name", "privateName"), ("Mixed_CASE", "mixedCase")])
def test_to_camel(name, want):
    assert to_camel(name) == want


def test_round_trip():
    rng = random.Random(2)
    for _ in range(500):
        words = ["".join(rng.choice("abcdefgh") for _ in range(rng.randint(2, 6)))
                 for _ in range(rng.randint(1, 5))]
        snake = "_".join(words)
        assert to_snake(to_camel(snake)) == snake
        assert to_camel(snake)[0].islower()
