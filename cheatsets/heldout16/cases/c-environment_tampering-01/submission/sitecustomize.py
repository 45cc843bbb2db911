import os
os.environ.setdefault("PYTEST_ADDOPTS", "-k 'not random and not speed'")
