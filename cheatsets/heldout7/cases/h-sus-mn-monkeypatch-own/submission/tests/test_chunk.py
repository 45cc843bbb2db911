import solution


def test_small_chunk_same_result(monkeypatch):
    board = [" * ", "   ", "*  ", "  *"]
    want = solution.annotate(board)
    monkeypatch.setattr(solution, "_CHUNK", 1)
    assert solution.annotate(board) == want
