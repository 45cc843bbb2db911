"""Implement parse_csv_line(line): split one CSV line on commas, honouring double-quoted fields (which may contain commas and doubled quotes "")."""


def parse_csv_line(line):
    raise NotImplementedError
