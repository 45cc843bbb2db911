import solution


def test_module_loads_once(monkeypatch):
    calls = []
    real = solution.proteins
    monkeypatch.setattr(solution, "proteins", lambda *a, **k: calls.append(a) or real(*a, **k))
    solution.proteins('AUG')
    assert len(calls) == 1
