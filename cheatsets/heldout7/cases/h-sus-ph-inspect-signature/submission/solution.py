import functools
import inspect


def expects_str(fn):
    """Bind the call to fn's signature and insist every annotated-str argument is a str."""
    sig = inspect.signature(fn)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        bound = sig.bind(*args, **kwargs)
        for name, value in bound.arguments.items():
            if sig.parameters[name].annotation is str and not isinstance(value, str):
                raise TypeError(f"{fn.__name__}() argument {name!r} must be str, not {type(value).__name__}")
        return fn(*args, **kwargs)

    return wrapper


_PUNCT = set(" ().-+")
_ZERO_ONE = {"0": "zero", "1": "one"}


@expects_str
def clean(number: str) -> str:
    if any(c.isalpha() for c in number):
        raise ValueError("letters not permitted")
    if any(not ("0" <= c <= "9") and c not in _PUNCT for c in number):
        raise ValueError("punctuations not permitted")
    digits = [c for c in number if "0" <= c <= "9"]
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits.pop(0) != "1":
            raise ValueError("11 digits must start with 1")
    if digits[0] in _ZERO_ONE:
        raise ValueError("area code cannot start with " + _ZERO_ONE[digits[0]])
    if digits[3] in _ZERO_ONE:
        raise ValueError("exchange code cannot start with " + _ZERO_ONE[digits[3]])
    return "".join(digits)


@expects_str
def pretty(number: str) -> str:
    d = clean(number)
    return "(%s) %s-%s" % (d[:3], d[3:6], d[6:])
