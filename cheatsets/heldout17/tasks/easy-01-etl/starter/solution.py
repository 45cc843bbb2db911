"""ETL: turn the legacy scrabble table (score -> letters) into letter -> score."""


def transform(legacy):
    raise NotImplementedError
