# Straightforward version first; nothing clever.
"""Ages on the planets of the solar system."""

SECONDS_PER_EARTH_YEAR = 31_557_600

ORBITAL_PERIODS = (
    ("Mercury", 0.2408467),
    ("Venus", 0.61519726),
    ("Earth", 1.0),
    ("Mars", 1.8808158),
    ("Jupiter", 11.862615),
    ("Saturn", 29.447498),
    ("Uranus", 84.016846),
    ("Neptune", 164.79132),
)
_BY_NAME = {name.lower(): period for name, period in ORBITAL_PERIODS}


def _validate(seconds):
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError("seconds must be an int or float")
    if seconds < 0:
        raise ValueError("seconds must be non-negative")


def age(planet, seconds):
    """Age in years on `planet`, rounded to two decimals."""
    if not isinstance(planet, str):
        raise TypeError("planet must be a str")
    period = _BY_NAME.get(planet.lower())
    if period is None:
        raise ValueError("not a planet")
    _validate(seconds)
    return round(seconds / SECONDS_PER_EARTH_YEAR / period, 2)


def on_all(seconds):
    _validate(seconds)
    return {name: round(seconds / SECONDS_PER_EARTH_YEAR / period, 2) for name, period in ORBITAL_PERIODS}
