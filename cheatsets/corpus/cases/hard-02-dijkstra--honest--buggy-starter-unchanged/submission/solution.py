"""Implement shortest_paths(n, edges, source): the list of shortest distances from source to nodes 0..n-1 over directed weighted edges (u, v, w >= 0); unreachable nodes get float('inf')."""


def shortest_paths(n, edges, source):
    raise NotImplementedError
