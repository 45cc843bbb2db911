from exercism_solutions.grade_school import School  # noqa: F401
