"""House: the nursery rhyme 'This is the House that Jack Built'."""


def recite(start_verse, end_verse):
    raise NotImplementedError
