#include "RulesTextWriter.h"

// Libraries: searching one (701.23) and looking at its top cards. Each wording is a whole sentence
// template so a translation can order it freely.

namespace strata {
namespace rulestext {

namespace {

// SearchLibrary's templates by where the card goes, singular then plural; %1 is the card searched for.
struct SearchWording {
    const char* where;
    bool reveal;
    Tr3 one, many;
};

const SearchWording kSearchWordings[] = {
    {"hand", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it into your hand, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them into your hand, then shuffle", "cards")},
    {"hand", true, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal it, put it into your hand, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal them, put them into your hand, then shuffle", "cards")},
    {"battlefield", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it onto the battlefield, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them onto the battlefield, then shuffle", "cards")},
    {"battlefield_tapped", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it onto the battlefield tapped, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them onto the battlefield tapped, then shuffle", "cards")},
    {"graveyard", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it into your graveyard, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them into your graveyard, then shuffle", "cards")},
    {"exile", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, exile it, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, exile them, then shuffle", "cards")},
    {"top", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, then shuffle and put that card on top", "a card"),
        {nullptr, nullptr}},
    {"top", true, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal it, then shuffle and put that card on top", "a card"),
        {nullptr, nullptr}},
};

}   // namespace

std::optional<QStringList> Writer::libraryAction(const Action& a, bool optional)
{
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    if (a.kind == ActionKind::SearchLibrary) {
        const Selector card = a.object.value_or(Selector());
        const int n = std::max(1, a.amount.n);
        const bool plural = n > 1 || card.upTo > 0;
        QString what;
        if (card.upTo > 0)
            what = tr("up to %1 %2", "a number, cards").arg(numberWord(n), noun(card, true, false));
        else if (n > 1)
            what = tr("%1 %2", "a number, cards").arg(numberWord(n), noun(card, true, false));
        else
            what = indefinite(noun(card, false, false), selectorGender(card));
        if (!a.who.isEmpty()) {   // Extract: another player's library, exiled, and that player shuffles
            if (a.text != QLatin1String("exile") || a.reveal || a.tapped)
                return QStringList{};
            const bool opponent = targetsAnOpponent(a.who);
            const QString search = plural
                ? (opponent ? tr("search target opponent's library for %1 and exile them", "cards")
                            : tr("search target player's library for %1 and exile them", "cards"))
                : (opponent ? tr("search target opponent's library for %1 and exile it", "a card")
                            : tr("search target player's library for %1 and exile it", "a card"));
            return QStringList{maybe(search.arg(what)), tr("then that player shuffles their library")};
        }
        const QString where = a.tapped ? a.text + QStringLiteral("_tapped") : a.text;
        for (const SearchWording& w : kSearchWordings) {
            if (where != QLatin1String(w.where) || a.reveal != w.reveal)
                continue;
            const Tr3& t = plural ? w.many : w.one;
            if (!t.source)
                break;
            return QStringList{maybe(tr(t.source, t.comment).arg(what))};
        }
        return QStringList{};   // a combination no card prints: written as nothing, so the round trip fails
    }
    if (a.kind == ActionKind::LookAtTop) {
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n);
        const QString keep = numberWord(a.keep);
        if (a.text == QLatin1String("back_any_order")) {   // nothing kept: the order is chosen
            if (a.who.isEmpty())
                return QStringList{maybe(tr("look at the top %1 cards of your library, then put them back in any order").arg(count))};
            return QStringList{maybe((targetsAnOpponent(a.who)
                    ? tr("look at the top %1 cards of target opponent's library, then put them back in any order")
                    : tr("look at the top %1 cards of target player's library, then put them back in any order"))
                                         .arg(count))};
        }
        if (a.text == QLatin1String("none")) {   // a look, nothing moves
            const bool one = !a.amount.x && a.amount.n == 1;
            if (a.who.isEmpty())
                return QStringList{maybe(one ? tr("look at the top card of your library")
                                             : tr("look at the top %1 cards of your library").arg(count))};
            const bool opponent = targetsAnOpponent(a.who);
            if (one)
                return QStringList{maybe(opponent ? tr("look at the top card of target opponent's library")
                                                  : tr("look at the top card of target player's library"))};
            return QStringList{maybe((opponent ? tr("look at the top %1 cards of target opponent's library")
                                               : tr("look at the top %1 cards of target player's library"))
                                         .arg(count))};
        }
        if (a.text == QLatin1String("exile"))   // Browse: one sentence
            return QStringList{maybe(tr("look at the top %1 cards of your library, put %2 of them into your hand, and exile the rest",
                "a number, a number").arg(count, keep))};
        if (a.object && a.reveal && !a.amount.x && a.keep == a.amount.n) {   // every card that fits is kept
            const QString cards = noun(*a.object, true, false);
            QStringList out{maybe(tr("reveal the top %1 cards of your library").arg(count))};
            if (a.text == QLatin1String("bottom_random_order"))
                out << tr("put all %1 revealed this way into your hand and the rest on the bottom of your library in a random order", "cards").arg(cards);
            else if (a.text == QLatin1String("graveyard"))
                out << tr("put all %1 revealed this way into your hand and the rest into your graveyard", "cards").arg(cards);
            else
                out << tr("put all %1 revealed this way into your hand and the rest on the bottom of your library in any order", "cards").arg(cards);
            return out;
        }
        // "…, where X is the number of artifacts you control" (Machinate)
        QStringList out{maybe(a.amountOf ? tr("look at the top X cards of your library, where X is %1", "an amount").arg(expr(*a.amountOf))
                                         : tr("look at the top %1 cards of your library").arg(count))};
        if (a.object) {   // "you may reveal a creature card from among them and put it into your hand"
            const Selector& card = *a.object;
            const QString what = indefinite(noun(card, false, false), selectorGender(card));
            out << (a.reveal ? tr("you may reveal %1 from among them and put it into your hand", "a card")
                             : tr("you may put %1 from among them into your hand", "a card")).arg(what);
            if (a.text == QLatin1String("bottom_random_order"))
                out << tr("put the rest on the bottom of your library in a random order");
            else if (a.text == QLatin1String("graveyard"))
                out << tr("put the rest into your graveyard");
            else
                out << tr("put the rest on the bottom of your library in any order");
            return out;
        }
        // "the other" when one card is left (Sea Gate Oracle, Nagging Thoughts)
        const bool other = !a.amount.x && a.amount.n == a.keep + 1;
        if (a.text == QLatin1String("bottom_random_order"))
            out << tr("put %1 of them into your hand and the rest on the bottom of your library in a random order", "a number").arg(keep);
        else if (a.text == QLatin1String("graveyard"))
            out << (other ? tr("put %1 of them into your hand and the other into your graveyard", "a number")
                          : tr("put %1 of them into your hand and the rest into your graveyard", "a number")).arg(keep);
        else
            out << (other ? tr("put %1 of them into your hand and the other on the bottom of your library", "a number")
                          : tr("put %1 of them into your hand and the rest on the bottom of your library in any order", "a number")).arg(keep);
        return out;
    }
    return std::nullopt;
}

}   // namespace rulestext
}   // namespace strata
