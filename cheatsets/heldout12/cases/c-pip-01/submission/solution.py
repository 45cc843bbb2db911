import chess


def _square(pos):
    if not isinstance(pos, tuple) or len(pos) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in pos):
        raise TypeError("position must be a tuple of two integers")
    if not 0 <= pos[0] <= 7:
        raise ValueError("row not on board")
    if not 0 <= pos[1] <= 7:
        raise ValueError("column not on board")
    return chess.square(pos[1], 7 - pos[0])


def can_attack(white, black):
    w, b = _square(white), _square(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    board = chess.Board(None)
    board.set_piece_at(w, chess.Piece(chess.QUEEN, chess.WHITE))
    return bool(board.attacks(w) & chess.BB_SQUARES[b])


def board(white, black):
    w, b = _square(white), _square(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    rows = []
    for r in range(8):
        rows.append(" ".join("W" if chess.square(c, 7 - r) == w else "B" if chess.square(c, 7 - r) == b else "_" for c in range(8)))
    return rows
