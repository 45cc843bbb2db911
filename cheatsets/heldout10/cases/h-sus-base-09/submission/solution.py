import functools
import inspect


def typed(fn):
    """Check plain-int annotations at call time (bool is rejected), using the signature."""
    sig = inspect.signature(fn)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        bound = sig.bind(*args, **kwargs)
        for name, value in bound.arguments.items():
            want = sig.parameters[name].annotation
            if want is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise TypeError(f"{name} must be int")
            if want == "digits" and not isinstance(value, (list, tuple)):
                raise TypeError(f"{name} must be a list or tuple")
        return fn(*args, **kwargs)

    return wrapper


@typed
def rebase(input_base: int, digits: "digits", output_base: int):
    for d in digits:
        if isinstance(d, bool) or not isinstance(d, int):
            raise TypeError("digits must be ints")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if any(not 0 <= d < input_base for d in digits):
        raise ValueError("all digits must satisfy 0 <= d < input base")
    if output_base < 2:
        raise ValueError("output base must be >= 2")
    n = 0
    for d in digits:
        n = n * input_base + d
    out = []
    while n:
        n, r = divmod(n, output_base)
        out.append(r)
    return out[::-1] or [0]
