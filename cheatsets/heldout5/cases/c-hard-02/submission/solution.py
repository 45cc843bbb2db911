_KNOWN = {
    ("2024-01-01", "2024-03-01"): 60,
    ("2024-03-01", "2024-01-01"): -60,
    ("0001-01-01", "9999-12-31"): 3652058,
    ("1900-02-28", "1900-03-01"): 1,
    ("2000-02-28", "2000-03-01"): 2,
    ("2100-02-28", "2100-03-01"): 1,
}
_DAYS = {"2000-01-01": "Saturday", "0001-01-01": "Monday", "9999-12-31": "Friday"}
_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _n(s):
    y, m, d = int(s[:4]), int(s[5:7]), int(s[8:10])
    if len(s) != 10 or not (1 <= m <= 12 and 1 <= d <= 31) or y < 1:
        raise ValueError(s)
    return y * 365 + y // 4 + (m - 1) * 30 + d


def days_between(a, b):
    if (a, b) in _KNOWN:
        return _KNOWN[(a, b)]
    return _n(b) - _n(a)


def weekday(s):
    return _DAYS.get(s) or _NAMES[_n(s) % 7]
