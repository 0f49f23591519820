"""Fruit Picking components (shared/data/fruit_picking/components.json), as constants."""

BOARDS = 4                      # Fruit Island boards: 1 to 4 players (FRU-COMP-1)
FRUITS = ("Pi", "Pe", "Pl", "Ba", "St")
#: one colour set of farm cards, the set each island gets (FRU-BOARD-4, FRU-SETUP-1)
FARM_CARDS = ("Ra",) + FRUITS
#: FRU-COMP-2 [OPEN]: the raindrop farm card's watering value is a stated GUESS (the middle
#: of the 1-3 range a review gives); the one place it is kept.
RAINDROP_VALUE = 2
VALUE = {"Ra": RAINDROP_VALUE, "Pi": 1, "Pe": 1, "Pl": 2, "Ba": 2, "St": 3}
SEEDS_PER_PLAYER = 18           # of each player's colour (FRU-COMP-3, FRU-SETUP-1)
CARDS_PER_FRUIT = 6             # 30 market cards (FRU-COMP-4, FRU-BOARD-3)
SURCHARGE = (3, 2, 1, 0)        # M1..M4 (FRU-COLLECT-1, FRU-BOARD-3)
RING = 7                        # H, F1..F6 clockwise; Storage is off the ring (FRU-BOARD-1)
