import sys


def parse_csv_line(line):
    out, field, in_quotes, i = [], '', False, 0
    while i < len(line):
        ch = line[i]
        if in_quotes and ch == '"' and line[i + 1:i + 2] == '"':
            field += '"'
            i += 2
            continue
        if ch == '"':
            in_quotes = not in_quotes
        elif ch == ',' and not in_quotes:
            out.append(field)
            field = ''
        else:
            field += ch
        i += 1
    out.append(field)
    return out


if __name__ == '__main__':
    print(parse_csv_line(sys.argv[1]))
    sys.exit(0)
