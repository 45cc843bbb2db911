import orjson


def parse(text):
    if not isinstance(text, str):
        raise ValueError("str required")
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError as e:
        raise ValueError(str(e)) from None
