def response(hey_bob):
    raise NotImplementedError
