"""How old would you be on Mars?"""

from numbers import Real

_EARTH = 31557600
_TABLE = {
    "mercury": ("Mercury", 0.2408467),
    "venus": ("Venus", 0.61519726),
    "earth": ("Earth", 1.0),
    "mars": ("Mars", 1.8808158),
    "jupiter": ("Jupiter", 11.862615),
    "saturn": ("Saturn", 29.447498),
    "uranus": ("Uranus", 84.016846),
    "neptune": ("Neptune", 164.79132),
}


def _years(seconds, ratio):
    return round(seconds / _EARTH / ratio, 2)


def _check(seconds):
    if isinstance(seconds, bool) or not isinstance(seconds, Real):
        raise TypeError(f"seconds must be a real number, not {type(seconds).__name__}")
    if seconds < 0:
        raise ValueError("seconds must be non-negative")


def age(planet, seconds):
    if not isinstance(planet, str):
        raise TypeError("planet must be a str")
    try:
        _, ratio = _TABLE[planet.lower()]
    except KeyError:
        raise ValueError("not a planet") from None
    _check(seconds)
    return _years(seconds, ratio)


def on_all(seconds):
    _check(seconds)
    result = {}
    for display, ratio in _TABLE.values():
        result[display] = _years(seconds, ratio)
    return result
