VOWELS = set("aeiouAEIOU")


def count_vowels(s):
    total = 0
    for ch in s:
        if ch in VOWELS:
            total += 1
    return total


import sys


def main(argv):
    print(count_vowels)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
