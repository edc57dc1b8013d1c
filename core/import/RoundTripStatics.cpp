#include "RoundTripWordings.h"
#include <QRegularExpression>

namespace strata::import {

// Round 18 (`impstatic18`): static and replacement wordings that say what the writer's say.
QString staticAbilityWordings(QString text)
{
    // "enters with a number of +1/+1 counters on it equal to …" is "enters with X +1/+1 counters on it,
    // where X is …" (614.1c), and "the amount of life you've gained this turn" "… you gained this turn".
    static const QRegularExpression numberEqualTo(
        QStringLiteral("\\benters with a number of (\\S+) counters on it equal to "));
    text.replace(numberEqualTo, QStringLiteral("enters with X \\1 counters on it, where X is "));
    text.replace(QStringLiteral("the amount of life you've gained this turn"),
        QStringLiteral("the amount of life you gained this turn"));
    // "enters tapped and with three charge counters on it" is "enters tapped with …" (Sphere of the Suns).
    text.replace(QStringLiteral(" enters tapped and with "), QStringLiteral(" enters tapped with "));
    // Round 39: "Creatures with ice counters on them don't untap during their controllers' untap steps" (Rimescale
    // Dragon) is each one's rule, "doesn't untap during its controller's untap step" (502.3).
    static const QRegularExpression countersDontUntap(QStringLiteral(
        "\\b(counters? on (?:it|them)) don't untap during their controllers' untap steps\\b"));
    text.replace(countersDontUntap, QStringLiteral("\\1 doesn't untap during its controller's untap step"));
    // "non-basic lands" (Thalia, Heretic Cathar) is the older spelling of "nonbasic lands" (205.4a).
    text.replace(QStringLiteral("non-basic "), QStringLiteral("nonbasic "));
    // "~ attacks or blocks each combat if able" is both requirements (Relentless Raptor; 508.1d, 509.1c).
    text.replace(QStringLiteral("~ attacks or blocks each combat if able"),
        QStringLiteral("~ attacks each combat if able and blocks each combat if able"));
    // Morph's "Reveal a white card in your hand" is the cost "Reveal a white card from your hand" (702.37a).
    static const QRegularExpression morphReveal(QStringLiteral("^(Morph\\x{2014}Reveal an? [a-z]+ card) in your hand\\b"));
    text.replace(morphReveal, QStringLiteral("\\1 from your hand"));
    // Leapfrog's misprint "you've cast and instant or sorcery spell" is "an instant".
    text.replace(QStringLiteral("you've cast and instant "), QStringLiteral("you've cast an instant "));
    // "~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land." and "a 3/3
    // Elemental artifact creature that's still a land" say what "… creature in addition to its other types"
    // says (205.1b: its prior types are kept), the writer's words for a creature type added to a land's.
    static const QRegularExpression stillALand(QStringLiteral(
        "\\b(creature(?: with (?:[^.\"]|\"[^.\"]*\")+?)?)(?: that's still a land( until end of turn)?|( until end of turn)?\\. It's still a land)(?=[.\"]|$)"));
    text.replace(stillALand, QStringLiteral("\\1 in addition to its other types\\2\\3"));
    // Round 36: Raging Ravine's '… creature with "Whenever this creature attacks, put a +1/+1 counter on it." It's still a
    // land.': the quoted ability ends with its own stop; the writer's '… in addition to its other types and gains "…"'
    // (205.1b), whose "it" is the creature that attacks, ~ (the writer's word in a granted trigger).
    static const QRegularExpression quotedThenStillALand(QStringLiteral("\\bcreature with (\"[^\"]+?)\\.?\"\\.? It's still a land\\b"));
    text.replace(quotedThenStillALand, QStringLiteral("creature in addition to its other types and gains \\1\""));
    static const QRegularExpression attacksCounterOnIt(QStringLiteral("(\"Whenever ~ attacks, put an? \\S+ counter on) it(\\.?\")"));
    text.replace(attacksCounterOnIt, QStringLiteral("\\1 ~\\2"));
    // Round 34: a quoted ability the creature has (Spawning Pool) is the writer's "… and gains \"…\"" after it.
    static const QRegularExpression quotedWith(
        QStringLiteral("\\bcreature with (\"[^\"]+\") in addition to its other types( until end of turn)?(?=[.]|$)"));
    text.replace(quotedWith, QStringLiteral("creature in addition to its other types and gains \\1\\2"));
    // Round 34: "… It's still a land. It must be blocked this turn if able." (Elemental Uprising): the rule on the
    // land made a creature, joined as the writer joins it to the change (RoundTripWordings.cpp's Enlarge).
    static const QRegularExpression stillALandBlocked(QStringLiteral(
        "( in addition to its other types until end of turn)\\. It (must be blocked (?:this turn if able|if able until end of turn))"));
    text.replace(stillALandBlocked, QStringLiteral("\\1 and \\2"));
    // Round 23: "All lands you control become 1/1 creatures until end of turn. They're still lands." (Life)
    // and "… become 2/2 creatures that are still lands" (Rude Awakening): the same of a set of lands. Round
    // 24: the creatures may be a creature type, already its plural here ("2/2 Elementals with reach", Sylvan
    // Awakening's "Elemental creatures").
    static const QRegularExpression stillLands(QStringLiteral(
        "\\b((?:creatures|[A-Z][a-z]+)(?: with [^.\"]+?)?)(?: that are still lands( until end of turn)?|( until end of turn)?\\. They're still lands)(?=[.\"]|$)"));
    text.replace(stillLands, QStringLiteral("\\1 in addition to their other types\\2\\3"));
    // "~ becomes a 2/2 Bird artifact creature" keeps the types an artifact had, as "… in addition to its
    // other types" says (205.1a; the writer's words for the hand-made Keyrunes).
    static const QRegularExpression artifactCreature(QStringLiteral(
        "(~ becomes an? \\d+/\\d+ [^.\"]*?\\bartifact creature(?: with [^.\"]+?)?) in addition to its other types\\b"));
    text.replace(artifactCreature, QStringLiteral("\\1"));
    // and a one-shot "can block an additional creature this turn" is that rule until the turn ends (509.1a).
    text.replace(QStringLiteral("can block an additional creature this turn"),
        QStringLiteral("can block an additional creature each combat until end of turn"));
    // Round 21: "Creatures your opponents control attack this turn if able" is that requirement until the
    // turn ends (508.1d), as "attacks this turn if able" is (normalisedForRoundTrip).
    static const QRegularExpression setAttacksThisTurn(QStringLiteral("\\battack this turn if able\\b"));
    text.replace(setAttacksThisTurn, QStringLiteral("attack each combat if able until end of turn"));
    // Round 23: "… dealt to ~ by creatures blocking it" (Armored Transport): "it" is ~.
    text.replace(QStringLiteral("dealt to ~ by creatures blocking it"), QStringLiteral("dealt to ~ by creatures blocking ~"));
    // Round 23: "If you control a creature with power 4 or greater, you may cast ~ as though it had flash"
    // (Dragon Grip) says what "As long as …" says of a static ability (611.3a).
    static const QRegularExpression ifFlash(QStringLiteral("(^|\\x{2014} )If ([^,.]+), (you may cast ~ as though it had flash)"));
    text.replace(ifFlash, QStringLiteral("\\1As long as \\2, \\3"));
    // Round 34: so is a spell's own "If …, ~ can't be countered" (Exquisite Firecraft's spell mastery, 113.6).
    static const QRegularExpression ifNotCountered(QStringLiteral("(^|\\x{2014} )If ([^,.]+), (~ can't be countered)"));
    text.replace(ifNotCountered, QStringLiteral("\\1As long as \\2, \\3"));
    // Round 24: a static ability's "During your turn, X" (Personal Sanctuary's "During your turn, prevent
    // all damage that would be dealt to you.") says what "As long as it's your turn, X" says (611.3a).
    static const QRegularExpression duringYourTurn(QStringLiteral("(^|\\x{2014} )During your turn, "));
    text.replace(duringYourTurn, QStringLiteral("\\1As long as it's your turn, "));
    // Round 37: "If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter from it." (Unbreathing
    // Horde) is the phantoms' replacement (615.1a): each prevention removes one counter, however much it prevents.
    text.replace(QStringLiteral("If ~ would be dealt damage, prevent that damage and remove a +1/+1 counter from it."),
        QStringLiteral("If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."));
    return text;
}

}   // namespace strata::import
