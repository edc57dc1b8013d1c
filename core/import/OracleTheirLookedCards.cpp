#include "OracleTheirLookedCards.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

bool lookAtTargetPlayersTop(const QString& s, const std::function<bool(const QString&, AbilityDef*)>& addTarget,
    AbilityDef* into)
{
    // The look alone at X cards (the numbers are OracleLibrary.cpp's `lookOnly`): X is the one chosen as the spell
    // was cast (107.3).
    static const QRegularExpression lookAtX(QStringLiteral("^look at the top X cards of (target player|target opponent)'s library$"));
    // One card stays on top, the others go to their owner's graveyard (404.1); which one stays is chosen as the
    // spell resolves (608.2d).
    static const QRegularExpression oneBack(QStringLiteral(
        "^look at the top (two|three|four|five) cards of target player's library, then put one back and the rest into that "
        "player's graveyard$"));
    // Bamboozle's three sentences, joined by mendedLibrarySpellWording: some of the revealed cards chosen for the
    // graveyard, exactly that many (608.2d), the rest back on top in the order their owner chooses (401.4).
    static const QRegularExpression chosenToGraveyard(QStringLiteral(
        "^target player reveals the top (two|three|four|five) cards of their library; you choose (one|two|three) of those cards "
        "and put them into their graveyard; put the rest on top of their library in any order$"));
    // Round 38: "Look at the top two cards of target opponent's library, then exile one of them." (Thoughtpicker
    // Witch): one exiled (406.3), the other left on top, as Sealed Fate's "put the rest back on top … in any order"
    // leaves one card (401.4); of more cards the rest would keep their order, which that says otherwise.
    static const QRegularExpression twoOneExiled(
        QStringLiteral("^look at the top two cards of (target player|target opponent)'s library, then exile one of them$"));
    if (const auto m = twoOneExiled.match(s); m.hasMatch() && into->targets.isEmpty()) {
        if (!addTarget(m.captured(1), into))
            return false;
        Action a;
        a.kind = ActionKind::LookAtTop;
        a.who = QStringLiteral("target_player");
        a.amount = Amount::number(2);
        a.keep = 1;
        a.destination = Zone::Exile;
        a.text = QStringLiteral("back_any_order");
        into->effect << a;
        return true;
    }
    const auto x = lookAtX.match(s);
    const auto back = oneBack.match(s);
    const auto chosen = chosenToGraveyard.match(s);
    if ((!x.hasMatch() && !back.hasMatch() && !chosen.hasMatch()) || !into->targets.isEmpty())
        return false;
    if (chosen.hasMatch() && *numberWord(chosen.captured(2)) >= *numberWord(chosen.captured(1)))
        return false;
    if (!addTarget(x.hasMatch() ? x.captured(1) : QStringLiteral("target player"), into))
        return false;
    Action a;
    a.kind = ActionKind::LookAtTop;
    a.who = QStringLiteral("target_player");
    if (chosen.hasMatch()) {
        a.amount = Amount::number(*numberWord(chosen.captured(1)));
        a.keep = *numberWord(chosen.captured(2));
        a.reveal = true;
        a.destination = Zone::Graveyard;
        a.text = QStringLiteral("back_any_order");
    } else if (x.hasMatch()) {
        a.amount = Amount{true, 0};
        a.keep = 0;
        a.text = QStringLiteral("none");
    } else {
        a.amount = Amount::number(*numberWord(back.captured(1)));
        a.keep = 1;
        a.destination = Zone::Library;   // the card kept stays on top
        a.text = QStringLiteral("graveyard");
    }
    into->effect << a;
    return true;
}

bool theirLookedCardsExiled(const QString& s, AbilityDef* into)
{
    const bool anyNumber = s == QLatin1String("exile any number of those cards, then put the rest back in any order");
    const bool one = s == QLatin1String("exile one of those cards and put the rest back on top of that player's library in any order");
    if ((!anyNumber && !one) || into->effect.isEmpty())
        return false;
    Action& look = into->effect.last();
    // The plain look at several cards of the target player's library, nothing moved yet.
    if (look.kind != ActionKind::LookAtTop || (!look.amount.x && look.amount.n < 2) || look.amountOf || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || look.object || look.condition || look.optional
        || look.destination || look.who != QLatin1String("target_player"))
        return false;
    // "Any number" is every card looked at or fewer (Taigam's Scheming's `keep` equal to `n`), so X cards are not read
    // so; "one" is exactly one (406.3: exiled face up). The rest stay on top in the order chosen (401.4).
    if (anyNumber && look.amount.x)
        return false;
    look.keep = anyNumber ? look.amount.n : 1;
    look.destination = Zone::Exile;
    look.text = QStringLiteral("back_any_order");
    return true;
}

}   // namespace strata::import
