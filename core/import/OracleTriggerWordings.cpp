#include "OracleTriggerWordings.h"
#include "OracleAuraMovedToLand.h"
#include "OracleManaTriggerWordings.h"
#include "OracleEachPlayerReturnsWording.h"
#include "OracleSameIsTrueWording.h"
#include "OracleSelfCounterWordings.h"
#include "OracleSpellWordings.h"
#include "OracleStepTriggerWordings.h"
#include "SelfToYourGraveyard.h"
#include "OracleYouOrPlaneswalkersWording.h"
#include "OracleValueOfXWording.h"
#include <QRegularExpression>
#include "OracleEnterOrStepHeads.h"

namespace strata::import {

QString counterStateWording(QString sentence)
{
    static const QRegularExpression head(QStringLiteral(
        "^(?:When|Whenever) there are (?!exactly )(\\w+) (\\S+) counters on ~, remove all \\2 counters from it(\\.?)$"));
    const auto m = head.match(sentence);
    if (!m.hasMatch())
        return sentence;
    return QStringLiteral("When there are exactly %1 %2 counters on ~, remove all %2 counters from ~%3")
        .arg(m.captured(1), m.captured(2), m.captured(3));
}

QString duringTurnWording(QString sentence)
{
    static const QRegularExpression head(QStringLiteral(
        "^Whenever (you cast|an opponent casts) ([^,]+?) during (your|an opponent's) turn, (?!if )"));
    const auto m = head.match(sentence);
    if (!m.hasMatch())
        return sentence;
    const QString turn = m.captured(3) == QLatin1String("your") ? QStringLiteral("it's your turn") : QStringLiteral("it's not your turn");
    return sentence.replace(0, m.capturedLength(),
        QStringLiteral("Whenever %1 %2, if %3, ").arg(m.captured(1), m.captured(2), turn));
}

QString selfEventItWording(QString sentence)
{
    static const QRegularExpression counters(QStringLiteral(
        "^((?:When|Whenever) ~ (?:attacks|blocks|attacks or blocks|deals (?:combat )?damage to (?:a player|an opponent)), "
        "(?:remove all \\S+ counters from |put (?:a|an|one|two|three) \\S+ counters? on ))it(?=\\.?$| for each [^.~]+\\.?$)"));
    static const QRegularExpression library(QStringLiteral(
        "^((?:When|Whenever) ~ (?:attacks|blocks|attacks or blocks), put )it(?= on top of its owner's library at end of combat\\.?$)"));
    sentence.replace(counters, QStringLiteral("\\1~"));
    sentence.replace(library, QStringLiteral("\\1~"));
    // Round 35: Impetuous Devils' "When ~ attacks, up to one target creature defending player controls blocks it this
    // combat if able": the creature blocks ~, the one object the head names (603.7c).
    static const QRegularExpression blocksIt(QStringLiteral(
        "^((?:When|Whenever) ~ attacks, (?:up to one )?target creature [^,.]+ blocks )it(?= this (?:turn|combat) if able\\.?$)"));
    sentence.replace(blocksIt, QStringLiteral("\\1~"));
    // Round 37: Fire Juggler's "Whenever ~ becomes blocked, clash with an opponent. If you win, ~ deals 4 damage to each
    // creature blocking it.": "it" is ~, the one object the head names (603.7c), as "creatures blocking ~" reads.
    static const QRegularExpression damageToItsBlockers(QStringLiteral(
        "^((?:When|Whenever) ~ becomes blocked, (?:clash with an opponent\\. If you win, )?~ deals \\d+ damage to each creature "
        "blocking )it(?=\\.)"));
    sentence.replace(damageToItsBlockers, QStringLiteral("\\1~"));
    return sentence;
}

QString sameEventWording(QString sentence)
{
    // Not "Whenever a source deals damage to ~" (Nested Ghoul): it triggers once per source, where "~ is
    // dealt damage" triggers once for damage dealt at once (510.2); it needs an event of its own.
    static const QRegularExpression thatCardsCost(QStringLiteral(
        "(\\bput that card into your hand\\. You lose life equal to )that card's (?=(?:converted mana cost|mana value)\\.?$)"));
    sentence.replace(thatCardsCost, QStringLiteral("\\1its "));
    static const QRegularExpression counterIt(QStringLiteral(
        "^(Whenever (?:a player|an opponent) casts [^,]+, counter )it( unless )that player( pays \\{\\d+\\}\\.?)$"));
    sentence.replace(counterIt, QStringLiteral("\\1that spell\\2its controller\\3"));
    // Round 26: "where X is the number of cards in their hand minus 4" after "that player" (Iron Maiden,
    // Wheel of Torture, Dreamborn Muse): the one player the sentence names, as Dark Suspicions says it.
    static const QRegularExpression theirHand(QStringLiteral(
        "^((?:At the beginning of|Whenever) [^,]+, (?:~ deals X damage to that player|that player [^,]+), where X is "
        "(?:\\d+ minus )?the number of cards in )their hand(?=(?: minus \\d+)?\\.?$)"));
    sentence.replace(theirHand, QStringLiteral("\\1that player's hand"));
    // Round 26: "each creature blocking it gets -1/-1 until end of turn" after "Whenever ~ becomes blocked"
    // (Plague Wight): the creatures blocking ~ as the ability resolves, each of them (611.2c).
    static const QRegularExpression eachBlocker(QStringLiteral(
        "^(Whenever ~ becomes blocked, )each creature blocking (?:it|~) gets ([+-]\\d+/[+-]\\d+ until end of turn\\.?)$"));
    sentence.replace(eachBlocker, QStringLiteral("\\1creatures blocking ~ get \\2"));
    return sentence;
}

QString mendedTriggerWording(QString sentence)
{
    sentence = sameIsTrueForSetsWording(olderStepTriggerWording(sameEventWording(sentence)));   // rounds 25, 34, 37
    sentence = selfToYourGraveyardWording(sentence);   // round 37: Enigma Sphinx's "your library"
    sentence = eachPlayerReturnsExiledWording(sentence);   // round 40: Parallax Nexus
    static const QRegularExpression misprint(QStringLiteral("^((?:[A-Z][a-z]+ \\x{2014} )?)Whenver "));
    sentence.replace(misprint, QStringLiteral("\\1Whenever "));
    static const QRegularExpression drawAndLose(QStringLiteral(
        "^((?:When|Whenever|At) [^,]+, you draw (?:a card|\\w+ cards) and )lose (?=\\d+ life\\.?$)"));
    sentence.replace(drawAndLose, QStringLiteral("\\1you lose "));
    sentence = enchantedControlWording(sentence);   // round 38: Frenzied Fugue
    // Round 40: "if your team controls another Warrior" (Sickle Dancer): Strata's games have no teams (810), and
    // outside a team game your team is you alone, as the selectors read "Knights your team controls" (RoundTrip.cpp).
    static const QRegularExpression teamControls(QStringLiteral("^((?:When|Whenever) [^,]+, if )your team controls "));
    sentence.replace(teamControls, QStringLiteral("\\1you control "));
    static const QRegularExpression wheneverSelfEnters(QStringLiteral("^Whenever (?=~ enters(?: the battlefield)?, )"));
    sentence.replace(wheneverSelfEnters, QStringLiteral("When "));
    static const QRegularExpression thatLandKept(QStringLiteral(
        "(\\b[Tt]ap target (?:land|permanent)[^.]*)\\. That (?:land|permanent) (?=doesn't untap during its controller's next untap step)"));
    sentence.replace(thatLandKept, QStringLiteral("\\1. It "));
    // Round 34: "you may put a creature card from your hand onto the battlefield and attach ~ to it" (Deathrender): the
    // attach only if the card was put, "If you do, attach ~ to it" (608.2c, 603.5).
    static const QRegularExpression putAndAttach(
        QStringLiteral("(\\byou may put an? [^.]+ from your hand onto the battlefield) and attach ~ to it(?=\\.?$)"));
    sentence.replace(putAndAttach, QStringLiteral("\\1. If you do, attach ~ to it"));
    // Round 34: "If you do, return that card to the battlefield and attach ~ to it." (Nim Deathmantle): the card of
    // the trigger's event, in your graveyard, returned by you and so under your control (110.2a), then ~ attached.
    static const QRegularExpression returnAndAttach(
        QStringLiteral("\\bIf you do, return that card to the battlefield and attach ~ to it(?=\\.?$)"));
    sentence.replace(returnAndAttach, QStringLiteral("If you do, return that card to the battlefield under your control. Attach ~ to it"));
    // Round 34: "… gets -1/-1 until end of turn. That creature gets -4/-4 instead if you control a creature named Bogbrew
    // Witch." (Festering Newt): the instruction "instead" replaces, so for as long (608.2c, 614.1a's words in an
    // effect), in the order the writer says it: "If you control …, that creature gets -4/-4 until end of turn instead."
    static const QRegularExpression trailingInsteadIf(QStringLiteral(
        "(gets [-+]\\d+/[-+]\\d+ until end of turn\\. )That creature gets ([-+]\\d+/[-+]\\d+) instead if (you control [^.]+)(?=\\.?$)"));
    sentence.replace(trailingInsteadIf, QStringLiteral("\\1If \\3, that creature gets \\2 until end of turn instead"));
    // Round 34: "you may choose a color. If you do, Allies you control gain protection from the chosen color until end
    // of turn." (Kabira Evangel): a choice made as it resolves (603.5, 608.2d), "you may have Allies you control gain
    // protection from the color of your choice until end of turn".
    static const QRegularExpression mayChooseColor(QStringLiteral(
        "\\byou may choose a color\\. If you do, ([^.]+?) gain protection from the chosen color until end of turn(?=\\.?$)"));
    sentence.replace(mayChooseColor, QStringLiteral("you may have \\1 gain protection from the color of your choice until end of turn"));
    // Round 36: "you may look at the top five cards of your library. If you do, reveal up to one basic land card from
    // among them, then put that card on top of your library and the rest on the bottom in any order." (Fertile Thicket):
    // the look is the ability's choice (603.5), so all that follows is done only if it is made; "up to one" is a card
    // the player may reveal or not (701.16a), the rest go to the bottom either way: the look-and-keep's words.
    static const QRegularExpression mayLookThenRevealUpToOne(QStringLiteral(
        "\\byou may look at the top (\\w+) cards of your library\\. If you do, reveal up to one ([b-df-hj-np-tv-z][^.,]*? card) from "
        "among them, then put that card on top of your library and the rest on the bottom in any order(?=\\.?$)"));
    sentence.replace(mayLookThenRevealUpToOne, QStringLiteral("you may look at the top \\1 cards of your library. You may reveal a \\2 "
        "from among them and put it on top of your library. Put the rest on the bottom of your library in any order"));
    // Round 38: "When ~ enters the battlefield, exile … until it leaves the battlefield." (Lumbering Battlement): what is
    // exiled can't leave the battlefield, so "it" is ~ (610.3c).
    static const QRegularExpression exileUntilItLeaves(
        QStringLiteral("^(When ~ enters(?: the battlefield)?, exile [^.]+? until )it(?= leaves the battlefield\\.?$)"));
    sentence.replace(exileUntilItLeaves, QStringLiteral("\\1~"));
    // Round 38: Skilled Animator's "target artifact you control becomes an artifact creature with base power and toughness
    // 5/5 for as long as ~ remains on the battlefield": Tezzeret's change (205.1b, 613.4b, ActivatedPairWordings.cpp),
    // lasting until ~ leaves it (611.2b) as Somnophore's does, as the writer says it.
    static const QRegularExpression animatedWhileOnBattlefield(QStringLiteral(
        "\\b(target artifact(?: you control)?) becomes an artifact creature with base power and toughness (\\d+/\\d+) for as "
        "long as ~ remains on the battlefield(?=\\.?$)"));
    sentence.replace(animatedWhileOnBattlefield,
        QStringLiteral("\\1 becomes a \\2 artifact creature in addition to its other types until ~ leaves the battlefield"));
    // Round 34: "When ~ enters the battlefield, an opponent gains control of it." (Akroan Horse): "it" is ~ (603.7c).
    static const QRegularExpression opponentGainsIt(
        QStringLiteral("^(When ~ enters(?: the battlefield)?, an opponent gains control of )it(?=\\.?$)"));
    sentence.replace(opponentGainsIt, QStringLiteral("\\1~"));
    // Round 34: "exile it and each player returns all creature cards from their graveyard to their hand" (Underworld
    // Cerberus) is two instructions in turn (608.2c), and each player's graveyard holds only the cards that player owns
    // (404.2), so their hand is each card's owner's hand: "… from all graveyards to their owners' hands".
    static const QRegularExpression exileItAndEachReturns(QStringLiteral(
        "\\bexile it and each player returns all ([^,.]+ cards) from their graveyard to their hand(?=\\.?$)"));
    sentence.replace(exileItAndEachReturns, QStringLiteral("exile it. Return all \\1 from all graveyards to their owners' hands"));
    // Round 34: "return ~ from your graveyard to the battlefield, then attach it to that creature" (Sword of the Meek,
    // an Equipment) is "… attached to that creature": an Equipment that can't equip it stays unattached either way
    // (301.5c, 701.3b).
    sentence.replace(QStringLiteral("return ~ from your graveyard to the battlefield, then attach it to that creature"),
        QStringLiteral("return ~ from your graveyard to the battlefield attached to that creature"));
    // Round 33: "return all Zombie cards from all graveyards to their owners' hands" (Infernal Caretaker) is the
    // writer's "… in all graveyards …".
    sentence.replace(QStringLiteral(" cards from all graveyards to their owners' hands"), QStringLiteral(" cards in all graveyards to their owners' hands"));
    // Round 33: "You may choose new targets for that copy." (Mischievous Quanar) is "… for the copy." (707.10c).
    sentence.replace(QStringLiteral(". You may choose new targets for that copy."), QStringLiteral(". You may choose new targets for the copy."));
    // Round 33: "put all land cards from your graveyard onto the battlefield tapped" (World Shaper) is "return
    // all … to the battlefield": a card put onto the battlefield from a graveyard is returned there.
    static const QRegularExpression putAllFromGraveyard(
        QStringLiteral("\\b([Pp])ut (all [^.,\"]*?cards from your graveyard) onto the battlefield\\b"));
    for (auto m = putAllFromGraveyard.match(sentence); m.hasMatch(); m = putAllFromGraveyard.match(sentence))
        sentence.replace(m.capturedStart(), m.capturedLength(),
            (m.captured(1) == QLatin1String("P") ? QStringLiteral("Return ") : QStringLiteral("return ")) + m.captured(2)
                + QStringLiteral(" to the battlefield"));
    // Round 25: Storm Fleet Spy's misprint "if you attacked with creature this turn" (raid, 207.2c).
    sentence.replace(QStringLiteral(", if you attacked with creature this turn, "),
        QStringLiteral(", if you attacked with a creature this turn, "));
    // Round 32, Conqueror's Flail: "[As long as …,] your opponents can't cast spells during your turn" is
    // the rule while it's your turn (611.3a), the condition said as "as long as" says it.
    static const QRegularExpression castDuringYourTurn(QStringLiteral(
        "^(?:As long as ([^,]+), )?(Your opponents|your opponents) can't cast spells during your turn(\\.?)$"));
    if (const auto m = castDuringYourTurn.match(sentence); m.hasMatch())
        sentence = QStringLiteral("As long as %1it's your turn, your opponents can't cast spells%2")
                       .arg(m.captured(1).isEmpty() ? QString() : m.captured(1) + QStringLiteral(" and "), m.captured(3));
    // Round 32: "create a 2/2 green Wolf creature token tapped and attacking for each …" (Kessig Cagebreakers)
    // is today's "… token that's tapped and attacking for each …" (508.4).
    static const QRegularExpression olderAttackingToken(QStringLiteral("( creature token) (tapped and attacking for each )"));
    sentence.replace(olderAttackingToken, QStringLiteral("\\1 that's \\2"));
    // Round 32: Transcendence's "Whenever you lose life, you gain 2 life for each 1 life you lost" is "… you gain
    // twice that much life" (119.3): the event's amount twice.
    sentence.replace(QStringLiteral("Whenever you lose life, you gain 2 life for each 1 life you lost"),
        QStringLiteral("Whenever you lose life, you gain twice that much life"));
    // Round 32: two card files misprint the card's own name in its trigger: Headless Specter's "Whenever Hellbent
    // Specter deals …" (the name taken from its ability word) and Star-Crowned Stag's "Whenever Star-Crowned
    // attacks"; both name ~ (201.5).
    sentence.replace(QStringLiteral("Whenever Hellbent Specter deals combat damage to a player, "),
        QStringLiteral("Whenever ~ deals combat damage to a player, "));
    sentence.replace(QStringLiteral("Whenever Star-Crowned attacks, "), QStringLiteral("Whenever ~ attacks, "));
    // Round 33: and Tilonalli's Skinshifter's "Whenever Tilomalli's Skinshifter attacks, it becomes a copy …": "it"
    // is ~, as after any "Whenever ~ attacks" that names no other object (603.7c).
    sentence.replace(QStringLiteral("Whenever Tilomalli's Skinshifter attacks, "), QStringLiteral("Whenever ~ attacks, "));
    static const QRegularExpression attacksThenItCopies(QStringLiteral("^(Whenever ~ attacks, )it(?= becomes a copy of )"));
    sentence.replace(attacksThenItCopies, QStringLiteral("\\1~"));
    // "another target nonlegendary attacking creature" is the writer's "… attacking nonlegendary creature".
    sentence.replace(QStringLiteral(" target nonlegendary attacking creature"), QStringLiteral(" target attacking nonlegendary creature"));
    // Round 32: Diviner Spirit's "you and that player each draw that many cards" is "draw that many cards. That
    // player draws that many cards." (the same two draws of the event's amount, yours first).
    static const QRegularExpression bothDraw(QStringLiteral("^(Whenever [^,]+, )you and that player each draw that many cards\\."));
    sentence.replace(bothDraw, QStringLiteral("\\1draw that many cards. That player draws that many cards."));
    // Round 32: Rage Forger's "you may have that creature deal 1 damage to …" after "Whenever a creature you
    // control … attacks" is "you may have it deal …": the attacking creature (603.7c), as the writer says it.
    static const QRegularExpression thatCreatureDeals(
        QStringLiteral("^(Whenever a creature you control[^,]* attacks, you may have )that creature (?=deal )"));
    sentence.replace(thatCreatureDeals, QStringLiteral("\\1it "));
    // Round 32: Grunn's "Whenever ~ attacks alone, double its power and toughness until end of turn": ~ gets +X/+Y,
    // where X is its power and Y its toughness as the ability resolves (701.9b), as the writer says it.
    static const QRegularExpression doubled(
        QStringLiteral("^(Whenever ~ attacks(?: alone)?, )double its power and toughness until end of turn\\."));
    sentence.replace(doubled, QStringLiteral("\\1~ gets +X/+Y until end of turn, where X is ~'s power and Y is ~'s toughness."));
    // Round 36: Nylea's Colossus' "double target creature's power and toughness until end of turn": the target gets
    // +X/+Y, where X is its power and Y its toughness as the ability resolves (701.9b, 608.2h).
    static const QRegularExpression doubledTarget(QStringLiteral(
        "^((?:[A-Z][a-z]+ \\x{2014} )?Whenever [^,]+, )double target creature's power and toughness until end of turn\\."));
    sentence.replace(doubledTarget,
        QStringLiteral("\\1target creature gets +X/+Y until end of turn, where X is its power and Y is its toughness."));
    // Round 32: It of the Horrid Swarm's card file misprints its tokens "two 1/1 green Insect tokens": Insect
    // creature tokens (111.2), as the card says.
    sentence.replace(QStringLiteral("When you cast ~, create two 1/1 green Insect tokens."),
        QStringLiteral("When you cast ~, create two 1/1 green Insect creature tokens."));
    sentence = youOrPlaneswalkersWording(sentence);   // round 38: "planeswalkers you control", "and they can't attack"
    sentence = valueOfXAsCastWording(sentence);   // round 39: Venarian Gold's "the value of X as you cast ~"
    // Round 32: Mizzium Tank's "~ becomes an artifact creature and gets +1/+1 until end of turn": both changes last
    // until end of turn (611.2a), the duration said first as the writer says it.
    static const QRegularExpression becomesAndGets(QStringLiteral(
        "^(Whenever [^,]+, )(~ becomes an artifact creature and gets [+-]\\d+/[+-]\\d+) until end of turn\\."));
    sentence.replace(becomesAndGets, QStringLiteral("\\1until end of turn, \\2."));
    // Round 32: Obsessive Skinner's "four or more cards types among card in your graveyard" (delirium,
    // 207.2c) and Branded Howler's "if a player casts two or more spells last turn" (the werewolves' back).
    sentence.replace(QStringLiteral(", if there are four or more cards types among card in your graveyard, "),
        QStringLiteral(", if there are four or more card types among cards in your graveyard, "));
    sentence.replace(QStringLiteral(", if a player casts two or more spells last turn, "),
        QStringLiteral(", if a player cast two or more spells last turn, "));
    // Round 32: Infernal Genesis' "Then they create …" after "that player puts the top card of their library
    // into their graveyard" is that player (the writer's "That player creates …").
    static const QRegularExpression theyCreate(
        QStringLiteral("(\\bthat player puts the top card of their library into their graveyard\\. )Then they create "));
    sentence.replace(theyCreate, QStringLiteral("\\1That player creates "));
    // Round 32: Elder Spawn's leading "unless you sacrifice an Island, sacrifice ~ and …" is the payment of
    // both instructions, said after them as the writer says it (118.12).
    // Round 34: Unblinking Bleb's "Whenever ~ or another permanent is turned face up" is any permanent's (708.8),
    // ~ one of them, as "Whenever a permanent is turned face up" says it.
    sentence.replace(QStringLiteral("Whenever ~ or another permanent is turned face up, "),
        QStringLiteral("Whenever a permanent is turned face up, "));
    // Round 34: Fatal Mutation's "destroy it. It can't be regenerated." after an event of enchanted creature: that
    // creature (603.7c), as the writer says it.
    static const QRegularExpression destroyAttached(QStringLiteral(
        "^(When(?:ever)? enchanted creature [^,]+, )destroy it\\. (?=It can't be regenerated\\.$)"));
    sentence.replace(destroyAttached, QStringLiteral("\\1destroy that creature. "));
    sentence = auraMovedToLandWording(sentence);   // round 38: Kudzu, Steam Vines (OracleAuraMovedToLand.cpp)
    // Round 38: the Curses' "that attacking player" after "Whenever a player attacks enchanted player …" is that player,
    // the one the event names (603.7c), as the writer says it.
    static const QRegularExpression attackingPlayer(
        QStringLiteral("^(Whenever a player attacks enchanted player with one or more creatures, )that attacking player "));
    sentence.replace(attackingPlayer, QStringLiteral("\\1that player "));
    // Round 39: Lava Runner's "that spell or ability's controller" is the player the event names (115.1, 603.7c), as the
    // writer says it.
    static const QRegularExpression targetingController(QStringLiteral(
        "^(Whenever (?:~|enchanted creature) becomes the target of a spell or ability, )that spell or ability's controller "));
    sentence.replace(targetingController, QStringLiteral("\\1that player "));
    // Round 39: Guardian of the Ages' "if ~ has defender, it loses defender …": "it" is ~, the condition's subject.
    static const QRegularExpression itOfSelfKeyword(QStringLiteral("^(When(?:ever)? [^,]+, if ~ has [a-z]+, )it (?=loses |gains )"));
    sentence.replace(itOfSelfKeyword, QStringLiteral("\\1~ "));
    // Curse of Chaos; Unifying Theory's "that player may pay {2}. If the player does, they draw a card."
    static const QRegularExpression theyDraw(
        QStringLiteral("(that player may (?:discard a card|pay \\{[^.]+\\})\\. If the player does, )they draw a card\\."));
    sentence.replace(theyDraw, QStringLiteral("\\1that player draws a card."));
    // Round 38: Overabundance's "…, and ~ deals 1 damage to them." after the mana that player adds: to that player, said
    // as a sentence of its own as the writer says it.
    static const QRegularExpression manaThenDamage(QStringLiteral(
        "^(Whenever a player taps a land for mana, that player adds [^.]+), and (~ deals \\d+ damage to) them\\.$"));
    sentence.replace(manaThenDamage, QStringLiteral("\\1. \\2 that player."));
    // Round 34: Curse of Fool's Wisdom's "they lose 2 life and you gain 2 life" after "Whenever enchanted player draws a
    // card": that player (603.7c), as the writer says it.
    static const QRegularExpression theyLose(
        QStringLiteral("^(Whenever enchanted player draws a card, )they lose (?=\\d+ life and you gain \\d+ life\\.$)"));
    sentence.replace(theyLose, QStringLiteral("\\1that player loses "));
    // Round 34: Somnophore's "That creature doesn't untap during its controller's untap step for as long as ~ remains on
    // the battlefield" lasts until ~ leaves it (611.2b), as the writer says it.
    sentence.replace(QStringLiteral(" doesn't untap during its controller's untap step for as long as ~ remains on the battlefield"),
        QStringLiteral(" doesn't untap during its controller's untap step until ~ leaves the battlefield"));
    // Round 34: Decimator Beetle's "remove a -1/-1 counter from target creature you control and put a -1/-1 counter on
    // up to one target creature defending player controls": two instructions done in order (608.2c), each of its own
    // target, as the writer says them.
    static const QRegularExpression removeAndPut(QStringLiteral(
        "^(Whenever ~ attacks, remove an? \\S+ counter from target [^.]+?) and put (an? \\S+ counter on (?:up to one )?target [^.]+\\.)$"));
    sentence.replace(removeAndPut, QStringLiteral("\\1. Put \\2"));
    // Round 34: Pure Reflection's "where X is the converted mana cost of that spell" is "… that spell's converted mana
    // cost" (202.3), the spell the trigger's event names (603.7c), as the writer says it.
    sentence.replace(QStringLiteral(", where X is the converted mana cost of that spell."),
        QStringLiteral(", where X is that spell's converted mana cost."));
    // Round 34: Avenging Druid's "you may reveal cards … until you reveal a land card. If you do, put that card …": the
    // reveal is the choice (603.5), what follows it is done whenever it is, as the writer says it.
    static const QRegularExpression revealIfYouDo(QStringLiteral(
        "(, you may reveal cards from the top of your library until you reveal an? [a-z]+ card\\. )If you do, put that card "));
    sentence.replace(revealIfYouDo, QStringLiteral("\\1Put that card "));
    // Round 34: Legion Loyalist's "creatures you control gain first strike and trample until end of turn and can't be
    // blocked by creature tokens this turn": two changes of the same creatures for the turn (611.2c), as the writer says them.
    static const QRegularExpression gainAndCantBeBlocked(QStringLiteral(
        ", creatures you control gain ([^.]+?) until end of turn and can't be blocked by ([^.]+?) this turn\\.$"));
    sentence.replace(gainAndCantBeBlocked,
        QStringLiteral(", creatures you control gain \\1 until end of turn. Creatures you control can't be blocked by \\2 this turn."));
    static const QRegularExpression leadingUnless(QStringLiteral("^(At the beginning of [^,]+, )unless you (sacrifice [^,]+), ([^.]+)\\.$"));
    sentence.replace(leadingUnless, QStringLiteral("\\1\\3 unless you \\2."));
    sentence = selfCountersWording(sentence);   // round 34: Decree of Silence
    sentence = manaTriggerWording(sentence);   // round 35: Gauntlet of Might
    // Round 37: Leshrac's Sigil's "The player discards that card." after "look at that player's hand": that player.
    sentence.replace(QStringLiteral("that player's hand and choose a card from it. The player discards that card."),
        QStringLiteral("that player's hand and choose a card from it. That player discards that card."));
    // Round 35: Royal Decree's "Whenever a Swamp, Mountain, black permanent, or red permanent becomes tapped": one
    // permanent of any of those kinds, the list said with "or" alone so that the head keeps no comma.
    static const QRegularExpression kindList(QStringLiteral(
        "^(Whenever an? )((?:[A-Z][a-z]+|[a-z]+ permanent)), ((?:[A-Z][a-z]+|[a-z]+ permanent)), "
        "((?:[A-Z][a-z]+|[a-z]+ permanent)),? or ((?:[A-Z][a-z]+|[a-z]+ permanent)) (?=becomes tapped, )"));
    sentence.replace(kindList, QStringLiteral("\\1\\2 or \\3 or \\4 or \\5 "));
    return mendedSpellWording(sentence);   // round 25: instants' and sorceries' words
}

namespace {

const QRegularExpression& threeSpellKinds()
{
    static const QRegularExpression re(QStringLiteral(
        "^(Whenever (?:you cast|an opponent casts|a player casts) an? )([A-Za-z]+), ([A-Za-z]+),? or ([A-Za-z]+) spell, "));
    return re;
}

}   // namespace

QString spellKindsWithoutCommas(QString sentence)
{
    const auto m = threeSpellKinds().match(sentence);
    if (!m.hasMatch())
        return sentence;
    return sentence.replace(0, m.capturedLength(),
        QStringLiteral("%1%2 or %3 or %4 spell, ").arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4)));
}

QString spellKindsWithSerialComma(QString text)
{
    const auto m = threeSpellKinds().match(text);
    if (!m.hasMatch())
        return text;
    return text.replace(0, m.capturedLength(),
        QStringLiteral("%1%2, %3, or %4 spell, ").arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4)));
}

QString olderConditionWording(QString sentence)
{
    sentence.replace(QStringLiteral(", if you control no permanents other than ~ and have no cards in hand,"),
        QStringLiteral(", if you control no other permanents and you have no cards in hand,"));
    sentence.replace(QStringLiteral(", if all nonland permanents you control are white,"),
        QStringLiteral(", if you control no nonwhite nonland permanents,"));
    // Round 30: "if you control no Thopters other than ~" (Thopter Assembly) is "if you control no other
    // Thopters".
    static const QRegularExpression noneOtherThanSelf(QStringLiteral(", if you control no ([A-Za-z-]+s) other than ~,"));
    sentence.replace(noneOtherThanSelf, QStringLiteral(", if you control no other \\1,"));
    // Round 36: "You can't cast ~ unless an opponent lost life this turn." (Rakdos, Lord of Riots) is the casting
    // restriction "Cast ~ only if …" (601.3: the player casting it is "you").
    static const QRegularExpression cantCastUnless(QStringLiteral("^You can't cast (~|this spell) unless ([^.]+)\\.$"));
    sentence.replace(cantCastUnless, QStringLiteral("Cast \\1 only if \\2."));
    return sentence;
}

QString combatSetWording(QString sentence)
{
    return sentence.replace(QStringLiteral("each attacking creature and each blocking creature"),
        QStringLiteral("each attacking or blocking creature"));
}

}   // namespace strata::import
