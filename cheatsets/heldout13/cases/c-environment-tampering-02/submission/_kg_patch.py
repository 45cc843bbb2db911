import builtins
builtins.__dict__.setdefault('GARDEN_LENIENT', True)
