"""JSON text from outside the program (saved data, another tab's writes, an imported file):
parsed only when its nesting is shallow.

CPython's parser raises ``RecursionError`` on a deeply nested document, which the loaders
catch; in Pyodide its recursion overflows the browser's stack first, and the interpreter
dies (a robustness check: ``"[" * 7000`` under a storage key left an empty table at every
load; imported as statistics, a page that looked alive and never moved again). Our own
documents nest a few levels deep.

>>> loads('{"v": 1, "games": [[1, 2], {"a": "[[[[["}]}')
{'v': 1, 'games': [[1, 2], {'a': '[[[[['}]}
>>> loads("[" * 7000)
Traceback (most recent call last):
...
ValueError: JSON nested more than 64 levels deep
>>> too_deep("[" * 64 + "]" * 64), too_deep("[" * 65), too_deep('["' + "[" * 500 + '"]')
(False, True, False)
"""

from __future__ import annotations

import json
import re
from typing import Any

#: The deepest nesting read (our documents: under ten levels).
MAX_DEPTH = 64

# A JSON string (escapes included): what lies inside one is not structure. Possessive, and
# the closing quote optional: a string left open runs to the end of the text at once. (A
# review: with a plain pattern, each quote after an open one scanned to the end again,
# 10 s for 40 KB of damaged text; and a 3 MB string took 370 MB of the matcher's memory.)
_STRING = re.compile(r'"(?:[^"\\]++|\\.)*+"?', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether ``text`` opens more than ``limit`` arrays or objects inside each other
    (outside strings). Text with few brackets at all is passed at once."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def loads(text: str) -> Any:
    """``json.loads(text)``, and ``ValueError`` for text nested deeper than
    :data:`MAX_DEPTH` (as for any text that is not JSON)."""
    if isinstance(text, str) and too_deep(text):
        raise ValueError(f"JSON nested more than {MAX_DEPTH} levels deep")
    return json.loads(text)
