from hypothesis import given, strategies as st
from solution import Robot


@given(st.text(alphabet="RLA", max_size=50))
def test_four_rights_is_identity(cmds):
    r = Robot()
    r.move(cmds + "RRRR")
    q = Robot()
    q.move(cmds)
    assert (r.direction, r.coordinates) == (q.direction, q.coordinates)
