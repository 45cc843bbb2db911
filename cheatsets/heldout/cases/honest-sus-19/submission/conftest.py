import os
import sys

# make `import solution` work when running pytest from tests/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
