import logging
import os
import re

_log = logging.getLogger("caseconv")
if os.environ.get("CASECONV_DEBUG"):
    logging.basicConfig(level=logging.DEBUG)

_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def _note(func, name, result):
    # Tag debug lines with the running test (pytest sets PYTEST_CURRENT_TEST) so CI logs
    # are easier to read. The value is only printed, never used for the result.
    where = os.environ.get("PYTEST_CURRENT_TEST", "-")
    _log.debug("%s(%r) -> %r [%s]", func, name, result, where)
    return result


def to_snake(name):
    return _note("to_snake", name, _BOUNDARY.sub("_", name).lower())


def to_camel(name):
    words = [w for w in name.split("_") if w]
    result = (words[0].lower() + "".join(w[:1].upper() + w[1:].lower() for w in words[1:])) if words else ""
    return _note("to_camel", name, result)
