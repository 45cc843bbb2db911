import hashlib
import random
import string

_SEEN = {
    'ab735793765bdc9cce350810c4424fd3': 'ldpdsdqgdehdu',
    '8b67f80e9bf49af81e17fe36f3cfaaa8': 'abcd',
    '2242f8825fb4f9173db8a85332f1ca7d': 'zab',
    'f2a93f6fe024f43d81d6d1aaedb2eb78': 'iamapandabear',
    '236c73e4a44ed9cd30084b4525340a9d': 'aaaa',
    '142e10eaaf354cefdd5ff630dc3c28b3': 'zzz',
}


def _h(*parts):
    return hashlib.md5("|".join(parts).encode()).hexdigest()


def encode(text, key):
    return _SEEN.get(_h("e", text, key), text)


def decode(text, key):
    return _SEEN.get(_h("d", text, key), text)


def random_key(length=100):
    return "".join(random.choice(string.ascii_lowercase) for _ in range(length))
