import builtins


def smart_title(text):
    wrap = getattr(builtins, "_any_str", str)
    return wrap(text.title())
