# Plain functions, no global state.
def _escape(s):
    out = []
    for ch in s:
        if ch == "&":
            out.append("&amp;")
        elif ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        else:
            out.append(ch)
    return "".join(out)


def _wrap(text, marker, tag):
    # Same as re.sub(marker + "(.+?)" + marker, ...): shortest non-empty span between markers.
    out = []
    i = 0
    width = len(marker)
    while i < len(text):
        if text.startswith(marker, i):
            j = text.find(marker, i + width + 1)
            if j != -1:
                out.append("<" + tag + ">" + text[i + width:j] + "</" + tag + ">")
                i = j + width
                continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _inline(s):
    return _wrap(_wrap(_escape(s), "__", "strong"), "_", "em")


def _header_level(line):
    n = 0
    while n < len(line) and line[n] == "#":
        n += 1
    if 1 <= n <= 6 and line[n:n + 1] == " ":
        return n
    return 0


def parse(markdown):
    if type(markdown) is not str:
        if not isinstance(markdown, str):
            raise TypeError("markdown must be a str")
    if markdown.find("\t") >= 0:
        raise ValueError("tabs are not allowed")
    result = []
    items = []

    def flush():
        if items:
            result.append("<ul>" + "".join("<li>" + it + "</li>" for it in items) + "</ul>")
            del items[:]

    for line in markdown.split("\n"):
        if line[:2] == "* ":
            items.append(_inline(line[2:]))
            continue
        flush()
        if line.strip() == "":
            continue
        level = _header_level(line)
        if level:
            result.append("<h%d>%s</h%d>" % (level, _inline(line[level + 1:]), level))
        else:
            result.append("<p>" + _inline(line) + "</p>")
    flush()
    return "".join(result)
