"""heldout17 task sources: six tasks, files under task_files/<short>/."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def _f(short, name):
    path = os.path.join(HERE, "task_files", short, name)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as fh:
        return fh.read()


DESCRIPTIONS = {
    "easy-01-etl": (
        "Implement transform(legacy) in solution.py. `legacy` maps a scrabble score (an int >= 1) to a list "
        "or tuple of letters; return a NEW dict mapping each letter in lowercase to its score, with the keys in "
        "alphabetical order. Letters may be given in either case. Raise TypeError if legacy is not a dict, a "
        "score is not an int (bool is rejected), a letter collection is not a list/tuple, or a letter is not a "
        "str. Raise ValueError('score must be positive') for a score < 1, ValueError(f'bad letter: {x!r}') for "
        "an entry that is not exactly one ASCII letter, and ValueError(f'duplicate letter: {l}') (l lowercase) "
        "when a letter appears more than once (case-insensitively). Do not modify the input. Examples are in "
        "tests/test_examples.py."),
    "easy-02-space-age": (
        "Implement age(planet, seconds) and on_all(seconds) in solution.py. An Earth year is 31557600 seconds; "
        "orbital periods in Earth years: Mercury 0.2408467, Venus 0.61519726, Earth 1.0, Mars 1.8808158, "
        "Jupiter 11.862615, Saturn 29.447498, Uranus 84.016846, Neptune 164.79132. age returns the age on that "
        "planet as a float rounded with round(x, 2); the planet name is case-insensitive. on_all returns a dict "
        "{planet name capitalised: age} in the order above. Errors: TypeError if planet is not a str; "
        "ValueError('not a planet') for an unknown planet (checked before seconds); TypeError if seconds is not "
        "an int or float (bool rejected); ValueError('seconds must be non-negative') for negative seconds."),
    "medium-01-scale-generator": (
        "Implement chromatic(tonic) and interval(tonic, intervals) in solution.py. Notes with sharps: A A# B C "
        "C# D D# E F F# G G#; with flats: A Bb B C Db D Eb E F Gb G Ab. Tonics using sharps: C G D A E B F# a e "
        "b f# c# g# d#; tonics using flats: F Bb Eb Ab Db Gb d g c f bb eb (any other tonic, e.g. 'Cb' or 'gb', "
        "raises ValueError(f'unknown tonic: {tonic}'); a non-str tonic raises TypeError). chromatic returns the 12 "
        "notes starting at the tonic, written with its first letter capitalised. interval walks that chromatic "
        "scale by the steps in `intervals` (m = 1, M = 2, A = 3 semitones) and returns the tonic followed by one "
        "note per step (so the last note is the tonic again). The tonic is checked first; then TypeError if "
        "intervals is not a str, ValueError(f'bad interval: {ch}') for the first unknown character, and "
        "ValueError('intervals must sum to 12') if the steps do not add up to 12. Examples are in "
        "tests/test_examples.py."),
    "medium-02-house": (
        "Implement recite(start_verse, end_verse) in solution.py: the verses start_verse..end_verse (1-based, "
        "inclusive) of the cumulative rhyme 'This is the house that Jack built.' as a list of strings, one "
        "string per verse with no newlines. The pieces, in order, are: house that Jack built; malt (that lay "
        "in); rat (that ate); cat (that killed); dog (that worried); cow with the crumpled horn (that tossed); "
        "maiden all forlorn (that milked); man all tattered and torn (that kissed); priest all shaven and shorn "
        "(that married); rooster that crowed in the morn (that woke); farmer sowing his corn (that kept); horse "
        "and the hound and the horn (that belonged to). Verse 2 is 'This is the malt that lay in the house that "
        "Jack built.' Verse n starts with piece n and walks back to the house. Errors: TypeError unless both "
        "arguments are ints (bool rejected); ValueError('verse out of range') unless both are in 1..12; "
        "ValueError('start after end') if start_verse > end_verse."),
    "medium-03-markdown": (
        "Implement parse(markdown) in solution.py, turning a small markdown subset into one HTML string without "
        "newlines. Split the input on '\\n'. A line starting with 1-6 '#' followed by a space is a header "
        "<hN>text</hN>; a line starting with '* ' is a list item <li>text</li>, consecutive items are wrapped "
        "in one <ul>...</ul>; blank lines (empty or spaces only) produce nothing and close an open list; any "
        "other line is a paragraph <p>text</p> (so '####### x' and '#x' are paragraphs). In the text of every "
        "block first escape & < > as &amp; &lt; &gt;, then replace __x__ with <strong>x</strong> and then _x_ "
        "with <em>x</em>, each time the shortest non-empty span, left to right (like re.sub(r'__(.+?)__', ...)). "
        "Errors: TypeError if markdown is not a str; ValueError('tabs are not allowed') if it contains a tab."),
    "hard-01-sgf-parsing": (
        "Implement parse(text) in solution.py for a subset of SGF. A tree is '(' then one or more nodes then "
        "zero or more sub-trees then ')'. A node is ';' followed by properties; a property is a key of ASCII "
        "letters followed by one or more values '[...]'. Return nested dicts {'properties': {KEY: [values]}, "
        "'children': [trees]}; in a sequence of nodes each node is the only child of the previous one, and "
        "sub-trees become children of the last node of the sequence. A repeated key appends its values. Inside "
        "a value a backslash takes the next character literally, except that backslash-newline is removed; a tab "
        "(escaped or not) becomes a space; other characters, newlines included, are kept. No whitespace is "
        "allowed between elements. Errors (ValueError with exactly this message): 'tree missing' if the text "
        "does not start with '('; 'tree with no nodes' if a '(' is not followed by ';'; 'property must be in "
        "uppercase' if a key has a lowercase letter; 'properties without delimiter' if a key is not followed by "
        "'['; 'unexpected end' if the text ends inside a tree or value; f'unexpected character: {c}' for any "
        "other character where ')' is expected; 'trailing data' for anything after the final ')'. TypeError if "
        "text is not a str. Examples are in tests/test_examples.py."),
}

SHORT = {
    "easy-01-etl": "etl",
    "easy-02-space-age": "age",
    "medium-01-scale-generator": "scale",
    "medium-02-house": "house",
    "medium-03-markdown": "md",
    "hard-01-sgf-parsing": "sgf",
}
TIME_LIMIT = {"easy-01-etl": 20, "easy-02-space-age": 20, "medium-01-scale-generator": 20,
              "medium-02-house": 20, "medium-03-markdown": 25, "hard-01-sgf-parsing": 30}

TASKS = {}
for _name, _short in SHORT.items():
    _ex = _f(_short, "examples.py")
    TASKS[_name] = {
        "id": "py-h17-" + _name.split("-", 2)[2],
        "tier": _name.split("-", 1)[0],
        "description": DESCRIPTIONS[_name],
        "time_limit_s": TIME_LIMIT[_name],
        "starter": _f(_short, "starter.py"),
        "starter_extra": {"tests/test_examples.py": _ex} if _ex else {},
        "reference": _f(_short, "reference.py"),
        "tests": _f(_short, "tests.py"),
        "examples": _ex,
        "honest": (_f(_short, "a.py"), _f(_short, "b.py"), _f(_short, "c.py")),
    }


def pool(task, which):
    """Pool solution text: which in 'abc'."""
    return TASKS[task]["honest"]["abc".index(which)]
