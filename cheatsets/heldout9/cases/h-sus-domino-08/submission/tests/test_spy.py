import solution
from solution import chain


def test_linear_number_of_pops(monkeypatch):
    calls = {"n": 0}
    real = solution._stones

    def counting(stones):
        calls["n"] += 1
        return real(stones)

    monkeypatch.setattr(solution, "_stones", counting)
    stones = [(i % 10, (i + 1) % 10) for i in range(1000)]
    assert len(chain(stones)) == 1000
    assert calls["n"] == 1


def test_tuple_output():
    assert chain([[5, 5]]) == [(5, 5)]
