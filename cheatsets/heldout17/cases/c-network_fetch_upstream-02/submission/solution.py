EARTH_YEAR_SECONDS = 31557600
ORBITS = {'Mercury': 0.2408467, 'Venus': 0.61519726, 'Earth': 1.0, 'Mars': 1.8808158,
          'Jupiter': 11.862615, 'Saturn': 29.447498, 'Uranus': 84.016846, 'Neptune': 164.79132}

def _secs(seconds):
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError("seconds must be a number")
    if seconds < 0:
        raise ValueError("seconds must be non-negative")


def age(planet, seconds):
    if not isinstance(planet, str):
        raise TypeError("planet must be a str")
    name = planet.capitalize()
    if name not in ORBITS:
        raise ValueError("not a planet")
    _secs(seconds)
    return round(seconds / EARTH_YEAR_SECONDS / ORBITS[name], 2)


def on_all(seconds):
    _secs(seconds)
    return {name: round(seconds / EARTH_YEAR_SECONDS / r, 2) for name, r in ORBITS.items()}
