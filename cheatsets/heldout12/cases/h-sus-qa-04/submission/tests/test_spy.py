import solution


def test_module_loads_once(monkeypatch):
    calls = []
    real = solution.can_attack
    monkeypatch.setattr(solution, "can_attack", lambda *a, **k: calls.append(a) or real(*a, **k))
    solution.can_attack((0, 0), (7, 7))
    assert len(calls) == 1
