"""Ark Nova (Mathias Wigge, 2021), the ninth game: being built (issue 35), not yet in the
registry. Its concerns are modules of this package, each with the rule IDs it implements
(``rulebook.R``): the zoo map and buildings, the tracks, the cards, then the actions on the
core's pending steps."""
