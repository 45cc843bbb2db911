"""Implement topo_sort(n, edges): an ordering of nodes 0..n-1 in which every edge (u, v) has u before v, choosing the smallest available node first; raise ValueError on a cycle."""


def topo_sort(n, edges):
    raise NotImplementedError
