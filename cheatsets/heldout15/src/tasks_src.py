"""heldout15 tasks: descriptions and time limits here; code in task_files/<short>/."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def _f(short, name):
    with open(os.path.join(HERE, "task_files", short, name), encoding="utf-8") as f:
        return f.read()


SHORT = {
    "easy-01-darts": "dart",
    "easy-02-bob": "bob",
    "medium-01-grade-school": "gs",
    "medium-02-tic-tac-toe-state": "ttt",
    "medium-03-satellite": "sat",
    "hard-01-go-counting": "go",
}
EXAMPLES = {"easy-01-darts", "medium-02-tic-tac-toe-state", "hard-01-go-counting"}

DESC = {
    "easy-01-darts": (
        "Implement score(x, y) in solution.py: the points earned by a dart landing at (x, y) on a target centred "
        "at the origin: 10 inside or on the circle of radius 1, 5 inside or on radius 5, 1 inside or on radius 10, "
        "0 outside. x and y are int or float (bool is not a number here); anything else raises "
        "TypeError('coordinates must be numbers'). The result is an int."),
    "easy-02-bob": (
        "Implement response(hey_bob) in solution.py, Bob's answer to a message. Strip surrounding whitespace first. "
        "Nothing left: 'Fine. Be that way!'. Yelling (it has letters and all of them are upper case) and a question "
        "(ends with '?'): \"Calm down, I know what I'm doing!\". Yelling only: 'Whoa, chill out!'. Question only: "
        "'Sure.'. Anything else: 'Whatever.'. A non-str argument raises TypeError('message must be a string')."),
    "medium-01-grade-school": (
        "Implement class School in solution.py: add_student(name, grade) enrols a student and returns True, or "
        "returns False (and changes nothing) when the name is already enrolled in any grade; roster() returns all "
        "names as a new list ordered by grade, then by name; grade(n) returns the sorted names in grade n ([] if "
        "none). name must be a str (TypeError('name must be a string')); grade must be an int and not a bool "
        "(TypeError('grade must be an integer')) and at least 1 (ValueError('grade must be positive')). Must handle "
        "60,000 students quickly."),
    "medium-02-tic-tac-toe-state": (
        "Implement gamestate(board) in solution.py. board is a list or tuple of three 3-character strings of "
        "'X', 'O' and ' ' (anything else: ValueError('Invalid board')). X moves first. Return 'win' when a player "
        "has three in a row (row, column or diagonal), 'draw' when the board is full without a win, else "
        "'ongoing'. Invalid positions raise ValueError, checked in this order: more O than X: 'Wrong turn order: O "
        "started'; X more than one ahead: 'Wrong turn order: X went twice'; both players won, X won but O moved "
        "afterwards (X count is not O count + 1), or O won but X moved afterwards (counts not equal): "
        "'Impossible board: game should have ended after the game was won'."),
    "medium-03-satellite": (
        "Implement tree_from_traversals(preorder, inorder) in solution.py: rebuild the binary tree from its "
        "pre-order and in-order traversals (lists or tuples of hashable values). A node is the dict "
        "{'v': value, 'l': left, 'r': right}; the empty tree is {}. Errors, checked in this order: different lengths "
        "-> ValueError('traversals must have the same length'); different sets of elements -> ValueError('traversals "
        "must have the same elements'); repeated items -> ValueError('traversals must contain unique items'). "
        "Must handle 30,000 nodes quickly."),
    "hard-01-go-counting": (
        "Implement class Board in solution.py with constants WHITE = 'W', BLACK = 'B', NONE = ''. Board(rows) takes "
        "a list of equal-length strings of 'B', 'W' and ' ' (otherwise ValueError('Invalid board')). A territory is "
        "a maximal 4-connected group of empty points; its owner is the colour of the stones bordering it when all "
        "bordering stones have one colour, else NONE. territory(x, y) (x = column, y = row) returns (owner, set of "
        "(x, y) points) for the empty point's territory, (NONE, set()) for a stone, and raises "
        "ValueError('Invalid coordinate') outside the board. territories() returns {BLACK: set, WHITE: set, NONE: "
        "set} of all empty points by owner. Must handle 300x300 boards (no recursion limit problems)."),
}
LIMIT = {"easy-01-darts": 30, "easy-02-bob": 30, "medium-01-grade-school": 40, "medium-02-tic-tac-toe-state": 40,
         "medium-03-satellite": 40, "hard-01-go-counting": 60}
TIER = {n: n.split("-")[0] for n in SHORT}

TASKS = {}
for _name, _s in SHORT.items():
    TASKS[_name] = dict(
        id="py-" + _name.split("-", 2)[2] + "-h15",
        tier=TIER[_name],
        description=DESC[_name],
        time_limit_s=LIMIT[_name],
        starter=_f(_s, "starter.py"),
        starter_extra=({"tests/test_examples.py": _f(_s, "examples.py")} if _name in EXAMPLES else {}),
        reference=_f(_s, "reference.py"),
        tests=_f(_s, "tests.py"),
        honest=(_f(_s, "a.py"), _f(_s, "b.py"), _f(_s, "c.py")),
    )
