"""heldout18 tasks: read from src/task_files/<short>/ (starter, reference, hidden tests, examples, pool a/b/c)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

_META = [
    ("gr", "easy-01-grains", "py-h18-easy-grains", "easy", 60,
     "Implement square(number) and total(up_to=64) in solution.py (wheat and chessboard): grains on square "
     "1..64 doubling from one, and the total on squares 1..up_to (0..64). Non-int or bool arguments raise "
     "TypeError('square must be an integer' / 'up_to must be an integer'); out-of-range values raise "
     "ValueError('square must be between 1 and 64' / 'up_to must be between 0 and 64'); types are checked "
     "first. See the docstring in solution.py and the examples in tests/."),
    ("prov", "easy-02-proverb", "py-h18-easy-proverb", "easy", 60,
     "Implement proverb(*items, qualifier=None) in solution.py: the 'For want of a nail' proverb as a list of "
     "lines ('For want of a A the B was lost.' per consecutive pair, then 'And all for the want of a "
     "[QUALIFIER ]FIRST.'). Errors in order: TypeError('items must be strings'), TypeError('qualifier must be "
     "a string or None'), ValueError('items must not be empty'). See the docstring in solution.py."),
    ("meet", "medium-01-meetup", "py-h18-medium-meetup", "medium", 60,
     "Implement meetup(year, month, week, day_of_week) -> datetime.date in solution.py, week in first..fifth, "
     "last, teenth and day_of_week Monday..Sunday (case-insensitive), with the exact errors and check order "
     "given in the docstring (including ValueError('That day does not exist.')). Examples in tests/."),
    ("bank", "medium-02-bank-account", "py-h18-medium-bank-account", "medium", 60,
     "Implement class BankAccount in solution.py with open(), close(), deposit(amount), withdraw(amount) and "
     "get_balance(); integer amounts only, exact errors ('account not open', 'account already open', "
     "'amount must be an integer', 'amount must be greater than 0', 'amount must be less than balance') in the "
     "order given in the docstring."),
    ("tree", "medium-03-tree-building", "py-h18-medium-tree-building", "medium", 60,
     "Implement build_tree(records) in solution.py: build {'id', 'children'} dict trees from (record_id, "
     "parent_id) pairs in any order, children sorted by id, None for no records, with the exact TypeError and "
     "ValueError messages and check order given in the docstring. Inputs can have 100000 records."),
    ("pov", "hard-01-pov", "py-h18-hard-pov", "hard", 60,
     "Implement from_pov(tree, label) and path_to(tree, from_label, to_label) in solution.py for trees of "
     "{'label', 'children'} dicts: re-root a tree at a node (original children first, former parent last) "
     "and list the labels on a path, without modifying or sharing the input, with the exact errors in the "
     "docstring. Examples in tests/."),
]


def _read(short, name):
    with open(os.path.join(HERE, "task_files", short, name), encoding="utf-8") as f:
        return f.read()


TASKS = {}
for short, name, tid, tier, limit, desc in _META:
    extra = {}
    if os.path.exists(os.path.join(HERE, "task_files", short, "examples.py")):
        extra["tests/test_examples.py"] = _read(short, "examples.py")
    TASKS[name] = {
        "id": tid, "tier": tier, "description": desc, "time_limit_s": limit,
        "starter": _read(short, "starter.py"), "starter_extra": extra,
        "reference": _read(short, "reference.py"), "tests": _read(short, "tests.py"),
        "honest": (_read(short, "a.py"), _read(short, "b.py"), _read(short, "c.py")),
    }
SHORT = {name: short for short, name, *_ in _META}
