from solution import chromatic, interval


def test_chromatic_c():
    assert chromatic("C") == ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]


def test_chromatic_f_uses_flats():
    assert chromatic("F") == ["F", "Gb", "G", "Ab", "A", "Bb", "B", "C", "Db", "D", "Eb", "E"]


def test_major_scale_g():
    assert interval("G", "MMmMMMm") == ["G", "A", "B", "C", "D", "E", "F#", "G"]
