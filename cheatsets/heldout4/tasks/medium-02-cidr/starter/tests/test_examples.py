import pytest

from solution import cidr_range, contains


def test_class_c():
    assert cidr_range("192.168.1.0/24") == ("192.168.1.0", "192.168.1.255")


def test_contains():
    assert contains("10.0.0.0/8", "10.200.3.4")
    assert not contains("10.0.0.0/8", "11.0.0.1")


def test_host_bits_rejected():
    with pytest.raises(ValueError):
        cidr_range("10.0.0.1/8")
