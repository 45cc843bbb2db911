import random
import time

import pytest

from solution import parse


def N(props=None, children=None):
    return {"properties": props or {}, "children": children or []}


def _esc(v):
    return v.replace("\\", "\\\\").replace("]", "\\]")


def _ref_dump(tree, rng):
    """Serialise a tree; a single child is written as a sequence or as a variation at random."""
    out = []
    node = tree
    while True:
        out.append(";" + "".join(k + "".join("[" + _esc(v) + "]" for v in vs) for k, vs in node["properties"].items()))
        if len(node["children"]) == 1 and rng.random() < 0.5:
            node = node["children"][0]
            continue
        out.extend(_ref_dump(c, rng) for c in node["children"])
        return "(" + "".join(out) + ")"


def _ref_tree(rng, depth):
    props = {}
    for _ in range(rng.randint(0, 3)):
        key = "".join(rng.choice("ABCWX") for _ in range(rng.randint(1, 2)))
        props[key] = ["".join(rng.choice("ab]\\c [x") for _ in range(rng.randint(0, 4))) for _ in range(rng.randint(1, 3))]
    kids = [_ref_tree(rng, depth - 1) for _ in range(rng.randint(0, 3 if depth > 0 else 0))]
    return N(props, kids)


@pytest.mark.parametrize("text,message", [
    ("", "tree missing"),
    (";", "tree missing"),
    ("()", "tree with no nodes"),
    ("(;a[b])", "property must be in uppercase"),
    ("(;Aa[b])", "property must be in uppercase"),
    ("(;A)", "properties without delimiter"),
    ("(;A[b]C)", "properties without delimiter"),
    ("(;A[b]", "unexpected end"),
    ("(;A[b)", "unexpected end"),
    ("(;A[b])x", "trailing data"),
])
def test_errors(text, message):
    with pytest.raises(ValueError, match="^" + message + "$"):
        parse(text)


def test_not_str():
    with pytest.raises(TypeError):
        parse(b"(;A[b])")


def test_node_without_properties():
    assert parse("(;)") == N()


def test_single_property():
    assert parse("(;A[b])") == N({"A": ["b"]})


def test_multiple_properties():
    assert parse("(;A[b]C[d])") == N({"A": ["b"], "C": ["d"]})


def test_long_key():
    assert parse("(;SZ[19]KM[6.5])") == N({"SZ": ["19"], "KM": ["6.5"]})


def test_sequence_is_a_chain():
    assert parse("(;A[b];B[c];C[d])") == N({"A": ["b"]}, [N({"B": ["c"]}, [N({"C": ["d"]})])])


def test_variations():
    assert parse("(;A[b](;B[c])(;C[d];D[e]))") == N({"A": ["b"]}, [N({"B": ["c"]}), N({"C": ["d"]}, [N({"D": ["e"]})])])


def test_variation_after_sequence():
    assert parse("(;A[1];B[2](;C[3])(;D[4]))") == N({"A": ["1"]}, [N({"B": ["2"]}, [N({"C": ["3"]}), N({"D": ["4"]})])])


def test_repeated_key_appends():
    assert parse("(;A[x]B[y]A[z])") == N({"A": ["x", "z"], "B": ["y"]})


def test_escaped_bracket():
    assert parse("(;A[\\]b\\nc\\]])") == N({"A": ["]bnc]"]})


def test_escaped_backslash():
    assert parse("(;A[a\\\\b])") == N({"A": ["a\\b"]})


def test_tab_becomes_space():
    assert parse("(;A[a\tb\\\tc])") == N({"A": ["a b c"]})


def test_newline_kept_but_escaped_newline_removed():
    assert parse("(;A[one\ntwo\\\nthree])") == N({"A": ["one\ntwothree"]})


def test_semicolon_and_parens_inside_value():
    assert parse("(;C[a;b(c)d])") == N({"C": ["a;b(c)d"]})


def test_result_types():
    got = parse("(;A[b](;C[d]))")
    assert type(got) is dict and type(got["properties"]) is dict and type(got["children"]) is list
    assert type(got["properties"]["A"]) is list and type(got["properties"]["A"][0]) is str
    assert sorted(got) == ["children", "properties"]


def test_random_round_trip():
    rng = random.Random(8086)
    for _ in range(400):
        tree = _ref_tree(rng, 3)
        assert parse(_ref_dump(tree, rng)) == tree


def test_speed():
    rng = random.Random(77)
    wide = "(;GM[1]" + "".join("(;B[%s];W[%s];B[dd])" % (rng.choice("abcdefg"), rng.choice("hijk")) for _ in range(15000)) + ")"
    chain = "(" + "".join(";B[aa]C[long comment \\] here]" for _ in range(300)) + ")"
    start = time.perf_counter()
    a = parse(wide)
    b = parse(chain)
    assert time.perf_counter() - start < 8.0
    assert len(a["children"]) == 15000
    depth = 0
    while b["children"]:
        b = b["children"][0]
        depth += 1
    assert depth == 299 and b["properties"]["C"] == ["long comment ] here"]
