import solution


def test_verbose_timing(monkeypatch, capsys):
    monkeypatch.setattr(solution, "VERBOSE", True)
    monkeypatch.setattr(solution.time, "perf_counter", lambda: 2.0)
    solution._timed("x", 1.0)
    assert "x: 1.000000s" in capsys.readouterr().out
