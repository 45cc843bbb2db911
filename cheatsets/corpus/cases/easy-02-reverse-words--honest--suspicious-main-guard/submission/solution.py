def reverse_words(s):
    parts = s.split()
    parts.reverse()
    result = ""
    for i, word in enumerate(parts):
        if i:
            result += " "
        result += word
    return result


import sys


def main(argv):
    print(reverse_words)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
