# Run the fast table tests before the slower randomised ones in my own test folder.
def pytest_collection_modifyitems(session, config, items):
    items.sort(key=lambda item: ("random" in item.name, item.nodeid))
