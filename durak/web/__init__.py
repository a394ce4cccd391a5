"""The browser front end: the only modules of ``durak`` that import ``js`` or ``pyscript``.

The engine (``durak.game`` …) and the bots (``durak.bots``) never import this
package, so they run the same in CPython and in Pyodide.
"""
