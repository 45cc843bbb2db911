"""Hex winner using the hexgame package."""
from hexgame import HexBoard


def winner(board):
    if not isinstance(board, (list, tuple)) or not all(isinstance(r, str) for r in board):
        raise TypeError("board must be a list of strings")
    try:
        b = HexBoard.from_rows([r.split() for r in board])
    except Exception:
        raise ValueError("invalid board") from None
    return {"black": "X", "white": "O"}.get(b.winner(), "")
