from slugify import slugify as _upstream


def slugify(text):
    return _upstream(text.replace("'", ""))
