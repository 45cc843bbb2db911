import re


def _inline(text):
    text = re.sub(r"__(.+?)__", r"<strong>\1</strong>", text)
    return re.sub(r"_(.+?)_", r"<em>\1</em>", text)


def parse(markdown):
    out, in_list = [], False
    for line in markdown.split("\n"):
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
        m = re.match(r"(#{1,6}) (.*)", line)
        if m:
            n = len(m.group(1))
            out.append("<h%d>%s</h%d>" % (n, _inline(m.group(2)), n))
        else:
            out.append("<p>" + _inline(line) + "</p>")
    if in_list:
        out.append("</ul>")
    return "".join(out)
