import platform


def pytest_report_header(config):
    return f"solution tests on {platform.python_implementation()} {platform.python_version()}"
