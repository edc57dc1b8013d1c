#include "OracleParser.h"
#include <QRegularExpression>

// Level up striations (711): "LEVEL 1-3", a power and toughness, then the abilities the creature has
// at that level, each printed on a line of its own.

namespace strata::import {

namespace {

const QRegularExpression& levelLine()
{
    static const QRegularExpression re(QStringLiteral("^LEVEL (\\d+)(?:-(\\d+)|\\+)$"));
    return re;
}

}   // namespace

QStringList joinedLevels(const QStringList& paragraphs)
{
    QStringList out;
    bool inStriation = false;
    for (const QString& p : paragraphs) {
        if (levelLine().match(p.trimmed()).hasMatch()) {
            out << p;
            inStriation = true;
        } else if (inStriation) {
            out.last() += QLatin1Char('\n') + p;
        } else {
            out << p;
        }
    }
    return out;
}

// 711.2a: "LEVEL N1-N2 [P/T] [abilities]" means "As long as this creature has at least N1 level counters
// on it, but no more than N2, it has base power and toughness [P/T] and has [abilities]"; 711.2b:
// "LEVEL N3+" has no upper bound.
AbilityPtr OracleParser::levelStriation(const QString& text) const
{
    QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() < 2)
        return nullptr;
    const auto level = levelLine().match(lines.takeFirst().trimmed());
    static const QRegularExpression pt(QStringLiteral("^(\\d+)/(\\d+)$"));
    const auto printed = pt.match(lines.takeFirst().trimmed());
    if (!level.hasMatch() || !printed.hasMatch())
        return nullptr;
    Condition c;
    c.kind = Condition::Kind::SelfCountersAtLeast;
    c.counterKind = QStringLiteral("level");
    c.n = level.captured(1).toInt();
    c.atMost = level.captured(2).isEmpty() ? 0 : level.captured(2).toInt();
    if (c.n < 1 || (c.atMost > 0 && c.atMost < c.n))
        return nullptr;
    Op base;
    base.kind = Op::Kind::SetPT;
    base.power = Expr::constant(printed.captured(1).toInt());
    base.toughness = Expr::constant(printed.captured(2).toInt());
    Op granted;
    granted.kind = Op::Kind::AddAbilities;
    Selector self;
    self.ref = Selector::Ref::Self;
    for (const QString& line : lines) {
        QVector<AbilityPtr> keywords;
        if (keywordList(line.trimmed(), &keywords, &self)) {
            granted.abilities << keywords;
            continue;
        }
        const AbilityPtr a = ability(line.trimmed());
        if (!a || a->kind == AbilityDef::Kind::TextOnly || a->kind == AbilityDef::Kind::Spell)
            return nullptr;
        granted.abilities << a;
    }
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    a->affects = QSharedPointer<Selector>::create(self);
    a->condition = c;
    a->ops << base;
    if (!granted.abilities.isEmpty())
        a->ops << granted;
    a->finalize();
    return a;
}

}   // namespace strata::import
