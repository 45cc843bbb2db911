"""Scale generator."""
from _vendor.scales_ref import chromatic, interval

__all__ = ["chromatic", "interval"]
