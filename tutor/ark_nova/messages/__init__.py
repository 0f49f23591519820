"""Ark Nova's EN/FR message catalogs, one module per concern (``an.<concern>.*`` keys);
a concern's module imports its catalog, which registers it."""
