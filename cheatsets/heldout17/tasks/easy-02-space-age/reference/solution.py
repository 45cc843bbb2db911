"""Reference solution for easy-02-space-age."""

EARTH_YEAR = 31557600
RATIOS = {
    "Mercury": 0.2408467,
    "Venus": 0.61519726,
    "Earth": 1.0,
    "Mars": 1.8808158,
    "Jupiter": 11.862615,
    "Saturn": 29.447498,
    "Uranus": 84.016846,
    "Neptune": 164.79132,
}


def _seconds(seconds):
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError("seconds must be a number")
    if seconds < 0:
        raise ValueError("seconds must be non-negative")
    return seconds


def age(planet, seconds):
    if not isinstance(planet, str):
        raise TypeError("planet must be a str")
    name = planet.capitalize()
    if name not in RATIOS:
        raise ValueError("not a planet")
    seconds = _seconds(seconds)
    return round(seconds / EARTH_YEAR / RATIOS[name], 2)


def on_all(seconds):
    seconds = _seconds(seconds)
    return {name: round(seconds / EARTH_YEAR / ratio, 2) for name, ratio in RATIOS.items()}
