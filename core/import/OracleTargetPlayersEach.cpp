#include "OracleParser.h"
#include <QRegularExpression>

// Round 32: one instruction done by each of any number of target players (115.1, 601.2c, 608.2b): "Any number
// of target players each gain 6 life." (Hunters' Feast), "… each gain life equal to the highest converted mana
// cost among permanents you control." (Reward the Faithful), "… each discard a number of cards equal to …"
// (Cabal Conditioning). `who` "each_target_player": every player among the spell's targets.

namespace strata::import {

bool OracleParser::targetPlayersEach(const QString& s, AbilityDef* into) const
{
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
    static const QRegularExpression each(QStringLiteral(
        "^any number of target players each (?:gain (?<n>\\d+) life|gain life equal to (?<gain>.+)|discard a number of "
        "cards equal to (?<discard>.+))$"));
    const auto m = each.match(s);
    if (!m.hasMatch() || !into->targets.isEmpty())
        return false;
    Action a;
    a.who = QStringLiteral("each_target_player");
    if (!m.captured(u"n").isEmpty()) {
        a.kind = ActionKind::GainLife;
        a.amount = Amount::number(m.captured(u"n").toInt());
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
