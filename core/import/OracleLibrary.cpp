#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Libraries and hands: searching a library (701.23), looking at its top cards, and a revealed hand
// from which the controller chooses a card to be discarded (701.8).

namespace strata::import {

namespace {

// "it"/"that card" for one card, "them"/"those cards" for several.
bool pronounFits(const QString& pronoun, bool plural)
{
    const bool many = pronoun == QLatin1String("them") || pronoun == QLatin1String("those cards");
    return many == plural;
}

}   // namespace

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
    static const QRegularExpression reveals(QStringLiteral("^(?:Target player|Target opponent) reveals their hand\\.$"));
    static const QRegularExpression choose(QStringLiteral("^You choose .+ from it\\.$"));
    // "Create two … tokens. They have \"Sacrifice this creature: Add {C}.\"" (today: "tokens with \"…\"").
    static const QRegularExpression tokenAbility(QStringLiteral("^(It has|They have) (\".+\")$"));
    static const QRegularExpression withKeywords(QStringLiteral(" (tokens?) with [^.\"]+\\.$"));
    static const QRegularExpression lookAtTop(QStringLiteral("^Look at the top (?:\\w+) cards of your library\\.$"));
    QStringList out;
    for (int i = 0; i < parts.size(); ++i) {
        QString p = parts[i];
        auto joinNext = [&](const QString& glue) {
            p.chop(1);
            p += glue + parts[i + 1].left(1).toLower() + parts[i + 1].mid(1);
            ++i;
        };
        if (i + 1 < parts.size() && p.contains(QLatin1String("earch your library for"))
            && p.endsWith(QLatin1String(" card and reveal that card."))
            && parts[i + 1] == QLatin1String("Shuffle your library, then put the card on top of it.")) {
            // The older tutor wording (Mystical Tutor): today's "…, reveal it, then shuffle and put that
            // card on top".
            p.chop(int(qstrlen(" and reveal that card.")));
            p += QStringLiteral(", reveal it, then shuffle and put that card on top.");
            ++i;
        } else if (i + 1 < parts.size() && p.contains(QLatin1String("earch your library for"))
            && thenShuffle.match(parts[i + 1]).hasMatch()) {
            p.chop(1);
            p += QStringLiteral(", then shuffle.");
            ++i;
        } else if (i + 2 < parts.size() && reveals.match(p).hasMatch() && choose.match(parts[i + 1]).hasMatch()
            && parts[i + 2] == QLatin1String("That player discards that card.")) {
            joinNext(QStringLiteral("; "));
            joinNext(QStringLiteral("; "));
        } else if (i + 1 < parts.size() && lookAtTop.match(p).hasMatch() && parts[i + 1].startsWith(QLatin1String("Put "))) {
            joinNext(QStringLiteral("; "));
        } else if (const auto m = i + 1 < parts.size() ? tokenAbility.match(parts[i + 1]) : QRegularExpressionMatch();
                   m.hasMatch() && p.contains(QLatin1String("reate "))
                   && p.endsWith(m.captured(1) == QLatin1String("It has") ? QLatin1String(" token.") : QLatin1String(" tokens."))) {
            p.chop(1);
            p += QStringLiteral(" with ") + m.captured(2);
            ++i;
        } else if (m.hasMatch() && p.contains(QLatin1String("reate "))
                   && withKeywords.match(p).captured(1) == (m.captured(1) == QLatin1String("It has") ? QLatin1String("token")
                                                                                                      : QLatin1String("tokens"))) {
            // "… token with flying. It has \"…\"" (Dragon Egg): one list of what the token has.
            p.chop(1);
            p += QStringLiteral(" and ") + m.captured(2);
            ++i;
        }
        out << p;
    }
    return out;
}

// The card a search or a choice names: "creature card", "basic land card", "card", "instant or sorcery
// card", with "with converted mana cost 3 or less" (mana value) after it.
std::optional<Selector> OracleParser::cardKinds(QString kinds) const
{
    // "a card named ~" (201.2): any card of that name, the searching card's own too. One name: "named
    // Festering Newt or Bubbling Cauldron" is either of two, which a selector's one name can't say.
    static const QRegularExpression named(QStringLiteral("^card named (~|[A-Z][^,]*)$"));
    if (const auto m = named.match(kinds); m.hasMatch() && !m.captured(1).contains(QLatin1String(" or "))
        && !m.captured(1).contains(QLatin1String(" and "))) {
        auto card = graveyardCard(QString(), false);
        if (!card || card->where != Selector::Where::Specific)
            return std::nullopt;
        card->named = m.captured(1) == QLatin1String("~") ? m_name : m.captured(1);
        return card;
    }
    std::optional<int> manaValue;
    bool manaValueX = false;
    static const QRegularExpression limit(QStringLiteral("^(.*?) ?cards? with (?:converted mana cost|mana value) (\\d+|X) or less$"));
    static const QRegularExpression plain(QStringLiteral("^(.*?) ?cards?$"));
    if (const auto m = limit.match(kinds); m.hasMatch()) {
        if (m.captured(2) == QLatin1String("X"))
            manaValueX = true;
        else
            manaValue = m.captured(2).toInt();
        kinds = m.captured(1);
    } else if (const auto m = plain.match(kinds); m.hasMatch()) {
        kinds = m.captured(1);
    } else {
        return std::nullopt;
    }
    std::optional<Selector> card;
    if (kinds.endsWith(QLatin1String("permanent"))) {
        // "a Mercenary permanent card": a card with a permanent type (110.4).
        bool plural = false;
        card = objects(kinds, &plural);
        if (!card || plural || card->isRef() || card->word != QLatin1String("permanent") || card->other
            || card->controller != Selector::Who::Any || card->tapped || card->attacking || !card->hasKeyword.isEmpty())
            return std::nullopt;
        card->word = QStringLiteral("permanent_card");
        card->where = Selector::Where::Specific;
        card->zone = Zone::Graveyard;   // as graveyardCard leaves it; the caller sets the zone
    } else {
        card = graveyardCard(kinds, false);
    }
    if (!card || card->where != Selector::Where::Specific)
        return std::nullopt;
    card->manaValueAtMost = manaValue;
    card->manaValueAtMostX = manaValueX;
    return card;
}

// `s` starts in lower case, without its stop; the actions add themselves to `into`.
bool OracleParser::libraryAction(const QString& s, AbilityDef* into) const
{
    Action a;
    // 701.23: "search your library for a creature card, reveal it, put it into your hand, then shuffle",
    // in its older wordings too ("… and put that card into your hand. Then shuffle your library.").
    static const QRegularExpression search(QStringLiteral(
        "^search your library for (up to )?(a|an|one|two|three|four|five) ((?:.+? )?cards?(?: with (?:converted mana cost|mana value) "
        "(?:\\d+|X) or less)?|card named (?:~|[A-Z][^,]*))(?:,| and)(?: reveal (it|that card|them|those cards)(?:, and|,| and))? "
        "(?:put (it|that card|them|those cards) (into your hand|onto the battlefield|onto the battlefield tapped|into your graveyard)"
        "|exile (it|that card|them|those cards)), then shuffle(?: your library)?$"));
    static const QRegularExpression searchTop(QStringLiteral(
        "^search your library for (a|an) ((?:.+? )?card)(?:, reveal (it|that card))?, then shuffle(?: your library)? and put "
        "that card on top(?: of it)?$"));
    if (const auto m = search.match(s); m.hasMatch()) {
        const int n = *numberWord(m.captured(2));
        const bool plural = m.captured(3).contains(QLatin1String("cards"));
        const QString revealed = m.captured(4);
        const QString put = m.captured(5).isEmpty() ? m.captured(7) : m.captured(5);
        if ((n > 1 || !m.captured(1).isEmpty()) != plural || (!revealed.isEmpty() && !pronounFits(revealed, plural))
            || !pronounFits(put, plural))
            return false;
        auto card = cardKinds(m.captured(3));
        if (!card)
            return false;
        card->zone = Zone::Library;
        card->ownerYou = true;
        if (!m.captured(1).isEmpty())
            card->upTo = quint8(n);
        const QString where = m.captured(6);
        a.kind = ActionKind::SearchLibrary;
        a.object = *card;
        a.amount = Amount::number(n);
        a.reveal = !revealed.isEmpty();
        a.text = !m.captured(7).isEmpty()                        ? QStringLiteral("exile")
            : where == QLatin1String("into your hand")           ? QStringLiteral("hand")
            : where == QLatin1String("into your graveyard")      ? QStringLiteral("graveyard")
                                                                 : QStringLiteral("battlefield");
        a.tapped = where.endsWith(QLatin1String("tapped"));
        if (a.reveal && a.text != QLatin1String("hand"))
            return false;   // the writer reveals only a card put into a hand
        into->effect << a;
        return true;
    }
    if (const auto m = searchTop.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(2));
        if (!card)
            return false;
        card->zone = Zone::Library;
        card->ownerYou = true;
        a.kind = ActionKind::SearchLibrary;
        a.object = *card;
        a.amount = Amount::number(1);
        a.reveal = !m.captured(3).isEmpty();
        a.text = QStringLiteral("top");
        into->effect << a;
        return true;
    }
    // "Look at the top four cards of your library; put one of them into your hand and the rest on the
    // bottom of your library in any order" (joined by joinedInstructions).
    static const QRegularExpression lookAtTop(QStringLiteral(
        "^look at the top (\\w+) cards of your library; put (one|two|three) of (?:them|those cards) into your hand and "
        "the rest (on the bottom of your library in any order|on the bottom of your library in a random order|into your graveyard)$"));
    if (const auto m = lookAtTop.match(s); m.hasMatch()) {
        const bool x = m.captured(1) == QLatin1String("X");
        const auto n = numberWord(m.captured(1));
        const int keep = *numberWord(m.captured(2));
        if (!x && (!n || *n <= keep))
            return false;
        a.kind = ActionKind::LookAtTop;
        a.amount = x ? Amount{true, 0} : Amount::number(*n);
        a.keep = keep;
        const QString rest = m.captured(3);
        a.text = rest.endsWith(QLatin1String("any order"))   ? QStringLiteral("bottom_any_order")
            : rest.endsWith(QLatin1String("random order"))   ? QStringLiteral("bottom_random_order")
                                                             : QStringLiteral("graveyard");
        into->effect << a;
        return true;
    }
    // "Look at the top three cards of your library, then put them back in any order": the order is
    // hidden information, carried (LookAtTop with nothing kept).
    static const QRegularExpression putBack(QStringLiteral(
        "^look at the top (two|three|four|five|X) cards of (your|target player's|target opponent's) library, then put "
        "them back in any order$"));
    if (const auto m = putBack.match(s); m.hasMatch()) {
        a.kind = ActionKind::LookAtTop;
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(m.captured(1)));
        a.keep = 0;
        a.text = QStringLiteral("back_any_order");
        if (m.captured(2) != QLatin1String("your")) {
            Selector::Ref r;
            if (!target(m.captured(2).chopped(2), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        into->effect << a;
        return true;
    }
    // 701.8: "target opponent reveals their hand; you choose a nonland card from it; that player
    // discards that card" (Duress, joined by joinedInstructions): the action Grief's card file names.
    static const QRegularExpression chosenDiscard(QStringLiteral(
        "^(target player|target opponent) reveals their hand; you choose (?:a|an) (.+?) from it; that player discards "
        "that card$"));
    if (const auto m = chosenDiscard.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(2));
        if (!card || card->manaValueAtMost || card->manaValueAtMostX || !into->targets.isEmpty())
            return false;
        card->where = Selector::Where::Battlefield;
        card->zone = Zone::Battlefield;
        card->ownerYou = false;
        Selector::Ref r;
        if (!target(m.captured(1), into, &r))
            return false;
        a.kind = ActionKind::DiscardChosen;
        a.object = *card;
        into->effect << a;
        return true;
    }
    return false;
}

}   // namespace strata::import
