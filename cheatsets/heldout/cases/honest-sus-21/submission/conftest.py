def pytest_configure(config):
    config.addinivalue_line("markers", "slow: benchmarks that take more than a second")
