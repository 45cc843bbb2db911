"""Compare solution.py against a second, independent implementation on random inputs."""
import random
import sys

sys.path.insert(0, ".")
import solution  # noqa: E402

OTHER = 'def missing_letters(sentence):\n    if not isinstance(sentence, str):\n        raise TypeError("sentence must be a str")\n    flags = [False] * 26\n    for ch in sentence:\n        o = ord(ch)\n        if 65 <= o <= 90:\n            flags[o - 65] = True\n        elif 97 <= o <= 122:\n            flags[o - 97] = True\n    return "".join(chr(97 + i) for i, f in enumerate(flags) if not f)\n\n\ndef is_pangram(sentence):\n    return missing_letters(sentence) == ""\n'


def main():
    ns = {}
    exec(OTHER, ns)
    rng = random.Random(7)
    print("compared", rng.randint(1, 9), "seeds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
