#include "RoundTripWordings.h"
#include "ModeRestrictions.h"
#include <QRegularExpression>

namespace strata::import {

QString activationWordings(QString text)
{
    // Round 40: Fell Shepherd's "all creature cards that were put into your graveyard from the battlefield this turn" is
    // Gleancrawler's "all creature cards in your graveyard that were put there from the battlefield this turn".
    static const QRegularExpression putIntoYourGraveyard(QStringLiteral(
        "\\b(all [a-z, ]*cards) that were put into your graveyard (from the battlefield this turn)\\b"));
    text.replace(putIntoYourGraveyard, QStringLiteral("\\1 in your graveyard that were put there \\2"));
    // Round 36: Skinshifter's restriction at the end of each mode, said once after the last (602.5b).
    text = restrictionOfEveryModeOnce(text);
    // Round 36: grandeur's "Discard another card named ~" is the writer's "Discard a card named ~": the card
    // discarded from hand is never the permanent whose ability it is (207.2c, 201.2).
    text.replace(QStringLiteral("Discard another card named ~:"), QStringLiteral("Discard a card named ~:"));
    // Round 36: Endless Sands' "Return each creature card exiled with ~ to the battlefield under its owner's control" is
    // the writer's "Return the exiled creature cards to the battlefield under their owners' control" (607.2a).
    text.replace(QStringLiteral("Return each creature card exiled with ~ to the battlefield under its owner's control."),
        QStringLiteral("Return the exiled creature cards to the battlefield under their owners' control."));
    // Security Detail's "Activate only if you control no creatures and only once each turn" names the
    // time after the condition; the writer names it first, as "only during your upkeep and only if …" does.
    static const QRegularExpression conditionFirst(QStringLiteral("\\bActivate only if ([^.]+) and only (once each turn)\\."));
    text.replace(conditionFirst, QStringLiteral("Activate only \\2 and only if \\1."));
    // Luxa River Shrine's "only if there are three or more brick counters on ~" says what "only if ~ has
    // three or more brick counters on it" says (122.1).
    static const QRegularExpression countersOnSelf(QStringLiteral("\\bonly if there are (\\w+) or more ([a-z]+) counters on ~\\."));
    text.replace(countersOnSelf, QStringLiteral("only if ~ has \\1 or more \\2 counters on it."));
    // Shadows of the Past's "there are four or more creature cards in your graveyard" is Oversold
    // Cemetery's "you have four or more creature cards in your graveyard".
    static const QRegularExpression kindInGraveyard(QStringLiteral("\\bthere are (\\w+) or more ([a-z]+) cards in your graveyard\\b"));
    text.replace(kindInGraveyard, QStringLiteral("you have \\1 or more \\2 cards in your graveyard"));
    // Flowstone Salamander's "~ deals 1 damage to target creature blocking it": "it" is ~, the source.
    static const QRegularExpression blockingIt(QStringLiteral("(: ~ deals \\w+ damage to target creature blocking) it\\."));
    text.replace(blockingIt, QStringLiteral("\\1 ~."));
    // Banewhip Punisher's "target creature that has a -1/-1 counter on it" is "… with a -1/-1 counter on it".
    // Round 38: Dust's "any number of target creatures that have -1/-1 counters on them", the plural, alike.
    static const QRegularExpression thatHasCounter(QStringLiteral(
        "\\b(target [a-z]+) that (?:has (an? \\S+ counter on it)|have (\\S+ counters on them))\\b"));
    text.replace(thatHasCounter, QStringLiteral("\\1 with \\2\\3"));
    // A creature that bites back (Karplusan Yeti; Cyclops Gladiator's "If you do, that creature deals
    // damage equal to its power to ~"): "that creature" is the target the sentence before named, "it".
    static const QRegularExpression bitesBack(QStringLiteral("\\b(If you do, )that creature (?=deals damage equal to its power to ~)"));
    text.replace(bitesBack, QStringLiteral("\\1it "));
    // Round 29: Mageta the Lion's "Destroy all creatures except for ~. Those creatures can't be regenerated."
    // says "Destroy all other creatures. They can't be regenerated." (701.19c).
    text.replace(QStringLiteral("Destroy all creatures except for ~. Those creatures can't be regenerated."),
        QStringLiteral("Destroy all other creatures. They can't be regenerated."));
    text.replace(QStringLiteral("Destroy all creatures except for ~."), QStringLiteral("Destroy all other creatures."));
    // Round 29: Reveka's "~ deals 2 damage to any target and doesn't untap during your next untap step" is
    // "… to any target. ~ doesn't untap during your next untap step." (Arbalest Elite's words).
    static const QRegularExpression andDoesntUntap(QStringLiteral("(: ~ [^.]+?) and doesn't untap during your next untap step\\."));
    text.replace(andDoesntUntap, QStringLiteral("\\1. ~ doesn't untap during your next untap step."));
    // Forgestoker Dragon's "can't block this combat" lasts until the combat ends (511.3); round 32: so does Yuan
    // Shao's Infantry's "can't be blocked this combat".
    static const QRegularExpression thisCombat(QStringLiteral("\\bcan't (block|be blocked) this combat\\b"));
    text.replace(thisCombat, QStringLiteral("can't \\1 until end of combat"));
    // Round 35: so does Impetuous Devils' "blocks ~ this combat if able" (509.1c), the writer's "… if able until end of
    // combat".
    text.replace(QStringLiteral(" blocks ~ this combat if able"), QStringLiteral(" blocks ~ if able until end of combat"));
    // Merciless Javelineer's "That creature can't block this turn." after a counter put on the one target:
    // "that creature" is that target, "it".
    static const QRegularExpression thatCreatureCant(QStringLiteral(
        "\\. That creature (?=can't (?:block|be blocked) (?:this turn|until end of turn|until end of combat)\\.)"));
    text.replace(thatCreatureCant, QStringLiteral(". It "));
    // Fungal Plots' "Sacrifice two Saprolings: Gain 2 life and draw a card." is "You gain 2 life and …".
    static const QRegularExpression gainAndDraw(QStringLiteral("(: )Gain (\\d+|X) life and draw\\b"));
    text.replace(gainAndDraw, QStringLiteral("\\1You gain \\2 life and draw"));
    // Kaseto's "If that creature is a Snake, it gets +2/+2" after an action on the one target: "that
    // creature" is that target, "it's a Snake" (round 26).
    static const QRegularExpression thatCreatureIs(QStringLiteral("\\. If that creature is (an? [A-Z][a-z]+), (?=it )"));
    text.replace(thatCreatureIs, QStringLiteral(". If it's \\1, "));
    // Round 36: Chandra's Defeat's "If that permanent is a Chandra planeswalker, …" after damage to its one
    // target of alternatives: that target, "it's a Chandra planeswalker".
    static const QRegularExpression thatPermanentIs(QStringLiteral("\\. If that permanent is (an? [A-Z][a-z]+ planeswalker), "));
    text.replace(thatPermanentIs, QStringLiteral(". If it's \\1, "));
    // Round 45: Aberrant Researcher's "put the top card of your library into your graveyard. If it's an instant or
    // sorcery card, …": "it" is the card milled, the writer's "that card" (Saprazzan Breaker's words, 608.2c).
    static const QRegularExpression milledCardIs(QStringLiteral(
        "(\\b(?:[Mm]ill a card|[Pp]ut the top card of your library into your graveyard)\\. If) that card (is|isn't) (?=an? )"));
    for (auto m = milledCardIs.match(text); m.hasMatch(); m = milledCardIs.match(text))
        text.replace(m.capturedStart(), m.capturedLength(),
            m.captured(1) + (m.captured(2) == QLatin1String("is") ? QStringLiteral(" it's ") : QStringLiteral(" it isn't ")));
    // Destructive Digger's "Sacrifice a land or artifact": either card type, which the writer names in
    // alphabetical order ("an artifact or land").
    static const QRegularExpression eitherType(QStringLiteral(
        "\\b([Aa]n?) (artifact|creature|enchantment|land|planeswalker) or (artifact|creature|enchantment|land|planeswalker)\\b"));
    for (auto m = eitherType.match(text); m.hasMatch(); m = eitherType.match(text, m.capturedStart() + 1)) {
        if (m.captured(2) <= m.captured(3))
            continue;
        const QString first = m.captured(3);
        QString article = QLatin1String(first.front() == QLatin1Char('a') || first.front() == QLatin1Char('e') ? "an" : "a");
        if (m.captured(1).front().isUpper())
            article[0] = article[0].toUpper();
        text.replace(m.capturedStart(), m.capturedLength(), QStringLiteral("%1 %2 or %3").arg(article, first, m.captured(2)));
    }
    // Round 45: Harsh Mentor's "an ability of an artifact, creature, or land on the battlefield, if it isn't a mana
    // ability" is the writer's "an ability of an artifact, creature, or land that isn't a mana ability": an ability of a
    // permanent is one on the battlefield (109.2), and whether it is a mana ability never changes (603.4, 605.1a).
    text.replace(QStringLiteral(" on the battlefield, if it isn't a mana ability,"), QStringLiteral(" that isn't a mana ability,"));
    return text;
}

}   // namespace strata::import
