"""Fruit Picking components (shared/data/fruit_picking/components.json), as constants."""

FRUITS = ("Pi", "Pe", "Pl", "Ba", "St")
FARM_CARDS = ("Ra",) + FRUITS
#: FRU-COMP-2 [OPEN]: the raindrop farm card's watering value is a stated GUESS (the middle
#: of the 1-3 range a review gives); the one place it is kept.
RAINDROP_VALUE = 2
VALUE = {"Ra": RAINDROP_VALUE, "Pi": 1, "Pe": 1, "Pl": 2, "Ba": 2, "St": 3}
SEEDS_PER_PLAYER = 18
CARDS_PER_FRUIT = 6
SURCHARGE = (3, 2, 1, 0)        # M1..M4 (FRU-COLLECT-1)
RING = 7                        # H, F1..F6
