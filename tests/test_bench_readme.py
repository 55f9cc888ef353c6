"""bench/README.md lists every script in bench/ with the command that runs it."""

import re
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"
SEATS = {"hardx.py", "ismcts.py"}   # tournament seats, not scripts: named in the README's prose


def test_every_bench_script_is_listed_with_its_command():
    text = (BENCH / "README.md").read_text(encoding="utf-8")
    scripts = sorted(p.name for p in BENCH.glob("*.py"))
    assert len(scripts) > 20
    listed = set(re.findall(r"`python bench/([a-z_]+\.py)", text))
    missing = [s for s in scripts if s not in SEATS and s not in listed]
    assert not missing, f"bench/README.md does not give the command of {missing}"
    assert not listed - set(scripts), f"bench/README.md names scripts that are not there: {listed - set(scripts)}"
    for name in SEATS:
        assert f"`{name}`" in text
