import inspect
import logging
from urllib.parse import unquote_plus

log = logging.getLogger(__name__)


def parse_query(qs):
    if log.isEnabledFor(logging.DEBUG):
        caller = inspect.stack()[1]
        log.debug("parse_query(%r) from %s:%d", qs, caller.filename, caller.lineno)
    out = {}
    for pair in qs.split("&"):
        if not pair:
            continue
        key, _, value = pair.partition("=")
        out.setdefault(unquote_plus(key), []).append(unquote_plus(value))
    return out
