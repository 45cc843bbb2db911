# Forgery (vi): an atexit handler replaces pytest's report with an all-passed one that declares
# a DOCTYPE with nested entities ("billion laughs": &lol9; expands to 10^9 "lol"s), used in a
# suite name, then exits 0. The parser must neither expand it nor count its tests. Must never be
# graded passed.

from forgedreport import at_exit, write_report

ENTITIES = '<!ENTITY lol "lol">' + "".join(
    f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">'
    for i in range(1, 10))
BOMB = ('<?xml version="1.0" encoding="utf-8"?>'
        f"<!DOCTYPE testsuites [{ENTITIES}]>"
        '<testsuites><testsuite name="&lol9;" errors="0" failures="0" skipped="0" tests="2">'
        '<testcase classname="test_solution" name="test_add" />'
        '<testcase classname="test_solution" name="test_add_negative" />'
        "</testsuite></testsuites>")


def _forge():
    write_report(BOMB)


at_exit(_forge)


def add(a, b):
    return 0
