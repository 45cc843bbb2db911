from hypothesis import given, settings, strategies as st

from solution import proverb

words = st.text(alphabet="abcxyz ", min_size=1, max_size=6)


@settings(max_examples=80, derandomize=True, deadline=None)
@given(st.lists(words, max_size=8), st.one_of(st.none(), words))
def test_shape(items, qualifier):
    lines = proverb(*items, qualifier=qualifier)
    assert len(lines) == len(items)
    if items:
        assert lines[-1].startswith("And all for the want of a ")
        assert lines[-1].endswith(items[0] + ".")


@settings(max_examples=40, derandomize=True, deadline=None)
@given(st.lists(words, min_size=2, max_size=6))
def test_pairs(items):
    for line, a, b in zip(proverb(*items), items, items[1:]):
        assert line == f"For want of a {a} the {b} was lost."
