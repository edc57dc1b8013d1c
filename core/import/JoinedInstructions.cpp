#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Instructions Oracle text prints over several sentences, joined into one before the templates read
// them (OracleActions.cpp).

namespace strata::import {

// One instruction Oracle text prints over several sentences, joined so a template reads it whole:
// "Search your library for … . Then shuffle your library." (the older wording of ", then shuffle"),
// "Target opponent reveals their hand. You choose … from it. That player discards that card." and
// "Look at the top N cards of your library. Put one of them into your hand and the rest …", and a token's
// ability in a sentence of its own: "Create a … token. It has \"…\"".
QStringList joinedInstructions(const QStringList& parts)
{
    // "If you search your library this way, shuffle it." after "You may search …" (today: ", then shuffle").
    static const QRegularExpression thenShuffle(QStringLiteral(
        "^(?:Then shuffle(?: your library)?|If you search your library this way, shuffle it|If you do, shuffle your library)\\.$"));
    // "Search target player's library for a card and exile it. Then that player shuffles their library." (Extract)
    // Round 27: also after a trigger's condition (Earwig Squad's "if its prowl cost was paid, search …").
    static const QRegularExpression targetLibrary(QStringLiteral(
        "(?:^|, )[Ss]earch target (?:player|opponent)'s library for .+ and (?:exile (?:it|them)"
        "|put that card onto the battlefield under your control|put them into their graveyard)\\.$"));   // round 35: Life's Finale
    // Round 38: "Search its controller's graveyard, hand, and library for all cards with the same name as that enchantment
    // and exile them. Then that player shuffles their library." (Scour)
    static const QRegularExpression controllersZones(QStringLiteral("^Search its (?:controller|owner)'s graveyard, hand, and library for .+ and exile them\\.$"));
    static const QRegularExpression reveals(QStringLiteral("^(?:Target player|Target opponent) reveals their hand\\.$"));
    static const QRegularExpression choose(QStringLiteral("^You choose .+ from it\\.$"));
    // The same revealed hand, the chosen card exiled (406.3), also after a trigger's condition.
    static const QRegularExpression revealsAfter(
        QStringLiteral("(?:^|, )(?:[Tt]arget player|[Tt]arget opponent) reveals their hand\\.$"));
    static const QRegularExpression chooseExile(QStringLiteral("^You choose .+ from it and exile that card\\.$"));
    static const QRegularExpression revealsAndChoose(QStringLiteral(
        "(?:^|, )(?:[Tt]arget player|[Tt]arget opponent) reveals their hand( and you choose (.+) from it\\.)$"));
    // Round 36: "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library."
    // (Painful Memories), "… choose two cards from it. Put them on top of that player's library in any order."
    static const QRegularExpression lookAndChoose(
        QStringLiteral("^Look at target (?:player|opponent)'s hand and choose (?:a card|two cards) from it\\.$"));
    static const QRegularExpression onTheirLibrary(
        QStringLiteral("^Put (?:that card|them) on top of that player's library(?: in any order)?\\.$"));
    // Round 37: the hand of the player a trigger's event names, revealed or looked at, its chosen card discarded or exiled
    // (Ghastlord of Fugue, Leshrac's Sigil; OracleEventPlayerHand.cpp).
    static const QRegularExpression theirHand(QStringLiteral(
        "(?:^|, |^If you do, )(?:[Tt]hat player reveals their hand|[Ll]ook at that player's hand and choose an? [^.]+ from it)\\.$"));
    static const QRegularExpression theirChosenCard(QStringLiteral("^That player (?:discards|exiles) that card\\.$"));
    // Round 34: "Target opponent chooses a creature they control. Destroy it." (Wei Assassins, Imperial Edict).
    static const QRegularExpression choosesOwn(
        QStringLiteral("(?:^|, )(?:[Tt]arget player|[Tt]arget opponent) chooses an? [^.,]+ they control\\.$"));
    // Round 36: "Choose an opponent. If that player has more cards in hand than you, draw cards equal to the
    // difference." (Sandstone Oracle, Slithermuse): one draw counted from the opponent chosen (OracleDrawDifference.cpp).
    static const QRegularExpression chooseOpponent(QStringLiteral("(?:^|, )[Cc]hoose an opponent\\.$"));
    // "Create two … tokens. They have \"Sacrifice this creature: Add {C}.\"" (today: "tokens with \"…\"").
    static const QRegularExpression tokenAbility(QStringLiteral("^(It has|They have) (\".+\")$"));
    // Round 39: a named token's keywords and quoted ability ("… named Lightning Rager. It has trample, haste, and \"…\"").
    static const QRegularExpression namedTokenHas(QStringLiteral("^It has ((?:[a-z]+(?: [a-z]+)?, )*[a-z]+(?: [a-z]+)?,? and \".+\")$"));
    static const QRegularExpression withKeywords(QStringLiteral(" (tokens?) with [^.\"]+\\.$"));
    // Round 29: "Create X … tokens, where X is that spell's converted mana cost. They have \"…\"" (Spell
    // Swindle): the tokens' ability, then how many.
    static const QRegularExpression whereX(QStringLiteral(" tokens(, where X is [^.\"]+)\\.$"));
    // "… token named Llanowar Elves. It has \"{T}: Add {G}.\"" (111.4): the named token's ability.
    static const QRegularExpression namedToken(QStringLiteral(" token named [A-Z][^.\"]*\\.$"));
    // Also after a trigger's condition ("Whenever ~ deals combat damage to a player, look at the top …").
    static const QRegularExpression lookAtTop(QStringLiteral(
        "(?:^|, |you may )[Ll]ook at the top (?:\\w+) cards of your library(?:, where X is [^.]+)?\\.$"));
    // "Search your library and/or graveyard for a card named …, reveal it, and put it into your hand."
    static const QRegularExpression orGraveyard(QStringLiteral("(?:^|, |[Yy]ou may )[Ss]earch your library and/or graveyard for .+\\.$"));
    static const QRegularExpression shuffleIt(QStringLiteral("^If you search(?:ed)? your library this way, shuffle it\\.$"));
    // "Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put
    // that card into your hand." (Coiling Oracle)
    static const QRegularExpression revealTopCard(QStringLiteral("(?:^|, )[Rr]eveal the top card of your library\\.$"));
    static const QRegularExpression ifItIs(QStringLiteral("^If it's an? [^.]+ card, put it [^.]+\\.$"));
    // "Reveal the top three cards of your library. Put all creature cards revealed this way into your hand …".
    static const QRegularExpression revealTop(QStringLiteral("(?:^|, )[Rr]eveal the top (?:\\w+) cards of your library\\.$"));
    // "You may reveal a creature card from among them and put it into your hand. Put the rest …".
    static const QRegularExpression fromAmong(QStringLiteral("^You may (?:reveal|put) .+ from among them .+\\.$"));
    // "Reveal cards from the top of your library until you reveal a creature card. Put that card into your
    // hand and the rest …" (701.20). Round 36: "Target opponent reveals cards … until four land cards are revealed.
    // That player puts all cards revealed this way into their graveyard." (Mind Funeral), "Its controller reveals …
    // The player puts that card onto the battlefield, then shuffles …" (Polymorph).
    static const QRegularExpression revealUntil(QStringLiteral(
        "(?:^|, )(?:[Rr]eveal cards from the top of your library until you reveal|(?:Target opponent|Its controller) reveals "
        "cards from the top of their library until) [^.]+\\.$"));
    // Impulse: "Exile the top card of your library. Until end of turn, you may play that card."
    static const QRegularExpression exileTop(QStringLiteral(
        "(?:^|, )(?:[Ee]xile|[Tt]arget opponent exiles) the top (?:card|\\w+ cards) of (?:your|their) library\\.$"));
    static const QRegularExpression mayPlay(QStringLiteral(
        "^(?:Until end of turn, you may play (?:that card|those cards|cards exiled this way)|Until the end of your next turn, "
        "you may play (?:that card|those cards)|You may play (?:it|that card|them|those cards) this turn)\\.$"));
    // "~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land." (205.1b):
    // the land it stays is part of what it becomes (OracleActions.cpp).
    // Round 34: a quoted ability it gains too, "… creature with \"{B}: Regenerate this creature\" until end of turn" (Spawning Pool).
    static const QRegularExpression becomesCreature(
        QStringLiteral("\\bbecomes an? (?:legendary )?\\d+/\\d+ [^.\"]*creature(?:[^.\"]|\"[^.\"]*\")*(?:\\.|\"[^\"]*\\.\")$"));
    static const QRegularExpression becomeCreatures(QStringLiteral("\\bbecome \\d+/\\d+ [^.\"]*creatures[^.\"]*\\.$"));
    QStringList out;
    for (int i = 0; i < parts.size(); ++i) {
        QString p = parts[i];
        auto joinNext = [&](const QString& glue) {
            p.chop(1);
            p += glue + parts[i + 1].left(1).toLower() + parts[i + 1].mid(1);
            ++i;
        };
        if (i + 1 < parts.size() && parts[i + 1] == QLatin1String("It's still a land.") && becomesCreature.match(p).hasMatch()) {
            if (!p.endsWith(QLatin1Char('"')))   // round 36: after a quoted ability, its own stop kept (Raging Ravine)
                p.chop(1);
            p += QStringLiteral(". It's still a land.");
            ++i;
        } else if (i + 1 < parts.size() && parts[i + 1] == QLatin1String("They're still lands.")
            && becomeCreatures.match(p).hasMatch()) {   // round 23: a set of lands (Life)
            p.chop(1);
            p += QStringLiteral(". They're still lands.");
            ++i;
        } else if (i + 1 < parts.size() && p.contains(QLatin1String("earch your library for"))
            && ((p.endsWith(QLatin1String(" card and reveal that card."))
                    && parts[i + 1] == QLatin1String("Shuffle your library, then put the card on top of it."))
                || (p.endsWith(QLatin1String(" and reveal it."))   // round 39: Mwonvuli Beast Tracker's
                    && parts[i + 1] == QLatin1String("Shuffle your library and put that card on top of it.")))) {
            // The older tutor wording (Mystical Tutor): today's "…, reveal it, then shuffle and put that
            // card on top".
            p.chop(int(p.endsWith(QLatin1String(" and reveal it.")) ? qstrlen(" and reveal it.") : qstrlen(" and reveal that card.")));
            p += QStringLiteral(", reveal it, then shuffle and put that card on top.");
            ++i;
        } else if (i + 2 < parts.size() && p == QLatin1String("Choose target card in a graveyard other than a basic land card.")
            && controllersZones.match(parts[i + 1]).hasMatch() && parts[i + 2] == QLatin1String("Then that player shuffles their library.")) {
            joinNext(QStringLiteral("; "));   // round 38: Extirpate, the target chosen, then searched for
            joinNext(QStringLiteral("; "));
        } else if (i + 2 < parts.size() && p == QLatin1String("Choose target permanent an opponent controls.")
            && parts[i + 1].startsWith(QLatin1String("Search that player's library for a card with the same name and "))
            && parts[i + 2] == QLatin1String("Then that player shuffles their library.")) {
            joinNext(QStringLiteral("; "));   // round 38: Mimeofacture, likewise
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && (targetLibrary.match(p).hasMatch() || controllersZones.match(p).hasMatch())
            && parts[i + 1] == QLatin1String("Then that player shuffles their library.")) {
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && p.contains(QLatin1String(" may search their library for "))
            && parts[i + 1] == QLatin1String("Then each player who searched their library this way shuffles it.")) {
            p.chop(1);   // round 32: Hired Giant, each player who searched shuffles (701.23)
            p += QStringLiteral(", then shuffle.");
            ++i;
        } else if (i + 1 < parts.size() && p.contains(QLatin1String("earch your library for"))
            && thenShuffle.match(parts[i + 1]).hasMatch()) {
            p.chop(1);
            p += QStringLiteral(", then shuffle.");
            ++i;
        } else if (i + 2 < parts.size() && reveals.match(p).hasMatch() && choose.match(parts[i + 1]).hasMatch()
            && (parts[i + 2] == QLatin1String("That player discards that card.")
                || parts[i + 2] == QLatin1String("That player puts that card into their library third from the top."))) {
            joinNext(QStringLiteral("; "));
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && theirHand.match(p).hasMatch()
            && (p.endsWith(QLatin1String(" from it.")) ? theirChosenCard.match(parts[i + 1]).hasMatch()
                                                       : i + 2 < parts.size() && choose.match(parts[i + 1]).hasMatch()
                                                             && theirChosenCard.match(parts[i + 2]).hasMatch())) {
            joinNext(QStringLiteral("; "));   // round 37: Ghastlord of Fugue, Leshrac's Sigil
            if (!p.endsWith(QLatin1String("that card.")))
                joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && chooseOpponent.match(p).hasMatch()
            && parts[i + 1] == QLatin1String("If that player has more cards in hand than you, draw cards equal to the difference.")) {
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && lookAndChoose.match(p).hasMatch() && onTheirLibrary.match(parts[i + 1]).hasMatch()) {
            joinNext(QStringLiteral("; "));   // round 36: Painful Memories, the chosen card put on that library
        } else if (i + 1 < parts.size() && choosesOwn.match(p).hasMatch() && parts[i + 1] == QLatin1String("Destroy it.")) {
            joinNext(QStringLiteral("; "));   // round 34: Wei Assassins, the chosen creature destroyed
        } else if (i + 1 < parts.size() && revealsAfter.match(p).hasMatch() && chooseExile.match(parts[i + 1]).hasMatch()) {
            // "… reveals their hand. You choose a nonland card from it and exile that card." (Castigate)
            joinNext(QStringLiteral("; "));
        } else if (i + 2 < parts.size() && revealsAfter.match(p).hasMatch() && choose.match(parts[i + 1]).hasMatch()
            && parts[i + 2] == QLatin1String("Exile that card.")) {
            // Night Terrors: "… You choose a nonland card from it. Exile that card.", the same in two sentences.
            joinNext(QStringLiteral("; "));
            p.chop(1);
            p += QStringLiteral(" and exile that card.");
            ++i;
        } else if (const auto m = i + 1 < parts.size() ? revealsAndChoose.match(p) : QRegularExpressionMatch();
                   m.hasMatch() && parts[i + 1] == QLatin1String("Exile that card.")) {
            // Tidehollow Sculler: "… reveals their hand and you choose a nonland card from it. Exile that card."
            p = p.left(m.capturedStart(1)) + QStringLiteral("; you choose ") + m.captured(2)
                + QStringLiteral(" from it and exile that card.");
            ++i;
        } else if (i + 2 < parts.size() && lookAtTop.match(p).hasMatch() && parts[i + 1].startsWith(QLatin1String("Put up to "))
            && parts[i + 1].contains(QLatin1String(" from among them ")) && parts[i + 2].startsWith(QLatin1String("Put the rest "))) {
            // Round 32: "Look at the top six cards … . Put up to two creature cards … from among them onto the
            // battlefield. Put the rest on the bottom …" (Collected Company): the three sentences of one look.
            joinNext(QStringLiteral("; "));
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && lookAtTop.match(p).hasMatch() && parts[i + 1].startsWith(QLatin1String("Put "))) {
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && orGraveyard.match(p).hasMatch() && shuffleIt.match(parts[i + 1]).hasMatch()) {
            joinNext(QStringLiteral("; "));
        } else if (i + 2 < parts.size() && revealTopCard.match(p).hasMatch() && ifItIs.match(parts[i + 1]).hasMatch()
                   && parts[i + 2].startsWith(QLatin1String("Otherwise, put "))) {
            joinNext(QStringLiteral("; "));
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && revealTopCard.match(p).hasMatch() && ifItIs.match(parts[i + 1]).hasMatch()) {
            joinNext(QStringLiteral("; "));   // round 36: Killer Instinct, no "Otherwise" (the card stays on top)
        } else if (i + 1 < parts.size() && revealUntil.match(p).hasMatch()
            && (parts[i + 1].startsWith(QLatin1String("Put that card "))
                || parts[i + 1] == QLatin1String("That player puts all cards revealed this way into their graveyard.")
                || parts[i + 1] == QLatin1String("Put all cards revealed this way on the bottom of your library in any order.")
                || parts[i + 1] == QLatin1String("The player puts that card onto the battlefield, then shuffles all other cards "
                                                 "revealed this way into their library."))) {
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && exileTop.match(p).hasMatch() && mayPlay.match(parts[i + 1]).hasMatch()) {
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && revealTop.match(p).hasMatch() && parts[i + 1].startsWith(QLatin1String("Put all "))
            && parts[i + 1].contains(QLatin1String(" revealed this way into your hand and the rest "))) {
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && revealTop.match(p).hasMatch()   // round 35: Reviving Vapors, any card kept
            && parts[i + 1] == QLatin1String("Put one of them into your hand and the rest into your graveyard.")) {
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && revealTop.match(p).hasMatch() && parts[i + 1].startsWith(QLatin1String("Put "))
            && parts[i + 1].contains(QLatin1String(" from among them ")) && parts[i + 1].contains(QLatin1String(" and the rest "))) {
            // "Reveal the top four cards … . Put a creature card from among them into your hand and the rest …"
            joinNext(QStringLiteral("; "));
        } else if (i + 2 < parts.size() && (lookAtTop.match(p).hasMatch() || revealTop.match(p).hasMatch())
            && fromAmong.match(parts[i + 1]).hasMatch() && parts[i + 2].startsWith(QLatin1String("Put the rest "))) {
            joinNext(QStringLiteral("; "));
            joinNext(QStringLiteral("; "));
        } else if (const auto m = i + 1 < parts.size() ? tokenAbility.match(parts[i + 1]) : QRegularExpressionMatch();
                   m.hasMatch() && p.contains(QLatin1String("reate "))
                   && (p.endsWith(m.captured(1) == QLatin1String("It has") ? QLatin1String(" token.") : QLatin1String(" tokens."))
                       || (m.captured(1) == QLatin1String("It has") && namedToken.match(p).hasMatch()))) {
            p.chop(1);
            p += QStringLiteral(" with ") + m.captured(2);
            ++i;
        } else if (const auto h = i + 1 < parts.size() ? namedTokenHas.match(parts[i + 1]) : QRegularExpressionMatch();
                   h.hasMatch() && (p.contains(QLatin1String("reate ")) || p.contains(QLatin1String(" creates "))) && namedToken.match(p).hasMatch()) {
            p.chop(1);
            p += QStringLiteral(" with ") + h.captured(1);
            ++i;
        } else if (m.hasMatch() && p.contains(QLatin1String("reate "))
                   && withKeywords.match(p).captured(1) == (m.captured(1) == QLatin1String("It has") ? QLatin1String("token")
                                                                                                      : QLatin1String("tokens"))) {
            // "… token with flying. It has \"…\"" (Dragon Egg): one list of what the token has.
            p.chop(1);
            p += QStringLiteral(" and ") + m.captured(2);
            ++i;
        } else if (const auto x = whereX.match(p);
                   m.hasMatch() && m.captured(1) == QLatin1String("They have") && p.contains(QLatin1String("reate X ")) && x.hasMatch()) {
            p.truncate(x.capturedStart(1));
            p += QStringLiteral(" with ") + m.captured(2) + x.captured(1) + QLatin1Char('.');
            ++i;
        }
        out << p;
    }
    return out;
}

}   // namespace strata::import
