"""Issue 32's bounds: what a hostile pulka file costs to refuse (run by hand).

Each file is checked by ``preferans-tui check`` in a process of its own; the figure is
that process's peak resident memory (``VmHWM``) and wall time, against Python with the
checker imported and nothing read. The bounds the issue keeps: a million empty hands
38 MB, a million-character name 83 MB; and the worst file it found, two million bogus
keys in one hand (a 29 MB file), cost ~660 MB: it is to be refused earlier and cheaper.

    .venv/bin/python benchmarks/hostile_bounds.py
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HAND = {"kind": "raspasy", "dealer": "Anna", "tricks": {"Anna": 4, "Boris": 3, "Vera": 3}}


def head() -> dict[str, object]:
    from preferans_tui.rules import RuleOptions

    return {"format": "preferans-pulka", "version": 1, "players": ["Anna", "Boris", "Vera"],
            "rules": RuleOptions.preset("sochi", 10).to_file()}


def empty_hands(folder: Path) -> Path:
    """A million empty hands: ``[{}, {}, …]``."""
    text = json.dumps({**head(), "hands": []})[:-3] + "[" + ",".join(["{}"] * 1_000_000) + "]}"
    return _write(folder / "empty-hands.json", text)


def long_name(folder: Path) -> Path:
    """A player named with a million characters."""
    doc = {**head(), "hands": [HAND]}
    doc["players"] = ["Anna", "Boris", "V" * 1_000_000]
    return _write(folder / "long-name.json", json.dumps(doc))


def bogus_keys(folder: Path) -> Path:
    """One hand with two million keys no hand has (a 29 MB file)."""
    hand = json.dumps(HAND)[:-1] + "".join(f', "k{i}": 0' for i in range(2_000_000)) + "}"
    text = json.dumps({**head(), "hands": []})[:-3] + "[" + hand + "]}"
    return _write(folder / "bogus-keys.json", text)


def spread_keys(folder: Path) -> Path:
    """Twenty thousand hands of fifty bogus keys each: a million keys, none in an
    object large enough for the cap on keys per object."""
    hand = json.dumps(HAND)[:-1] + "".join(f', "k{i}": 0' for i in range(50)) + "}"
    text = json.dumps({**head(), "hands": []})[:-3] + "[" + ",".join([hand] * 20_000) + "]}"
    return _write(folder / "spread-keys.json", text)


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


PEAK = ("print('PEAK', next(line.split()[1] for line in open('/proc/self/status') "
        "if line.startswith('VmHWM')))")


def measure(path: Path | None) -> tuple[float, float, str]:
    """(peak MiB, seconds, the first line said) of ``check`` on ``path`` (None: imports only)."""
    run = (f"from preferans_tui.__main__ import main\nmain(['check', {str(path)!r}])\n"
           if path else "import preferans_tui.__main__, preferans_tui.storage.check\n")
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", run + PEAK], capture_output=True, text=True,
                         cwd=ROOT, env={"LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"}).stdout
    took = time.perf_counter() - start
    lines = out.splitlines()
    kb = int(next(line.split()[1] for line in lines if line.startswith("PEAK")))
    said = " ".join(line.strip() for line in lines[:2] if not line.startswith("PEAK"))
    return kb / 1024, took, said


def main() -> list[str]:
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        base, _, _ = measure(None)
        out.append(f"imports only: {base:6.1f} MiB")
        for make in (empty_hands, long_name, bogus_keys, spread_keys):
            path = make(folder)
            peak, took, said = measure(path)
            size = path.stat().st_size / 2**20
            out.append(f"{make.__name__:12} {size:5.1f} MB file: peak {peak:6.1f} MiB, "
                       f"{took:5.2f} s\n    {said.split(': ', 1)[-1][:150]}")
    return out


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    print("\n".join(main()))
