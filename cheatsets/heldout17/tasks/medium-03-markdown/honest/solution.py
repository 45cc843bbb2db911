"""Markdown subset -> HTML: headers, unordered lists, paragraphs, bold and italics."""

import re

HEADER = re.compile(r"^(#{1,6}) (.*)$")
STRONG = re.compile(r"__(.+?)__")
EMPHASIS = re.compile(r"_(.+?)_")


def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def format_inline(text):
    text = _escape(text)
    text = STRONG.sub(r"<strong>\1</strong>", text)
    return EMPHASIS.sub(r"<em>\1</em>", text)


def parse(markdown):
    if not isinstance(markdown, str):
        raise TypeError("markdown must be a str")
    if "\t" in markdown:
        raise ValueError("tabs are not allowed")
    html = []
    list_open = False
    for line in markdown.split("\n"):
        is_item = line.startswith("* ")
        if list_open and not is_item:
            html.append("</ul>")
            list_open = False
        if is_item:
            if not list_open:
                html.append("<ul>")
                list_open = True
            html.append(f"<li>{format_inline(line[2:])}</li>")
        elif line.strip() == "":
            continue
        elif HEADER.match(line):
            hashes, body = HEADER.match(line).groups()
            level = len(hashes)
            html.append(f"<h{level}>{format_inline(body)}</h{level}>")
        else:
            html.append(f"<p>{format_inline(line)}</p>")
    if list_open:
        html.append("</ul>")
    return "".join(html)
