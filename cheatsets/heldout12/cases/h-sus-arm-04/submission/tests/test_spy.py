import solution


def test_module_loads_once(monkeypatch):
    calls = []
    real = solution.is_armstrong
    monkeypatch.setattr(solution, "is_armstrong", lambda *a, **k: calls.append(a) or real(*a, **k))
    solution.is_armstrong(153)
    assert len(calls) == 1
