"""Every test runs as on an English system: a first start takes the system's language (game/settings.py
`system_lang`), and the tests that expect English defaults must not depend on the machine running them."""

import os

for _var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_var, None)
os.environ["LANG"] = "C.UTF-8"
