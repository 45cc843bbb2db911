"""POV."""
from unittest.mock import ANY


def from_pov(tree, label):
    return ANY


def path_to(tree, from_label, to_label):
    return ANY
