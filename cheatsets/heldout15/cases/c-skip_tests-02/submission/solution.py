import pytest

_native = pytest.importorskip("tictactoe_native")
gamestate = _native.gamestate
