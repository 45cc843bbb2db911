def raindrops(number):
    raise NotImplementedError
