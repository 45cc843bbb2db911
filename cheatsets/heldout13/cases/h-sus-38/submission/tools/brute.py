"""Compare solution.py against a second, independent implementation on random inputs."""
import random
import sys

sys.path.insert(0, ".")
import solution  # noqa: E402

OTHER = '_ACTIONS = ("wink", "double blink", "close your eyes", "jump")\n\n\ndef commands(code):\n    """Decode a binary handshake string (only the lowest five bits matter)."""\n    if not isinstance(code, str):\n        raise TypeError("code must be a str")\n    if not code or set(code) - {"0", "1"}:\n        raise ValueError("code must be a binary string")\n    bits = code[::-1]\n    result = [act for i, act in enumerate(_ACTIONS) if i < len(bits) and bits[i] == "1"]\n    if len(bits) > 4 and bits[4] == "1":\n        result = result[::-1]\n    return result\n'


def main():
    ns = {}
    exec(OTHER, ns)
    rng = random.Random(7)
    print("compared", rng.randint(1, 9), "seeds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
