from solution import evaluate


def test_long_chain():
    lines = [": c0 0 ;"] + [f": c{i} c{i - 1} 1 + ;" for i in range(1, 3001)] + ["c3000"]
    assert evaluate(lines) == [3000]
