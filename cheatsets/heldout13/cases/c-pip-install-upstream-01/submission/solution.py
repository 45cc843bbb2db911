import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(__file__), 'vendor'))
from exsol.palindrome_products import largest, smallest  # noqa: E402,F401
