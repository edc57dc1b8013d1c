#include "OracleSpellWordings.h"
#include <QRegularExpression>

// Round 34 (`impspelll34`): words instants and sorceries that act on libraries print that say what the
// writer's words say; called last by mendedSpellWording, so the parser and the round trip read them alike.

namespace strata::import {

QString mendedLibrarySpellWording(QString text)
{
    // "Counter target spell unless its controller pays {X}. Clash with an opponent. If you win, that spell's
    // controller puts the top four cards …" (Broken Ambitions): that spell is the one target, its controller
    // the player who cast it (601.2a), as "its controller" of the sentence before names them.
    static const QRegularExpression clashThatSpell(QStringLiteral(
        "(^Counter target [^.]*spell unless its controller pays [^.]+\\. Clash with an opponent\\. If you win, )"
        "that spell's controller (?=puts the top )"));
    text.replace(clashThatSpell, QStringLiteral("\\1its controller "));
    // "Target creature gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gets an
    // additional +2/+2 …" (Fistful of Force): "additional" only says the second bonus adds to the first, which
    // any two such effects do (613.4c).
    static const QRegularExpression clashAdditional(QStringLiteral(
        "(^Target creature gets [+-]\\d+/[+-]\\d+ until end of turn\\. Clash with an opponent\\. If you win, "
        "that creature gets) an additional (?=[+-]\\d+/[+-]\\d+ )"));
    text.replace(clashAdditional, QStringLiteral("\\1 "));
    // Round 38: "Search target opponent's library for an artifact, creature, enchantment, or land card. Put that card onto
    // the battlefield under your control. Then that player shuffles …" (Eternal Dominion): Bribery's one sentence, the
    // same instructions in the same order (608.2c).
    static const QRegularExpression searchThenPut(QStringLiteral(
        "^(Search target opponent's library for an? [^.]+ card)\\. Put that card (onto the battlefield under your control\\. "
        "Then that player shuffles their library\\.)"));
    text.replace(searchThenPut, QStringLiteral("\\1 and put that card \\2"));
    // Round 40: "Search target player's library for up to three cards, exile them, then that player shuffles their library.
    // If ~ was kicked, instead search that player's library for …" (Sadistic Sacrament): Denying Wind's two sentences
    // for the first search, the same instructions in the same order; the kicked one is read as printed.
    static const QRegularExpression searchExileThenKicked(QStringLiteral(
        "^(Search target player's library for up to \\w+ cards), exile them, then that player shuffles their library\\. "
        "(?=If ~ was kicked, instead search that player's library for up to \\w+ cards, exile them, then that player "
        "shuffles their library\\.$)"));
    text.replace(searchExileThenKicked, QStringLiteral("\\1 and exile them. Then that player shuffles their library. "));
    // "Put target permanent an opponent controls on top of its owner's library. That opponent may put …" (Metamorphose):
    // the opponent who controls the target is its controller.
    static const QRegularExpression thatOpponent(
        QStringLiteral("^(Put target permanent an opponent controls on top of its owner's library\\. )That opponent may put "));
    text.replace(thatOpponent, QStringLiteral("\\1Its controller may put "));
    // "Search your library for up to three creature cards and reveal them. Shuffle your library, then put those
    // cards on top of it in any order." (Congregation at Dawn) and "Search your library for any number of basic
    // land cards. Reveal those cards, then shuffle your library and put them on top of it." (Scouting Trek): the
    // cards found, revealed, put on top after the shuffle; several cards put on a library at once go in the order
    // their owner chooses (401.4), which "in any order" says.
    static const QRegularExpression congregation(QStringLiteral(
        "^Search your library for (up to [a-z]+ [^.]+ cards) and reveal them\\. Shuffle your library, then put those cards "
        "on top of it in any order\\.$"));
    static const QRegularExpression scoutingTrek(QStringLiteral(
        "^Search your library for (any number of [^.]+ cards)\\. Reveal those cards, then shuffle your library and put them "
        "on top of it\\.$"));
    // "Search your library for X cards. Then shuffle your library and put those cards on top of it in any order."
    // (Insidious Dreams): X cards, the X chosen as the spell was cast (107.3).
    static const QRegularExpression xCards(QStringLiteral(
        "^Search your library for (X cards)\\. Then shuffle your library and put those cards on top of it in any order\\.$"));
    text.replace(xCards, QStringLiteral("Search your library for \\1, then shuffle and put those cards on top in any order."));
    // "Search your library for a card, put that card into your hand, discard a card at random, then shuffle your
    // library." (Gamble): the shuffle said before the discard, as the writer says it; one moves cards of the
    // library, the other a card of the hand the search has already filled, so either order leaves the same
    // game (608.2c, 701.23), and what either triggers waits until the spell has resolved (603.3).
    static const QRegularExpression gamble(QStringLiteral(
        "^(Search your library for a card, put that card into your hand), discard a card at random, then shuffle your library\\.$"));
    text.replace(gamble, QStringLiteral("\\1, then shuffle your library. Discard a card at random."));
    // Round 38: "Search your library for a card with the same name as target nontoken creature and put that card onto
    // the battlefield. Then shuffle your library." (Mask of the Mimic): today's ", put it onto the battlefield, then shuffle".
    static const QRegularExpression sameNameOntoBattlefield(QStringLiteral(
        "^(Search your library for a card with the same name as target [a-z ]+) and put that card onto the battlefield\\. "
        "Then shuffle your library\\.$"));
    text.replace(sameNameOntoBattlefield, QStringLiteral("\\1, put it onto the battlefield, then shuffle."));
    // Crumble to Dust's misprinted "Then that player shuffles his or library." (Scour's words otherwise).
    static const QRegularExpression hisOrLibrary(QStringLiteral("(hand, and library for [^.]+\\. Then that player shuffles) his or library\\.$"));
    text.replace(hisOrLibrary, QStringLiteral("\\1 their library."));
    // "Put the top four cards of your library into your graveyard, then return a creature card and a land card from
    // your graveyard to your hand." (Sudden Reclamation): the mill, then each card returned, one instruction after
    // another (608.2c), as three sentences say them; the cards are chosen as the spell resolves, after the mill.
    static const QRegularExpression millThenTwoCards(QStringLiteral(
        "^(Put the top \\w+ cards of your library into your graveyard), then return (an? [a-z]+ card) and (an? [a-z]+ card) "
        "from your graveyard to your hand\\.$"));
    text.replace(millThenTwoCards, QStringLiteral("\\1. Return \\2 from your graveyard to your hand. Return \\3 from your "
                                                  "graveyard to your hand."));
    // "The owner of target nonland permanent shuffles it into their library, then draws two cards." (Oblation): the
    // permanent goes into its owner's library, which is shuffled (701.24a), and that player draws, as the writer's
    // "shuffle … into its owner's library, then its owner draws" says; who shuffles changes nothing the model carries.
    static const QRegularExpression ownerShufflesThenDraws(QStringLiteral(
        "^The owner of (target [a-z ]+) shuffles it into their library, then draws (\\w+ cards?)\\.$"));
    text.replace(ownerShufflesThenDraws, QStringLiteral("Shuffle \\1 into its owner's library, then its owner draws \\2."));
    // "Choose two target players. Each of them searches their library for a card, then shuffles their library and puts
    // that card on top of it." (Scheming Symmetry): each of the two targets does it (115.1), as "two target players
    // each …" says in one sentence; the card is the one found, put on top after the shuffle (401.4).
    static const QRegularExpression twoPlayersSearch(QStringLiteral(
        "^Choose two target players\\. Each of them searches their library for a card, then shuffles their library and "
        "puts that card on top of it\\.$"));
    text.replace(twoPlayersSearch,
        QStringLiteral("Two target players each search their library for a card, then shuffle and put that card on top."));
    // "Shuffle all cards from your graveyard into your library. Target player puts that many cards from the top of their
    // library into their graveyard." (Psychic Spiral): the older words of a mill (701.13b), "mills that many cards".
    static const QRegularExpression spiralMill(QStringLiteral(
        "^(Shuffle all cards from your graveyard into your library\\. Target player) puts that many cards from the top of "
        "their library into their graveyard\\.$"));
    text.replace(spiralMill, QStringLiteral("\\1 mills that many cards."));
    // "Search your library for up to two basic land cards and reveal them. Put one into your hand and the other into your
    // graveyard. Then shuffle your library." (Fork in the Road): the search's instructions in one sentence, as the
    // writer says a search's (701.23).
    static const QRegularExpression forkInTheRoad(QStringLiteral(
        "^Search your library for (up to two [a-z ]+ cards) and reveal them\\. Put one into your hand and the other into your "
        "graveyard\\. Then shuffle your library\\.$"));
    text.replace(forkInTheRoad, QStringLiteral("Search your library for \\1, reveal them, put one into your hand and the other "
                                               "into your graveyard, then shuffle."));
    // "Search your library for up to two basic Forest cards. If you control a Nissa planeswalker, instead search your
    // library for up to three land cards. Reveal those cards, put them into your hand, then shuffle your library."
    // (Nissa's Triumph): each search with the instructions after it, as the writer says a search's; the second done
    // instead of the first when the condition holds (608.2c).
    static const QRegularExpression triumph(QStringLiteral(
        "^(Search your library for up to \\w+ [^.]+ cards)\\. (If [^,.]+, instead search your library for up to \\w+ [^.]+ cards)\\. "
        "Reveal those cards, put them into your hand, then shuffle your library\\.$"));
    text.replace(triumph, QStringLiteral("\\1, reveal them, put them into your hand, then shuffle. \\2, reveal them, put them into "
                                         "your hand, then shuffle."));
    // Ral's Dispersal's misprints, "search you library" and "put it in to your hand", as every other card of its kind
    // prints them (Chandra's Triumph: "search your library and/or graveyard …, and put it into your hand").
    static const QRegularExpression misprintedSearch(QStringLiteral(
        "(You may )search you library (and/or graveyard for a card named [^.]+, reveal it, and put it) in to your hand\\."));
    text.replace(misprintedSearch, QStringLiteral("\\1search your library \\2 into your hand."));
    // Round 35: "Destroy all creatures, then search target opponent's library for up to three creature cards and put them into
    // their graveyard." (Life's Finale): one instruction after the other (608.2c), as two sentences say them.
    static const QRegularExpression destroyThenSearch(QStringLiteral(
        "^Destroy all creatures, then search (target (?:player|opponent)'s library for [^.]+ and put them into their graveyard\\.)"));
    text.replace(destroyThenSearch, QStringLiteral("Destroy all creatures. Search \\1"));
    // Round 35: "Target player reveals the top four cards of their library. You choose two of those cards and put them into
    // their graveyard. Put the rest on top of their library in any order." (Bamboozle): one instruction about the same
    // revealed cards (608.2c), read whole (OracleTheirLookedCards.cpp); the writer says its three sentences.
    static const QRegularExpression bamboozle(QStringLiteral(
        "^(Target player reveals the top \\w+ cards of their library)\\. You (choose \\w+ of those cards and put them into their "
        "graveyard)\\. Put the rest on top of their library in any order\\.$"));
    text.replace(bamboozle, QStringLiteral("\\1; you \\2; put the rest on top of their library in any order."));
    // Round 35: "Put the top card of your library into your graveyard, then draw cards equal to that card's converted mana
    // cost." (Heed the Mists) and "Scry 3, then reveal the top card of your library. Draw cards equal to that card's
    // converted mana cost." (Interpret the Signs): one instruction after the other (608.2c), the card milled (701.13b)
    // or revealed and its mana value where it is (202.3), as the writer says them (the round trip has split the scry off
    // first, activatedPairsAsSentences).
    static const QRegularExpression millThenDrawValue(QStringLiteral(
        "^Put the top card of your library into your graveyard, then draw cards equal to that card's converted mana cost\\.$"));
    text.replace(millThenDrawValue, QStringLiteral("Mill a card. Draw cards equal to its mana value."));
    static const QRegularExpression scryRevealDrawValue(QStringLiteral(
        "^(Scry \\d+)(?:, then reveal|\\. Reveal) the top card of your library\\. Draw cards equal to that card's converted mana cost\\."));
    text.replace(scryRevealDrawValue, QStringLiteral("\\1. Reveal the top card of your library. Draw cards equal to its mana value."));
    // Round 35: "Choose any target. Scry 3, then reveal the top card of your library. ~ deals damage equal to that card's
    // converted mana cost to that permanent or player." (Riddle of Lightning; Judge Unworthy's "Choose target attacking or
    // blocking creature. … to that creature."): the target is chosen as the spell is cast either way (601.2c), as the
    // writer's target named in the damage says; the damage is the revealed card's mana value (202.3).
    static const QRegularExpression chosenTargetRevealDamage(QStringLiteral(
        "^Choose (any target|target [a-z ]+)\\. (Scry \\d+)(?:, then reveal|\\. Reveal) the top card of your library\\. ~ deals damage "
        "equal to that card's converted mana cost to (?:that permanent or player|that creature)\\."));
    if (const auto m = chosenTargetRevealDamage.match(text);
        m.hasMatch() && (m.captured(1) == QLatin1String("any target")) == m.captured(0).contains(QLatin1String("permanent or player")))
        text.replace(m.capturedStart(), m.capturedLength(), QStringLiteral("%1. Reveal the top card of your library. ~ deals damage to %2 "
                                                                           "equal to its mana value.").arg(m.captured(2), m.captured(1)));
    // Round 35: "Reveal the top three cards of your library and put one of them into your hand. You gain life equal to that
    // card's converted mana cost. Put all other cards revealed this way into your graveyard." (Reviving Vapors): the life
    // counts the card in the hand (202.3), which the others going to the graveyard first leaves as it is, and nothing
    // either triggers is put on the stack before the spell has resolved (603.3), so the writer's order says the same.
    static const QRegularExpression revealKeepOneGainLife(QStringLiteral(
        "^Reveal the top (\\w+) cards of your library and put one of them into your hand\\. You gain life equal to that card's "
        "converted mana cost\\. Put all other cards revealed this way into your graveyard\\.$"));
    text.replace(revealKeepOneGainLife, QStringLiteral("Reveal the top \\1 cards of your library. Put one of them into your hand and "
                                                       "the rest into your graveyard. You gain life equal to its mana value."));
    // Round 37: "Choose any target. Reveal cards from the top of your library until you reveal a nonland card. ~ deals damage
    // equal to that card's converted mana cost to that permanent or player. Put the revealed cards on the bottom of your
    // library in any order." (Erratic Explosion): the target is chosen as the spell is cast (601.2c); the card found keeps
    // its mana value on the bottom of the library (202.3), and nothing is put on the stack before the spell has resolved
    // (603.3), so the writer's order, the cards put on the bottom first, says the same. "Exile cards … until you exile a
    // nonland card. ~ deals damage to any target equal to that card's converted mana cost." (Undying Flames) alike.
    static const QRegularExpression revealUntilDamage(QStringLiteral(
        "^Choose any target\\. (Reveal cards from the top of your library until you reveal a nonland card\\.) ~ deals damage equal "
        "to that card's converted mana cost to that permanent or player\\. Put the revealed cards on the bottom of your library "
        "in any order\\.$"));
    text.replace(revealUntilDamage, QStringLiteral("\\1 Put all cards revealed this way on the bottom of your library in any order. ~ "
                                                   "deals damage to any target equal to its mana value."));
    // "Choose target creature. Reveal … That creature gets +X/-X until end of turn, where X is that card's converted mana
    // cost. Put all cards revealed this way on the bottom …" (Erratic Mutation) alike.
    static const QRegularExpression revealUntilPump(QStringLiteral(
        "^Choose target creature\\. (Reveal cards from the top of your library until you reveal a nonland card\\.) That creature "
        "(gets [+-]X/[+-]X until end of turn, where X is that card's) converted mana cost\\. (Put all cards revealed this way on "
        "the bottom of your library in any order\\.)$"));
    text.replace(revealUntilPump, QStringLiteral("\\1 \\3 Target creature \\2 mana value."));
    static const QRegularExpression exileUntilDamage(QStringLiteral(
        "^(Exile cards from the top of your library until you exile a nonland card\\. ~ deals damage to any target equal to) "
        "that card's converted mana cost\\.$"));
    text.replace(exileUntilDamage, QStringLiteral("\\1 its mana value."));
    // Round 37: "Target player puts the top half of their library, rounded down, into their graveyard." (Traumatize): the
    // cards put into the graveyard from the top of a library are milled (701.13b), as today's Oracle text says.
    if (text == QLatin1String("Target player puts the top half of their library, rounded down, into their graveyard."))
        text = QStringLiteral("Target player mills half their library, rounded down.");
    for (const QRegularExpression* toTop : {&congregation, &scoutingTrek})
        text.replace(*toTop, QStringLiteral("Search your library for \\1, reveal them, then shuffle and put those cards on top in "
                                            "any order."));
    // Round 37: "When ~ enters the battlefield, search your library for any number of Goblin cards and reveal those cards.
    // Shuffle your library, then put them on top of it in any order." (Goblin Recruiter): Congregation at Dawn's search in
    // a triggered ability (mendedTriggerWording ends with this file's words).
    static const QRegularExpression enteringToTop(QStringLiteral(
        "^(When ~ enters(?: the battlefield)?, )search your library for (any number of [^.]+ cards) and reveal those cards\\. "
        "Shuffle your library, then put them on top of it in any order\\.$"));
    text.replace(enteringToTop, QStringLiteral("\\1search your library for \\2, reveal them, then shuffle and put those cards on "
                                               "top in any order."));
    return text;
}

}   // namespace strata::import
