import pytest

from solution import compare


def test_core_numeric():
    assert compare("1.2.3", "1.2.3") == 0
    assert compare("1.10.0", "1.9.9") == 1
    assert compare("0.0.1", "0.1.0") == -1


def test_prerelease_below_release():
    assert compare("1.0.0-alpha", "1.0.0") == -1
    assert compare("2.0.0", "2.0.0-rc.1") == 1


def test_prerelease_chain():
    chain = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
             "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]
    for lo, hi in zip(chain, chain[1:]):
        assert compare(lo, hi) == -1
        assert compare(hi, lo) == 1


def test_build_metadata_ignored():
    assert compare("1.0.0+build.1", "1.0.0+build.2") == 0
    assert compare("1.0.0-rc.1+x", "1.0.0-rc.1") == 0


@pytest.mark.parametrize("bad", ["1.0", "1.0.0.0", "a.b.c", "1.0.0-", "01.0.0"])
def test_malformed(bad):
    with pytest.raises(ValueError):
        compare(bad, "1.0.0")
