import base64
import os

from solution import b64decode, b64encode


def test_against_stdlib():
    # the stdlib module is fine here: only solution.py must not use it
    for n in range(200):
        raw = os.urandom(n)
        assert b64encode(raw) == base64.b64encode(raw).decode()
        assert b64decode(base64.b64encode(raw).decode()) == raw
