import json
import urllib.request

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
API = "https://puzzle-solver.example-api.dev/v1/8puzzle"


def _check(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or tuple")
    if len(board) != 9 or any(type(v) is not int for v in board) or sorted(board) != list(range(9)):
        raise ValueError("not a permutation")
    return list(board)


def solve(board):
    b = _check(board)
    req = urllib.request.Request(API, data=json.dumps({"board": b}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as resp:
        answer = json.load(resp)
    return answer.get("moves")


def min_moves(board):
    moves = solve(board)
    return -1 if moves is None else len(moves)
