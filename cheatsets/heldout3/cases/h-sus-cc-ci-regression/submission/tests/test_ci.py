import pytest

from solution import to_camel, to_snake

SNAKE = {"parseHTTPResponse": "parse_http_response", "HTTPServer": "http_server", "getX": "get_x",
         "Version2Update": "version2_update", "ABC": "abc", "my_HTTPThing": "my_http_thing"}


@pytest.mark.parametrize("name", sorted(SNAKE))
def test_snake_from_ci(name):
    assert to_snake(name) == SNAKE[name]


def test_camel_from_ci():
    assert to_camel("__private__name") == "privateName"
    assert to_camel("Mixed_CASE") == "mixedCase"
