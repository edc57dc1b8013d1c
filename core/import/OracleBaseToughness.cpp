#include "OracleBaseToughness.h"
#include <QRegularExpression>

namespace strata::import {

bool baseToughnessChange(const QString& s, const std::function<std::optional<Expr>(const QString&)>& amountOf, AbilityDef* into)
{
    static const QRegularExpression change(QStringLiteral("^change ~'s base toughness to (.+)$"));
    const auto m = change.match(s);
    if (!m.hasMatch())
        return false;
    const std::optional<Expr> toughness = amountOf(m.captured(1));
    if (!toughness)
        return false;
    Op op;
    op.kind = Op::Kind::SetPT;
    op.toughness = *toughness;
    ContinuousDef def;
    Selector self;
    self.ref = Selector::Ref::Self;
    def.affects = QSharedPointer<Selector>::create(self);
    def.ops << op;
    def.duration = Duration::Indefinite;
    into->effect << Action::continuousEffect(def);
    return true;
}

}   // namespace strata::import
