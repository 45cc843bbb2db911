import random
import time

import pytest

from solution import age, on_all

_PERIODS = [("Mercury", 0.2408467), ("Venus", 0.61519726), ("Earth", 1.0), ("Mars", 1.8808158),
            ("Jupiter", 11.862615), ("Saturn", 29.447498), ("Uranus", 84.016846), ("Neptune", 164.79132)]


def _ref_age(planet, seconds):
    ratio = dict((p.lower(), r) for p, r in _PERIODS)[planet.lower()]
    return round(seconds / 31557600 / ratio, 2)


@pytest.mark.parametrize("planet,seconds,expected", [
    ("Earth", 1000000000, 31.69),
    ("Mercury", 2134835688, 280.88),
    ("Venus", 189839836, 9.78),
    ("Mars", 2129871239, 35.88),
    ("Jupiter", 901876382, 2.41),
    ("Saturn", 2000000000, 2.15),
    ("Uranus", 1210123456, 0.46),
    ("Neptune", 1821023456, 0.35),
])
def test_known_ages(planet, seconds, expected):
    assert age(planet, seconds) == expected


def test_case_insensitive():
    assert age("mars", 2129871239) == 35.88
    assert age("NEPTUNE", 1821023456) == 0.35


def test_zero_seconds():
    assert age("Earth", 0) == 0.0


def test_float_seconds():
    assert age("Earth", 31557600.0) == 1.0


def test_returns_float():
    assert type(age("Earth", 31557600)) is float


def test_on_all_order_and_values():
    got = on_all(1000000000)
    assert list(got) == [p for p, _ in _PERIODS]
    assert got["Earth"] == 31.69 and got["Mercury"] == 131.57 and got["Neptune"] == 0.19


def test_on_all_type():
    assert type(on_all(5)) is dict


def test_unknown_planet():
    with pytest.raises(ValueError, match=r"^not a planet$"):
        age("Pluto", 10)


def test_unknown_planet_checked_before_seconds():
    with pytest.raises(ValueError, match=r"^not a planet$"):
        age("Sun", -5)


def test_planet_not_str():
    with pytest.raises(TypeError):
        age(3, 10)


@pytest.mark.parametrize("bad", ["10", None, True, [1]])
def test_seconds_type(bad):
    with pytest.raises(TypeError):
        age("Earth", bad)


def test_negative_seconds():
    with pytest.raises(ValueError, match=r"^seconds must be non-negative$"):
        age("Mars", -1)


def test_on_all_negative():
    with pytest.raises(ValueError):
        on_all(-100)


def test_on_all_bool():
    with pytest.raises(TypeError):
        on_all(False)


def test_random_against_formula():
    rng = random.Random(4242)
    for _ in range(2000):
        planet, _ratio = rng.choice(_PERIODS)
        seconds = rng.choice([rng.randint(0, 10 ** 11), rng.random() * 10 ** 10])
        name = rng.choice([planet, planet.lower(), planet.upper()])
        assert age(name, seconds) == _ref_age(planet, seconds)


def test_speed():
    start = time.perf_counter()
    for i in range(60000):
        age("Jupiter", i * 1000)
    for i in range(5000):
        on_all(i)
    assert time.perf_counter() - start < 5.0
