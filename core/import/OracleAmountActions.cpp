#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>
#include <algorithm>

// Actions whose amount the card counts on the board as they resolve (608.2h): "draw a card for each
// creature you control", "you gain 2 life for each card in your graveyard", "~ deals damage to target
// creature equal to the number of Mountains you control", "~ deals X damage to any target, where X is
// the number of Goblins on the battlefield". The count is an expression (`amountOf`), evaluated once by
// the event player; `amount` keeps the wording: for "for each" the number per object (1, 2 …), 0 for
// "equal to", and X for "where X is".

namespace strata::import {

namespace {

Expr countOf(const Selector& s)
{
    Expr count;
    count.kind = Expr::Kind::Count;
    count.selector = QSharedPointer<Selector>::create(s);
    return count;
}

// A count the event player can take as the ability resolves. Counters on ~ are not once ~ is gone
// (sacrificed as a cost, or Incendiary's "When enchanted creature dies"): its last known counters
// (608.2h) are not kept, so only an activated ability that keeps its source counts them.
bool countedOnBoard(const Expr& e, const AbilityDef& ability, bool saysWhere)
{
    if (e.kind == Expr::Kind::CountersOnSource)
        return ability.kind == AbilityDef::Kind::Activated
            && std::none_of(ability.costParts.cbegin(), ability.costParts.cend(),
                [](const CostPart& c) { return c.kind == CostKind::Sacrifice && !c.card; });
    // "the number of attacking creatures": the writer says where a set nobody controls is ("on the
    // battlefield"), so a count that does not say it is left unread.
    if (!saysWhere && e.kind == Expr::Kind::Count && e.selector && e.selector->controller == Selector::Who::Any
        && e.selector->where == Selector::Where::Battlefield && e.selector->anyOf.isEmpty() && !e.selector->isRef())
        return false;
    return e.kind == Expr::Kind::Count || e.kind == Expr::Kind::CountersOnSelected || e.kind == Expr::Kind::BasicLandTypes;
}

}   // namespace

bool OracleParser::amountAction(const QString& s, AbilityDef* into) const
{
    static const QRegularExpression drawEach(QStringLiteral("^draw (a card|two cards|three cards) for each (.+)$"));
    static const QRegularExpression gainEach(QStringLiteral("^you gain (\\d+) life for each (.+)$"));
    static const QRegularExpression drawEqual(QStringLiteral("^draw cards equal to (the number of .+)$"));
    static const QRegularExpression gainEqual(QStringLiteral("^you gain life equal to (the number of .+)$"));
    static const QRegularExpression damageEqual(QStringLiteral("^(?:~|it) deals damage to (.+?) equal to (the number of .+)$"));
    static const QRegularExpression damageX(QStringLiteral("^(?:~|it) deals X damage to (.+?), where X is (the number of .+)$"));
    static const QRegularExpression drawX(QStringLiteral("^draw X cards, where X is (the number of .+)$"));
    static const QRegularExpression gainX(QStringLiteral("^you gain X life, where X is (the number of .+)$"));

    Action a;
    // "for each creature you control": one of a set the board holds, or a card in a hand or graveyard.
    const auto each = [&](const QString& phrase, int per) -> bool {
        // "for each creature your opponents control": the writer's singular says "an opponent controls".
        const auto one = countedOne(phrase);
        if (!one || one->attachedToSource || phrase.contains(QLatin1String("your opponents")))
            return false;
        a.amountOf = timesEach(countOf(*one), per);
        a.amount = Amount::number(per);
        return true;
    };
    const auto counted = [&](const QString& text, bool x) -> bool {
        const auto e = amount(text);
        const bool onBattlefield = text.endsWith(QLatin1String(" on the battlefield"));
        if (!e || !countedOnBoard(*e, *into, onBattlefield))
            return false;
        a.amountOf = *e;
        a.amount = x ? Amount{true, 0} : Amount::number(0);
        return true;
    };
    if (const auto m = drawEach.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;
        if (!each(m.captured(2), *numberWord(m.captured(1).section(QLatin1Char(' '), 0, 0))))
            return false;
    } else if (const auto m = gainEach.match(s); m.hasMatch()) {
        a.kind = ActionKind::GainLife;
        if (!each(m.captured(2), m.captured(1).toInt()))
            return false;
    } else if (const auto m = drawEqual.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;
        if (!counted(m.captured(1), false))
            return false;
    } else if (const auto m = gainEqual.match(s); m.hasMatch()) {
        a.kind = ActionKind::GainLife;
        if (!counted(m.captured(1), false))
            return false;
    } else if (const auto m = drawX.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;
        if (!counted(m.captured(1), true))
            return false;
    } else if (const auto m = gainX.match(s); m.hasMatch()) {
        a.kind = ActionKind::GainLife;
        if (!counted(m.captured(1), true))
            return false;
    } else {
        auto d = damageEqual.match(s);
        const bool x = !d.hasMatch();
        if (x)
            d = damageX.match(s);
        if (!d.hasMatch())
            return false;
        a.kind = ActionKind::Damage;
        if (!counted(d.captured(2), x))
            return false;
        const int targetsBefore = into->targets.size();
        Selector::Ref r;
        const QString to = d.captured(1);
        std::optional<Selector> recipient;
        if (to.contains(QLatin1String("target")))
            recipient = target(to, into, &r);
        if (!recipient || recipient->ref != Selector::Ref::Target) {
            into->targets.resize(targetsBefore);
            return false;
        }
        a.to = *recipient;
    }
    into->effect << a;
    return true;
}

}   // namespace strata::import
