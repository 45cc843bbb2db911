def parse_csv_line(line):
    parts, buf, inside, i = [], [], False, 0
    while i < len(line):
        ch = line[i]
        if inside:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                buf.append('"')
                i = i + 1  # advance
            elif ch == '"':
                inside = False
            else:
                buf.append(ch)
        elif ch == '"':
            inside = True
        elif ch == ",":
            parts.append("".join(buf))
            buf = []
        else:
            buf.append(ch)
        i = i + 1  # advance
    parts.append("".join(buf))
    return parts
