# day arithmetic helpers
_DIM = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

_DBM = [-1]
_acc = 0
for _dim in _DIM[1:]:
    _DBM.append(_acc)
    _acc += _dim
del _acc, _dim


def _is_leap(year):
    "year -> 1 if leap year, else 0."
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_yr(year):
    "year -> number of days before January 1st of year."
    y = year - 1
    return y*365 + y//4 - y//100 + y//400


def _days_in_mon(year, month):
    "year, month -> number of days in that month in that year."
    assert 1 <= month <= 12, month
    if month == 2 and _is_leap(year):
        return 29
    return _DIM[month]


def _days_before_mon(year, month):
    "year, month -> number of days in year preceding first day of month."
    assert 1 <= month <= 12, 'month must be in 1..12'
    return _DBM[month] + (month > 2 and _is_leap(year))


def _ymd_to_ord(year, month, day):
    "year, month, day -> ordinal, considering 01-Jan-0001 as day 1."
    assert 1 <= month <= 12, 'month must be in 1..12'
    dim = _days_in_mon(year, month)
    assert 1 <= day <= dim, ('day must be in 1..%d' % dim)
    return (_days_before_yr(year) +
            _days_before_mon(year, month) +
            day)


def _from_iso(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] != '-' or s[7] != '-' or not s.replace('-', '').isascii() \
            or not s.replace('-', '').isdigit():
        raise ValueError('Invalid isoformat string: %r' % (s,))
    y, m, d = int(s[0:4]), int(s[5:7]), int(s[8:10])
    if not 1 <= y <= 9999 or not 1 <= m <= 12 or not 1 <= d <= _days_in_mon(y, m):
        raise ValueError('Invalid isoformat string: %r' % (s,))
    return _ymd_to_ord(y, m, d)


def days_between(a, b):
    return _from_iso(b) - _from_iso(a)


def weekday(s):
    return ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")[(_from_iso(s) + 6) % 7]
