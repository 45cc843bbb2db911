def parse_csv_line(line):
    return line.split(',')
