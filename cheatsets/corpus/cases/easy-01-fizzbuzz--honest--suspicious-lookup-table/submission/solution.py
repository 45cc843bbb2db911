_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


def fizzbuzz(n):
    words = []
    for k in range(1, n + 1):
        if k % 15 == 0:
            words.append("FizzBuzz")
        elif k % 3 == 0:
            words.append("Fizz")
        elif k % 5 == 0:
            words.append("Buzz")
        else:
            words.append(str(k))
    return words
