def gamestate(board):
    raise NotImplementedError
