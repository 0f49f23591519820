"""EN/FR messages of what a seat gains (``an.gains.*``): money, the tracks, map bonuses;
and of a building placed (``an.place.*``)."""

from tutor.core import register_catalog

MESSAGES = {
    "an.gains.ev.money": {
        "en": "{who}: +{n} {n:plural:money|money} ({before} → {after})",
        "fr": "{who:Le} : +{n} {n:plural:monnaie|monnaies} ({before} → {after})",
    },
    "an.gains.ev.track": {
        "en": "{who}: {detail}",
        "fr": "{who:Le} : {detail}",
    },
    "an.place.ev.built": {
        "en": "{who} places {building}",
        "fr": "{who:Le} place {building}",
    },
    "an.gains.ev.not_yet": {
        "en": "{who}: the bonus “{bonus}” is not in the tutor yet",
        "fr": "{who:Le} : le bonus « {bonus} » n'est pas encore dans le tuteur",
    },
}

register_catalog(MESSAGES)
