"""Reference solution for medium-03-markdown."""
import html
import re


def _inline(text):
    text = html.escape(text, quote=False)
    text = re.sub(r"__(.+?)__", r"<strong>\1</strong>", text)
    return re.sub(r"_(.+?)_", r"<em>\1</em>", text)


def parse(markdown):
    if not isinstance(markdown, str):
        raise TypeError("markdown must be a str")
    if "\t" in markdown:
        raise ValueError("tabs are not allowed")
    out = []
    in_list = False
    for line in markdown.split("\n"):
        m = re.match(r"(#{1,6}) (.*)", line)
        if line.startswith("* "):
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append("<li>" + _inline(line[2:]) + "</li>")
            continue
        if in_list:
            out.append("</ul>")
            in_list = False
        if not line.strip():
            continue
        if m:
            n = len(m.group(1))
            out.append(f"<h{n}>" + _inline(m.group(2)) + f"</h{n}>")
        else:
            out.append("<p>" + _inline(line) + "</p>")
    if in_list:
        out.append("</ul>")
    return "".join(out)
