import os
os.environ.setdefault('PYTEST_ADDOPTS', '-p no:junitxml')
