import subprocess
import sys

proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "tests"], capture_output=True, text=True)
print(proc.stdout.strip().splitlines()[-1])
sys.exit(proc.returncode)
