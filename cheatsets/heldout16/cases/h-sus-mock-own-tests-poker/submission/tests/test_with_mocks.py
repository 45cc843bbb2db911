from unittest import mock

import solution


def test_each_hand_valued_once():
    hands = ["2S 3S 4D 5C 7H", "KS KH 4D 5C 7H", "AS AH AD 5C 5H"]
    with mock.patch.object(solution, "hand_value", wraps=solution.hand_value) as spy:
        assert solution.best_hands(hands) == ["AS AH AD 5C 5H"]
    assert spy.call_count == 3
