"""Project tooling (not shipped to the browser): vendoring, packaging, serving, benchmarks."""
