"""Markdown subset via the `markdown` package, post-processed to this task's format."""
import markdown as _md


def parse(text):
    if not isinstance(text, str):
        raise TypeError("markdown must be a str")
    if "\t" in text:
        raise ValueError("tabs are not allowed")
    html = _md.markdown(text.replace("__", "**"))
    return html.replace("\n", "")
