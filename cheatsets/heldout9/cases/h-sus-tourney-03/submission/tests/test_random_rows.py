from solution import tally


def test_points_sum(rows):
    table = tally(rows)[1:]
    pts = sum(int(line.rsplit("|", 1)[1]) for line in table)
    wins_and_draws = sum(3 if r.endswith("win") or r.endswith("loss") else 2 for r in rows)
    assert pts == wins_and_draws
