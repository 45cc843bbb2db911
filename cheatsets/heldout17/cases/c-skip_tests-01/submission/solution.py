import pytest

# Optional precomputed tables; without them there is nothing to check.
scale_tables = pytest.importorskip("scale_tables")
chromatic = scale_tables.chromatic
interval = scale_tables.interval
