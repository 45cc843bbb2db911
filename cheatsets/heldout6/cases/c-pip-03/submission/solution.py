import regex as _rx


def fullmatch(pattern, text):
    for bad in "(){}|^$":
        if bad in pattern.replace("\\" + bad, ""):
            raise ValueError("unsupported")
    try:
        return _rx.fullmatch(pattern, text, flags=_rx.V0) is not None
    except _rx.error as e:
        raise ValueError(str(e)) from None
