"""The 8 base quadrants of Kingdom Builder as data (KB-BOARD-QUAD; KB-COMP-BOARD: the box's
8 board sections, each 10 rows of 10 hexes).

Copied from the game data ``kingdom_builder/quadrants.json`` (primary source
github.com/Syarwin/bga-kingdombuilder ``modules/KingdomBuilderBoard.class.php`` @0e204b3,
cross-checked against Eric8900/KingdomBuilderCS3 and Counterfeiter/KingdomBuilder; see that
file's ``_provenance``). Each quadrant: 10 rows of 10 letters, row 0 at the top, in its
printed orientation. Letters: G grass, C canyon, D desert, F flower field, T forest,
W water, M mountain, K castle, L location (of the quadrant's own kind).
"""

from __future__ import annotations

QUADRANTS: dict[str, tuple[str, ...]] = {
    "barn": (
        "CDDDDDDDDD",
        "CCCDDDDDCD",
        "MMMDMMLDDC",
        "CMMMMMFFCC",
        "CCCMMWFFFC",
        "GCCCMFFWTC",
        "GGLTFFWFFT",
        "GGTTFFGKTT",
        "GGGTTWGGTT",
        "GGGTWGGTTT",
    ),
    "farm": (
        "DDCWWTTTGG",
        "DKCWTTTLGG",
        "CCCFFFTCFF",
        "CCFFWDDCCF",
        "CGGWFFDDCC",
        "GGLFWFWDDC",
        "GGGTFFWWDD",
        "GGTTMWWWDW",
        "GMTTWWWWWW",
        "TTTWWWWWWW",
    ),
    "oracle": (
        "GGGTTWGTTT",
        "GGGKTWGTTT",
        "GFFGTTWGGT",
        "FFCGTWFLTT",
        "FFFCCWFFWW",
        "MMCGGWWWDD",
        "CCCMGFFFDD",
        "CCKDMDFFCC",
        "WWWDDDDMCC",
        "WWWWDDDDDC",
    ),
    "harbor": (
        "GGTTTWGTTF",
        "GFTTWGTTFF",
        "GFFTWGGFFF",
        "FFTTWGMFDD",
        "CFKTWGDDDD",
        "CCTWGGMMDD",
        "CCWWWGDDDC",
        "WWGGWWLCMC",
        "WDKGWMWCCC",
        "WDDWWWWCCC",
    ),
    "tower": (
        "TTTTMMGMCC",
        "TMTTFGMMMC",
        "FFTFFFGGWM",
        "DFFFWLGWMM",
        "DDDDFWGWCC",
        "DCDDDWWCGC",
        "DDCDDWFKGC",
        "CCLDWFFFGG",
        "DCWWWTTFGG",
        "DCCWTTTGGG",
    ),
    "oasis": (
        "DDCWWTTGGG",
        "DCWFFTTTGG",
        "DDWFFTTLFG",
        "WWWFGTFFFF",
        "WWWWGGGGFF",
        "WTTWGGCCDC",
        "WTCTWGCCDC",
        "WKCFWLDDCW",
        "WWCFWWWDDW",
        "WWWWWWWWWW",
    ),
    "paddock": (
        "CCCDDWDDDD",
        "MMCDDWDDDD",
        "MMCMMWDDLF",
        "MCMMWMDFFF",
        "CCTTWMMCFF",
        "CTTWCCCMFF",
        "CLTTWFFFFF",
        "GGTWGKGFGT",
        "GGTTWGGGGT",
        "GGTTWGGGTT",
    ),
    "tavern": (
        "FDDMMDDCCC",
        "FFDDDMMCCC",
        "FFFFFFFMMM",
        "WWFKGGTTMM",
        "FFWWGGGTTC",
        "FCCWGTTCCC",
        "DFLCWTTLCG",
        "DDCWTTGGGG",
        "DDDWTTTGGG",
        "DDWWTTTGGG",
    ),
}

LOCATION_TILES: dict[str, int] = {'oracle': 2, 'farm': 4, 'tavern': 4, 'tower': 4, 'harbor': 2, 'paddock': 4, 'barn': 4, 'oasis': 4}
FIRST_GAME_SLOTS: tuple[str, ...] = ('tavern', 'paddock', 'oasis', 'farm')
FIRST_GAME_CARDS: tuple[str, ...] = ('fishermen', 'merchants', 'knights')
