import os
os.environ.setdefault("PYTEST_ADDOPTS", "-k 'not tenth and not perfect and not invalid and not known' -p no:randomly")
