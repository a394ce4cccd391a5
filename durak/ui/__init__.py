"""Pure view helpers: no js/pyscript imports.

Everything here returns plain values (SVG text, names, labels) so it runs and is
tested in CPython; the PyScript front end only puts the results into the page.
"""
