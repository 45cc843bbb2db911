class RingBuffer:
    def __init__(self, capacity):
        raise NotImplementedError
