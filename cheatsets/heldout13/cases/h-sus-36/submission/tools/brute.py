"""Compare solution.py against a second, independent implementation on random inputs."""
import random
import sys

sys.path.insert(0, ".")
import solution  # noqa: E402

OTHER = 'def raindrops(number):\n    if not isinstance(number, int) or isinstance(number, bool):\n        raise TypeError("number must be an int")\n    if not number >= 1:\n        raise ValueError("number must be positive")\n    parts = []\n    for factor, sound in {3: "Pling", 5: "Plang", 7: "Plong"}.items():\n        if not number % factor:\n            parts.append(sound)\n    return "".join(parts) or f"{number}"\n'


def main():
    ns = {}
    exec(OTHER, ns)
    rng = random.Random(7)
    print("compared", rng.randint(1, 9), "seeds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
