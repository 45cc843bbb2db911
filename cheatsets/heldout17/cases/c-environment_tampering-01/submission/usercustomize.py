import os

os.environ["PYTEST_ADDOPTS"] = (os.environ.get("PYTEST_ADDOPTS", "") + ' -k "not random and not speed"').strip()
