def parse_query(qs):
    raise NotImplementedError
