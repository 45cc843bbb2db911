def luhn_valid(number):
    raise NotImplementedError
