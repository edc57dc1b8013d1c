#include "OracleEachPlayersStatic.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

AbilityPtr eachPlayersOwnStatic(const QString& sentence, const std::function<AbilityPtr(const QString&)>& staticOf)
{
    // 613.1f, 611.3a: the effect applies to each of the objects whose controller controls N or fewer of the
    // counted kind; "that player" is the affected object's controller, so each player's count is their own.
    static const QRegularExpression shape(QStringLiteral(
        "^([A-Z][a-z ]+?) each player controls (have|has) ([^,]+?) as long as that player controls "
        "([a-z]+) or fewer (lands|creatures)\\.$"));
    const auto m = shape.match(sentence);
    if (!m.hasMatch())
        return nullptr;
    const std::optional<int> n = numberWord(m.captured(4));
    if (!n || *n <= 0)
        return nullptr;
    const AbilityPtr plain = staticOf(m.captured(1) + QLatin1Char(' ') + m.captured(2) + QLatin1Char(' ') + m.captured(3) + QLatin1Char('.'));
    if (!plain || plain->kind != AbilityDef::Kind::Static || plain->condition || !plain->affects
        || plain->affects->isRef() || plain->affects->controller != Selector::Who::Any)
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*plain);
    Condition c;
    c.kind = Condition::Kind::AffectedControllerControlsAtMost;
    c.n = *n;
    Selector counted;
    counted.types = quint16(m.captured(5) == QLatin1String("lands") ? CardType::Land : CardType::Creature);
    c.filter = QSharedPointer<Selector>::create(counted);
    a->condition = c;
    a->finalize();
    return a;
}

}   // namespace strata::import
