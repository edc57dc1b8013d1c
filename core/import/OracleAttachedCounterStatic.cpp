#include "OracleAttachedCounterStatic.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

AbilityPtr attachedCounterStatic(const QString& sentence, const std::function<AbilityPtr(const QString&)>& staticOf)
{
    // A restriction's "if" says "as long as" (611.3a): it is checked whenever the rule applies, here in each
    // untap step (502.3), so a counter removed lets the permanent untap again. Only restrictions read, as
    // Hobble's and Lava Tubes' "if" do (OracleConditions.cpp).
    static const QRegularExpression shape(QStringLiteral(
        "^((?:Enchanted|Equipped) (?:creature|permanent) (?:can't (?:attack|block)|doesn't untap during)[^,]*?) "
        "if it has (?:an? ([+-]\\d+/[+-]\\d+|[a-z]+) counter|(\\w+) or more ([+-]\\d+/[+-]\\d+|[a-z]+) counters) on it\\.$"));
    const auto m = shape.match(sentence);
    if (!m.hasMatch())
        return nullptr;
    const bool one = !m.captured(2).isEmpty();
    const std::optional<int> n = one ? std::optional<int>(1) : numberWord(m.captured(3));
    if (!n || *n < 1 || (!one && *n < 2))
        return nullptr;
    const AbilityPtr plain = staticOf(m.captured(1) + QLatin1Char('.'));
    if (!plain || plain->kind != AbilityDef::Kind::Static || plain->cda || plain->condition || plain->ops.isEmpty()
        || !plain->affects || plain->affects->ref != Selector::Ref::Attached)
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*plain);
    Condition c;
    c.kind = Condition::Kind::AttachedCountersAtLeast;
    c.n = *n;
    c.counterKind = one ? m.captured(2) : m.captured(4);
    a->condition = c;
    a->finalize();
    return a;
}

}   // namespace strata::import
