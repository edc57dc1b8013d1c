#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Round 32: one instruction done by each of any number of target players (115.1, 601.2c, 608.2b): "Any number
// of target players each gain 6 life." (Hunters' Feast), "… each gain life equal to the highest converted mana
// cost among permanents you control." (Reward the Faithful), "… each discard a number of cards equal to …"
// (Cabal Conditioning). `who` "each_target_player": every player among the spell's targets. Round 34: "Any
// number of target players each draw twenty cards." (Jace, Memory Adept's −7), of a loyalty ability too.

namespace strata::import {

bool OracleParser::targetPlayersEach(const QString& s, AbilityDef* into) const
{
    // Round 34: "Those players each sacrifice a creature." after "Any number of target players each lose 2 life."
    // (Priest of Forgotten Gods, ActivatedPairWordings.cpp): the same players, each choosing one of theirs (701.17a).
    static const QRegularExpression thoseSacrifice(QStringLiteral("^those players each sacrifice an? ([a-z]+)$"));
    if (const auto m = thoseSacrifice.match(s); m.hasMatch()) {
        bool plural = true;
        const auto what = objects(m.captured(1), &plural);
        if (into->effect.isEmpty() || into->effect.last().who != QLatin1String("each_target_player") || !what || plural
            || what->isRef() || what->controller != Selector::Who::Any)
            return false;
        Action a;
        a.kind = ActionKind::Sacrifice;
        a.who = QStringLiteral("each_target_player");
        a.object = *what;
        into->effect << a;
        return true;
    }
    // Round 34: "Choose two target players. Each of them searches their library for a card, then shuffles their
    // library and puts that card on top of it." (Scheming Symmetry, said "Two target players each …" by
    // mendedLibrarySpellWording): two different players (115.3), each searching their own library (701.23), the
    // card found put on top after the shuffle (401.4), as the searcher's own search reads it.
    static const QRegularExpression searchToTop(QStringLiteral(
        "^two target players each search their library for a card, then shuffle and put that card on top$"));
    if (searchToTop.match(s).hasMatch()) {
        const int before = into->effect.size();
        if (!into->targets.isEmpty() || into->kind != AbilityDef::Kind::Spell
            || !libraryAction(QStringLiteral("search your library for a card, then shuffle and put that card on top"), into))
            return false;
        if (into->effect.size() != before + 1 || into->effect.last().kind != ActionKind::SearchLibrary) {
            into->effect.resize(before);
            return false;
        }
        Selector player;
        player.word = QStringLiteral("player");
        into->targets = {player, player};
        into->effect.last().who = QStringLiteral("each_target_player");
        return true;
    }
    // Round 39: "Two target players exchange life totals." (Soul Conduit): two different players (115.3) exchange with
    // each other (701.12a), whoever controls the ability.
    if (s == QLatin1String("two target players exchange life totals")) {
        if (!into->targets.isEmpty())
            return false;
        Selector player;
        player.word = QStringLiteral("player");
        into->targets = {player, player};
        Action a;
        a.kind = ActionKind::ExchangeLifeTotals;
        a.who = QStringLiteral("each_target_player");
        into->effect << a;
        return true;
    }
    static const QRegularExpression each(QStringLiteral(
        "^any number of target players each (?:(?<verb>gain|lose) (?<n>\\d+) life|gain life equal to (?<gain>.+)|discard a "
        "number of cards equal to (?<discard>.+)|draw (?<draw>\\w+) cards)$"));
    const auto m = each.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return false;
    Action a;
    a.who = QStringLiteral("each_target_player");
    if (!m.captured(u"n").isEmpty()) {
        a.kind = m.captured(u"verb") == QLatin1String("lose") ? ActionKind::LoseLife : ActionKind::GainLife;
        a.amount = Amount::number(m.captured(u"n").toInt());
    } else if (!m.captured(u"draw").isEmpty()) {
        const std::optional<int> n = numberWord(m.captured(u"draw"));
        if (!n || *n < 2)
            return false;
        a.kind = ActionKind::Draw;
        a.amount = Amount::number(*n);
    } else {
        const bool gain = !m.captured(u"gain").isEmpty();
        const auto x = amount(gain ? m.captured(u"gain") : m.captured(u"discard"));
        // a count of the board as the spell resolves, the same for each of them (608.2h)
        if (!x || x->kind != Expr::Kind::HighestManaValue)
            return false;
        a.kind = gain ? ActionKind::GainLife : ActionKind::Discard;
        a.amountOf = *x;
        a.amount = Amount::number(0);   // as the card format reads an amount "equal to"
    }
    Selector::Ref r;
    if (!target(QStringLiteral("any number of target players"), into, &r))
        return false;
    into->effect << a;
    return true;
}

}   // namespace strata::import
