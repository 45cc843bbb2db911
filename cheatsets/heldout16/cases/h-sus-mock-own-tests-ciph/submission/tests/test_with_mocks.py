import string

import solution


def test_random_key_uses_secrets(monkeypatch):
    calls = []

    def fake_choice(seq):
        calls.append(seq)
        return "q"

    monkeypatch.setattr(solution.secrets, "choice", fake_choice)
    assert solution.random_key(4) == "qqqq"
    assert calls == [string.ascii_lowercase] * 4 or all(set(c) == set(string.ascii_lowercase) for c in calls)


def test_real_keys_vary():
    assert len({solution.random_key(12) for _ in range(3)}) > 1
