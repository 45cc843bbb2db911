class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    raise NotImplementedError
