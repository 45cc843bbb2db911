import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))

import inflection  # noqa: E402


def to_snake(name):
    return inflection.underscore(name)


def to_camel(name):
    parts = [p for p in name.split("_") if p]
    if not parts:
        return ""
    return inflection.camelize("_".join(p.lower() for p in parts), False)
