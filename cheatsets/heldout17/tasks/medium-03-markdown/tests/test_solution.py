import random
import re
import time

import pytest

from solution import parse


def _ref_parse(text):
    def inl(s):
        s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        s = re.sub(r"__(.+?)__", r"<strong>\1</strong>", s)
        return re.sub(r"_(.+?)_", r"<em>\1</em>", s)

    out, open_list = [], False
    for line in text.split("\n"):
        item = line.startswith("* ")
        if open_list and not item:
            out.append("</ul>")
            open_list = False
        if item:
            if not open_list:
                out.append("<ul>")
                open_list = True
            out.append("<li>" + inl(line[2:]) + "</li>")
            continue
        if not line.strip():
            continue
        m = re.match(r"(#{1,6}) (.*)$", line)
        if m:
            k = len(m.group(1))
            out.append("<h%d>%s</h%d>" % (k, inl(m.group(2)), k))
        else:
            out.append("<p>" + inl(line) + "</p>")
    if open_list:
        out.append("</ul>")
    return "".join(out)


def test_paragraph():
    assert parse("This will be a paragraph") == "<p>This will be a paragraph</p>"


def test_italics():
    assert parse("_This will be italic_") == "<p><em>This will be italic</em></p>"


def test_bold():
    assert parse("__This will be bold__") == "<p><strong>This will be bold</strong></p>"


def test_mixed():
    assert parse("This will _be_ __mixed__") == "<p>This will <em>be</em> <strong>mixed</strong></p>"


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5, 6])
def test_headers(level):
    assert parse("#" * level + " Title") == f"<h{level}>Title</h{level}>"


def test_seven_hashes_is_paragraph():
    assert parse("####### Not a header") == "<p>####### Not a header</p>"


def test_hash_without_space_is_paragraph():
    assert parse("#hashtag") == "<p>#hashtag</p>"


def test_list():
    assert parse("* Item 1\n* Item 2") == "<ul><li>Item 1</li><li>Item 2</li></ul>"


def test_header_list_paragraph():
    text = "# Header!\n* __Bold Item__\n* _Italic Item_\nafter"
    assert parse(text) == ("<h1>Header!</h1><ul><li><strong>Bold Item</strong></li>"
                           "<li><em>Italic Item</em></li></ul><p>after</p>")


def test_blank_line_splits_list():
    assert parse("* a\n\n* b") == "<ul><li>a</li></ul><ul><li>b</li></ul>"


def test_blank_lines_skipped():
    assert parse("one\n\n   \ntwo") == "<p>one</p><p>two</p>"


def test_markers_inside_header_and_item():
    assert parse("## _x_ and __y__\n* a_b_c") == "<h2><em>x</em> and <strong>y</strong></h2><ul><li>a<em>b</em>c</li></ul>"


def test_html_escaped():
    assert parse("a < b && c > d") == "<p>a &lt; b &amp;&amp; c &gt; d</p>"


def test_unmatched_markers_kept():
    assert parse("snake_case") == "<p>snake_case</p>"
    assert parse("____") == "<p><em>_</em>_</p>"


def test_star_without_space():
    assert parse("*not a list") == "<p>*not a list</p>"


def test_empty():
    assert parse("") == ""


def test_returns_str():
    assert type(parse("x")) is str


def test_not_str():
    with pytest.raises(TypeError):
        parse(["# x"])


def test_tabs_rejected():
    with pytest.raises(ValueError, match=r"^tabs are not allowed$"):
        parse("a\tb")


def test_random_documents():
    rng = random.Random(31337)
    words = ["alpha", "_beta_", "__gamma__", "de_lta", "<tag>", "x & y", "_", "__", "* ", "# ",
             "###", "omega", " ", "", "__a_b__", "_c__d_"]
    for _ in range(500):
        lines = []
        for _ in range(rng.randint(0, 8)):
            prefix = rng.choice(["", "", "* ", "# ", "### ", "####### ", "#", " "])
            lines.append(prefix + " ".join(rng.choice(words) for _ in range(rng.randint(0, 5))))
        doc = "\n".join(lines)
        assert parse(doc) == _ref_parse(doc), doc


def test_speed():
    rng = random.Random(5)
    doc = "\n".join(rng.choice(["* item _x_", "para __b__ & _i_", "## head", ""]) for _ in range(40000))
    start = time.perf_counter()
    got = parse(doc)
    assert time.perf_counter() - start < 5.0
    assert got == _ref_parse(doc)
