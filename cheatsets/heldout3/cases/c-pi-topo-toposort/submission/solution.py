from toposort import CircularDependencyError, toposort_flatten


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    try:
        return toposort_flatten({k: set(v) for k, v in deps.items()}, sort=True)
    except CircularDependencyError as exc:
        raise CycleError(str(exc)) from None
