#include "WrittenAlternatives.h"
#include "model/Types.h"
#include <QStringList>

namespace strata::rulestext {

QString sharedWordsOnce(const QString& first, const QString& second, const QString& joined)
{
    const QStringList a = first.split(QLatin1Char(' ')), b = second.split(QLatin1Char(' '));
    int head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    int tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    if (head + tail == a.size() || head + tail == b.size())
        return joined.arg(first, second);
    QStringList out = a.mid(0, head);
    out << joined.arg(a.mid(head, a.size() - head - tail).join(QLatin1Char(' ')),
        b.mid(head, b.size() - head - tail).join(QLatin1Char(' ')));
    out << a.mid(a.size() - tail);
    return out.join(QLatin1Char(' '));
}

bool becomesEnchantCreatureAura(const ContinuousDef& c)
{
    const auto aura = SubtypeRegistry::instance().find(QStringLiteral("Aura"));
    return c.affects && c.affects->ref == Selector::Ref::Self && c.ops.size() == 4
        && c.ops[0].kind == Op::Kind::LoseAbilities && c.ops[0].thisAbility && c.ops[0].abilities.isEmpty()
        && c.ops[1].kind == Op::Kind::SetTypes && c.ops[1].cardTypes == quint16(CardType::Enchantment)
        && c.ops[2].kind == Op::Kind::AddSubtypes && aura && c.ops[2].subtypes == QVector<SubtypeId>{*aura}
        && c.ops[3].kind == Op::Kind::AddAbilities && c.ops[3].abilities.size() == 1
        && c.ops[3].abilities.first()->isKeyword(QStringLiteral("Enchant")) && c.ops[3].abilities.first()->enchant
        && c.ops[3].abilities.first()->enchant->types == quint16(CardType::Creature)
        && c.ops[3].abilities.first()->enchant->controller == Selector::Who::Any
        && c.ops[3].abilities.first()->enchant->subtypes.isEmpty();
}

}   // namespace strata::rulestext
