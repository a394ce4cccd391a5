"""Which modules of the ``durak`` package this interpreter can import (pure Python).

Used by the browser tests to prove that the packaging shipped every module, to
the main thread and to the bots worker alike.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys


def list_modules() -> dict[str, list[str]]:
    """``{"found": [...], "broken": ["name: error", ...], "no_bytecode": [...]}`` for every
    module under ``durak``; ``no_bytecode`` lists the imported ones that were compiled here
    instead of loaded from the shipped bytecode (tools/build.py adds it to the zip).

    Modules that need the browser (``durak.web.*``) are listed but not imported,
    so this runs in CPython, on the main thread and in a worker alike.
    """
    import durak

    found: list[str] = ["durak"]
    broken: list[str] = []
    for info in pkgutil.walk_packages(durak.__path__, "durak."):
        found.append(info.name)
        if info.name.startswith("durak.web."):
            continue
        try:
            importlib.import_module(info.name)
        except Exception as exc:  # report, never crash the caller
            broken.append(f"{info.name}: {type(exc).__name__}: {exc}")
    no_bytecode = sorted(
        name
        for name, module in list(sys.modules.items())
        if (name == "durak" or name.startswith("durak."))
        and not (getattr(module, "__cached__", None) and os.path.exists(module.__cached__))
    )
    return {"found": sorted(found), "broken": broken, "no_bytecode": no_bytecode}
