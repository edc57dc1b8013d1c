#include "OracleTurnRules.h"
#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// Round 38: "You may play an additional land this turn." (Explore, Urban Evolution) and "You may play up to three
// additional lands this turn." (Summer Bloom): the spell's controller may play that many more lands this turn (305.2,
// 514.2). It is the rule Exploration's static ability gives without "this turn", once for each land, as Azusa's
// "two additional lands" is read (OracleRules.cpp); "up to" says only that the plays are optional, as each is.
bool additionalLandsThisTurn(const QString& s, Action* a)
{
    static const QRegularExpression lands(
        QStringLiteral("^you may play (?:an additional land|up to (two|three) additional lands) this turn$"));
    const auto m = lands.match(s);
    if (!m.hasMatch())
        return false;
    Op op;
    op.kind = Op::Kind::PlayerRule;
    op.rule = RuleName::AdditionalLandPlay;
    Selector self;
    self.ref = Selector::Ref::Self;   // the rule is its controller's, as "you" in Exploration's
    untilEndOfTurn(self, op, a);
    const int count = m.captured(1).isEmpty() ? 1 : m.captured(1) == QLatin1String("two") ? 2 : 3;
    for (int i = 1; i < count; ++i)
        a->continuous->ops << op;
    return true;
}

// Round 38: "Permanents enter the battlefield tapped this turn." (Due Respect): every permanent that enters until the
// turn ends enters tapped (614.1c, 614.12, 514.2), whoever controls it. It is the rule Kismet-like static abilities
// give (PermanentsEnterTapped, its filter the permanents that enter), held by the game once the spell has resolved.
bool permanentsEnterTappedThisTurn(const QString& s, Action* a)
{
    if (s != QLatin1String("permanents enter the battlefield tapped this turn")
        && s != QLatin1String("permanents enter tapped this turn"))
        return false;
    Op op;
    op.kind = Op::Kind::PlayerRule;
    op.rule = RuleName::PermanentsEnterTapped;
    Selector permanents;
    permanents.word = QStringLiteral("permanent");
    op.filter = QSharedPointer<Selector>::create(permanents);
    Selector self;
    self.ref = Selector::Ref::Self;   // a rule of the game: no object holds it once the spell has resolved
    untilEndOfTurn(self, op, a);
    return true;
}

}   // namespace

bool playerRuleThisTurn(const QString& s, Action* a)
{
    Op op;
    op.kind = Op::Kind::PlayerRule;
    if (s == QLatin1String("damage can't be prevented this turn"))   // Flaring Pain, Skullcrack
        op.rule = RuleName::DamageCantBePrevented;
    else if (s == QLatin1String("players can't gain life this turn"))   // Skullcrack
        op.rule = RuleName::PlayersCantGainLife;
    else
        return additionalLandsThisTurn(s, a) || permanentsEnterTappedThisTurn(s, a);
    Selector self;
    self.ref = Selector::Ref::Self;   // a rule of the game: no object holds it once the spell has resolved
    untilEndOfTurn(self, op, a);
    return true;
}

}   // namespace strata::import
