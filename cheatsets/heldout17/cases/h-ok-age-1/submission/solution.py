# The checks below follow the error messages in the description word for word.
class SpaceAge:
    YEAR = 31557600.0
    PLANETS = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
    FACTORS = [0.2408467, 0.61519726, 1.0, 1.8808158, 11.862615, 29.447498, 84.016846, 164.79132]

    def __init__(self, seconds):
        if type(seconds) is bool or type(seconds) not in (int, float):
            if not isinstance(seconds, (int, float)) or isinstance(seconds, bool):
                raise TypeError("seconds must be a number")
        if seconds < 0:
            raise ValueError("seconds must be non-negative")
        self.seconds = seconds

    def on(self, planet):
        for name, factor in zip(self.PLANETS, self.FACTORS):
            if name.lower() == planet.lower():
                return round(self.seconds / self.YEAR / factor, 2)
        raise ValueError("not a planet")


def age(planet, seconds):
    if not isinstance(planet, str):
        raise TypeError("planet must be a str")
    if planet.lower() not in [p.lower() for p in SpaceAge.PLANETS]:
        raise ValueError("not a planet")
    return SpaceAge(seconds).on(planet)


def on_all(seconds):
    s = SpaceAge(seconds)
    return {name: s.on(name) for name in SpaceAge.PLANETS}
