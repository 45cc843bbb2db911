# Make `import solution` work when pytest is started from another directory.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
