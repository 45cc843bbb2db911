from solution import encode


def test_trace_goes_to_stderr(monkeypatch, capsys):
    monkeypatch.setenv("AFFINE_TRACE", "1")
    import importlib
    import solution
    importlib.reload(solution)
    assert solution.encode("yes", 5, 7) == "xbt"
    out, err = capsys.readouterr()
    assert out == "" and "encode" in err
    monkeypatch.delenv("AFFINE_TRACE")
    importlib.reload(solution)


def test_plain():
    assert encode("no", 15, 18) == "fu"
