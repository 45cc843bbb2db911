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
