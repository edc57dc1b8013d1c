#include "OracleStepTriggerWordings.h"
#include <QRegularExpression>

namespace strata::import {

QString olderStepTriggerWording(QString sentence)
{
    // Round 36, Well of Ideas: "each other player's draw step" is each draw step of a turn that isn't yours (500.1); the
    // intervening "if" can't change before it resolves, as the turn doesn't (603.4).
    static const QRegularExpression otherPlayersDrawStep(QStringLiteral("^At the beginning of each other player's draw step, (?!if )"));
    sentence.replace(otherPlayersDrawStep, QStringLiteral("At the beginning of each player's draw step, if it's not your turn, "));
    // "if you don't control a creature named X" (Kookus): no object of that kind and name (201.2).
    static const QRegularExpression dontControlNamed(
        QStringLiteral("^(At the beginning of [^,]+, if you )don't control an? ([a-z]+) (named [^,]+), "));
    sentence.replace(dontControlNamed, QStringLiteral("\\1control no \\2s \\3, "));
    // "~ deals 3 damage to you and attacks this turn if able": ~ does both, the damage first.
    static const QRegularExpression damageAndAttacks(
        QStringLiteral("^(At the beginning of [^,]+, (?:if [^,]+, )?~ deals \\d+ damage to you) and (attacks this turn if able\\.?)$"));
    sentence.replace(damageAndAttacks, QStringLiteral("\\1. ~ \\2"));
    // Cryptoplasm's older "you may have ~ become a copy of another target creature. If you do, ~ gains this
    // ability." is today's Oracle "…, except it has this ability." (707.9b: the exception is part of the copy).
    static const QRegularExpression copyGainsThisAbility(
        QStringLiteral("^(At the beginning of [^,]+, you may have ~ become a copy of [^.]+)\\. If you do, ~ gains this ability\\.$"));
    sentence.replace(copyGainsThisAbility, QStringLiteral("\\1, except it has this ability."));
    // Helm of the Host's "except the token isn't legendary if equipped creature is legendary" is "except it isn't
    // legendary" (707.9b): a copy of a creature that isn't legendary has no legendary supertype to lose.
    sentence.replace(QStringLiteral(", except the token isn't legendary if equipped creature is legendary. "),
        QStringLiteral(", except it isn't legendary. "));
    // Goblin Kaboomist's "Then flip a coin." after a quoted ability is "Flip a coin." as after any instruction
    // (round 27, Molten Birth): the flip comes after the token either way.
    static const QRegularExpression thenFlipAfterQuote(QStringLiteral("^(At the beginning of [^\"]+\"[^\"]+\\.\") Then flip a coin\\. "));
    sentence.replace(thenFlipAfterQuote, QStringLiteral("\\1 Flip a coin. "));
    // Defense of the Heart's "sacrifice ~, search your library for up to two creature cards, and put those cards
    // onto the battlefield. Then shuffle your library." is the writer's "sacrifice ~ and search your library for …,
    // put them onto the battlefield, then shuffle" (701.23): the same instructions in today's words.
    static const QRegularExpression sacrificeThenSearch(QStringLiteral(
        "(, )sacrifice ~, (search your library for [^,.]+ cards), and put those cards onto the battlefield\\. Then shuffle your library\\.$"));
    sentence.replace(sacrificeThenSearch, QStringLiteral("\\1sacrifice ~ and \\2, put them onto the battlefield, then shuffle."));
    // Round 38, Xathrid Demon: "If you can't sacrifice a creature," after the upkeep's "sacrifice a creature …" is "If
    // you can't,": the sacrifice just before, which didn't happen (701.17a).
    static const QRegularExpression cantSacrificeCreature(QStringLiteral(
        "^(At the beginning of your upkeep, sacrifice a creature\\b[^.]*\\. If you can't) sacrifice a creature, "));
    sentence.replace(cantSacrificeCreature, QStringLiteral("\\1, "));
    // Cosmic Horror's "If ~ is destroyed this way, it deals 7 damage to you." after "destroy ~ unless you pay …": "it" is ~,
    // as it last existed (608.2h).
    static const QRegularExpression destroyedItDeals(
        QStringLiteral("^(At the beginning of your upkeep, destroy ~ unless you pay [^.]+\\. If ~ is destroyed this way, )it deals "));
    sentence.replace(destroyedItDeals, QStringLiteral("\\1~ deals "));
    // Ventifact Bottle's "if ~ has a charge counter on it, tap it and remove all charge counters from it." is "…, tap
    // ~. Remove all charge counters from ~.": "it" is ~, the one object the sentence names.
    static const QRegularExpression tapAndRemoveAll(
        QStringLiteral("^(At the beginning of [^,]+, if ~ has an? (\\S+) counter on it, )tap it and remove all \\2 counters from it\\. "));
    sentence.replace(tapAndRemoveAll, QStringLiteral("\\1tap ~. Remove all \\2 counters from ~. "));
    // Damia, Sage of Stone's "if you have fewer than seven cards in hand, draw cards equal to the difference." is "if you
    // have six or fewer cards in hand, draw cards equal to seven minus the number of cards in your hand." (608.2h).
    static const QRegularExpression fewerThenDifference(QStringLiteral(
        "^(At the beginning of your upkeep, if you have )fewer than (\\w+) cards in hand, draw cards equal to the difference\\.$"));
    if (const auto m = fewerThenDifference.match(sentence); m.hasMatch()) {
        static const QStringList words = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
        const int n = int(words.indexOf(m.captured(2)));
        if (n >= 2)
            sentence = QStringLiteral("%1%2 or fewer cards in hand, draw cards equal to %3 minus the number of cards in your hand.")
                           .arg(m.captured(1), words[n - 1], m.captured(2));
    }
    // Round 34 (`imptrigat34b`): after "reveal the top card of your library", "that card's converted mana cost" is
    // the writer's "its mana value", that card's (202.3); Twilight Prophet's "put it into your hand" is Dark
    // Confidant's "put that card into your hand" (Baneful Omen, Twilight Prophet).
    static const QRegularExpression revealedCardsValue(QStringLiteral(
        "^(At the beginning of [^,]+, (?:if [^,]+, )?(?:you may )?reveal the top card of your library(?: and put (?:it|that card) "
        "into your hand)?\\. [^.]*?)that card's (?:converted mana cost|mana value)\\.$"));
    if (const auto m = revealedCardsValue.match(sentence); m.hasMatch())
        sentence = m.captured(1).replace(QStringLiteral(" and put it into your hand. "), QStringLiteral(" and put that card into your hand. "))
            + QStringLiteral("its mana value.");
    // Round 39, Aurelia, Exemplar of Justice: "choose up to one target creature you control. Until end of turn, that creature
    // gets +2/+0, gains trample if it's red, and gains vigilance if it's white." To choose a target is to target it (115.1);
    // "that creature" is that target, and each gain is done only if the target has that colour as the ability resolves
    // (608.2c): "up to one target … gets +2/+0 until end of turn. It gains trample until end of turn if it's red. …".
    static const QRegularExpression chosenTargetColorGains(QStringLiteral(
        "^(At the beginning of [^,]+, )choose (up to one target creature[^.]*)\\. Until end of turn, that creature gets "
        "([+-]\\d+/[+-]\\d+), gains ([a-z]+) if it's (white|blue|black|red|green), and gains ([a-z]+) if it's "
        "(white|blue|black|red|green)\\.$"));
    sentence.replace(chosenTargetColorGains, QStringLiteral("\\1\\2 gets \\3 until end of turn. It gains \\4 until end of turn if "
                                                            "it's \\5. It gains \\6 until end of turn if it's \\7."));
    // Round 34 (`imptrigat34b`): Ceta Sanctuary's "draw a card, then discard a card. If …, instead draw two cards, then
    // discard a card." replaces the draw only, the discard after it the same either way (608.2c): "draw a card. If …, draw
    // two cards instead. Discard a card."
    static const QRegularExpression lootInstead(QStringLiteral(
        "^(At the beginning of [^.]+, draw a card), then discard a card\\. (If [^,.]+), instead draw (two|three) cards, then discard a "
        "card\\.$"));
    sentence.replace(lootInstead, QStringLiteral("\\1. \\2, draw \\3 cards instead. Discard a card."));
    // Monsoon's "tap all untapped Islands that player controls and ~ deals X damage to the player, where X is …" is two
    // instructions, one after the other: "… controls. ~ deals X damage to that player, where X is …" (608.2c).
    static const QRegularExpression tapAndDamage(QStringLiteral(
        "^(At the beginning of each player's end step, tap all untapped ([A-Z][a-z]+s) that player controls) and ~ deals X "
        "damage to the player(, where X is the number of \\2 tapped this way\\.)$"));
    sentence.replace(tapAndDamage, QStringLiteral("\\1. ~ deals X damage to that player\\3"));
    // Round 35: Pillar Tombs of Aku's "that player may sacrifice a creature. If that player doesn't, they lose 5 life …"
    // is the writer's "… If they don't, that player loses 5 life …": the same player, who declined (118.12).
    static const QRegularExpression thatPlayerDoesnt(QStringLiteral(
        "^(At the beginning of [^,]+, that player may [^.]+\\. )If that player doesn't, they lose (\\d+ life and you )"));
    sentence.replace(thatPlayerDoesnt, QStringLiteral("\\1If they don't, that player loses \\2"));
    // Round 39, Ludevic, Necro-Alchemist: "a player other than you" is an opponent, as every other player of a Strata game
    // is one (102.2, 102.3: no teams).
    static const QRegularExpression otherThanYouLostLife(QStringLiteral(
        "^(At the beginning of each player's end step, that player may draw a card if )a player other than you (lost life this "
        "turn\\.)$"));
    sentence.replace(otherThanYouLostLife, QStringLiteral("\\1an opponent \\2"));
    return sentence;
}

}   // namespace strata::import
