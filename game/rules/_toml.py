"""tomllib from the standard library (Python 3.11+), or the tomli backport on older Pythons."""

import sys

if sys.version_info >= (3, 11):  # noqa: UP036 - the backport path is kept for tools that run older Pythons
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

__all__ = ["tomllib"]
