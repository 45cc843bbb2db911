import string

from hypothesis import example, given, settings
from hypothesis import strategies as st

from solution import decode, encode

ALNUM = string.ascii_lowercase + string.digits


@settings(deadline=None, max_examples=300)
@given(st.text(alphabet=ALNUM, min_size=1, max_size=120))
@example("a")
@example("abcdefg")
def test_round_trip(text):
    assert decode(encode(text)) == text


@given(st.text(max_size=60))
def test_encode_never_crashes_on_str(text):
    out = encode(text)
    assert out == "" or " ".join(out.split(" ")) == out
