#pragma once
#include <QString>

// Private to core/import: words a few instants and sorceries print that say what the writer's words say
// (round 25, `impspell25`; OracleSpellWordings.cpp).

namespace strata::import {

// "Creatures you control get +2/+0 until end of turn. Colorless creatures you control also gain first strike
// until end of turn." (Swarm Surge, Sanctified Charge): "also" after a sentence before it adds no meaning,
// the second set gains the keyword either way; "Untap up to two target creatures. They each get +2/+2 until
// end of turn." (Synchronized Strike) is "They get +2/+2", each of the creatures the instruction before
// untapped (611.2c: one change of each). The parser reads the paragraph through it (mendedTriggerWording
// calls it), the round trip compares through it; any other text comes back as it was.
QString mendedSpellWording(QString text);

// Round 38: one subject's three instructions, said as two sentences (OracleSubjectSeries.cpp), called by the one above.
QString mendedSubjectSeries(QString text);

// Round 38: "You gain X plus 1 life, where X is …" said as a sum (OracleLifePlusWording.cpp), called by the one above.
QString mendedLifePlusWording(QString text);

// Round 39: "gets an additional +4/+4 until end of turn unless …" after a bonus to the same creatures
// (OracleAdditionalBonus.cpp), called by the one above.
QString mendedAdditionalBonus(QString text);

// Round 39: "X target creatures can't be blocked this turn. Until end of turn, those creatures gain "…"." (Open into
// Wonder) as the writer says it: "They gain "…" until end of turn." (OracleThoseCreatures.cpp).
QString mendedThoseCreaturesGain(QString text);

// Round 39: "Tap target untapped creature you control. If you do, it deals damage equal to its power …" (Spirit Flare)
// without "If you do, " (OracleTappedIfYouDo.cpp).
QString mendedTappedIfYouDo(QString text);

// Round 34: those of spells that act on libraries (OracleLibrarySpellWordings.cpp), called by the one above.
QString mendedLibrarySpellWording(QString text);

}   // namespace strata::import
