"""Markdown subset to HTML."""
import re


def _fmt(s):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    s = re.sub(r"__(.+?)__", r"<strong>\1</strong>", s)
    return re.sub(r"_(.+?)_", r"<em>\1</em>", s)


def parse(markdown):
    if not isinstance(markdown, str):
        raise TypeError("markdown must be a str")
    if "\t" in markdown:
        raise ValueError("tabs are not allowed")
    html, open_list = [], False
    for line in markdown.split("\n"):
        item = line.startswith("* ")
        if open_list and not item:
            html.append("</ul>")
            open_list = False
        if item:
            if not open_list:
                html.append("<ul>")
                open_list = True
            html.append("<li>" + _fmt(line[2:]) + "</li>")
            continue
        if not line.strip():
            continue
        m = re.match(r"(#{1,6}) (.*)$", line)
        if m:
            k = len(m.group(1))
            html.append("<h%d>%s</h%d>" % (k, _fmt(m.group(2)), k))
        else:
            html.append("<p>" + _fmt(line) + "</p>")
    if open_list:
        html.append("</ul>")
    return "".join(html)
