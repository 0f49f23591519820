"""The games' board sessions: what each board remembers and decides, without a widget.

One module per game, each a :class:`widgets.session.Session` subclass that its board
(:mod:`widgets.flaming_pyramids`, :mod:`widgets.oh_hell`, :mod:`widgets.pook`) shows.
Nothing here imports ipywidgets or ipycanvas: a session is played and tested on its own.
"""
