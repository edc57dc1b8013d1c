#include "OracleKeptTapped.h"
#include <QRegularExpression>

namespace strata::import {

bool keptTappedAfterTappingAll(const QString& s, AbilityDef* into)
{
    if (s != QLatin1String("those creatures don't untap during their controllers' next untap steps") || into->effect.isEmpty())
        return false;
    const Action& tap = into->effect.last();
    // A set named by its qualities alone ("all nonblue creatures"): Sleep's set of target player's creatures
    // and the targets of Sudden Storm are read elsewhere (OracleActions.cpp, OracleEffects.cpp).
    if (tap.kind != ActionKind::Tap || !tap.object || tap.object->isRef() || !tap.object->whose.isEmpty()
        || tap.object->types != quint16(CardType::Creature) || tap.optional || tap.condition)
        return false;
    Action kept;
    kept.kind = ActionKind::DontUntapNext;
    kept.object = tap.object;
    into->effect << kept;
    return true;
}

// Round 31: "Each attacking creature doesn't untap during its controller's next untap step." (Tangle), which
// the writer says in the plural (mendedSpellWording): the creatures attacking as the spell resolves, each
// kept tapped through its own controller's next untap step (502.3, 608.2h).
// Round 32: "attacking or blocking creatures" too (Spore Cloud's "each attacking creature and each blocking
// creature", mended): the creatures in combat (506.4).
bool keptTappedAttackers(const QString& s, AbilityDef* into)
{
    static const QRegularExpression inCombat(QStringLiteral(
        "^attacking( or blocking)? creatures don't untap during their controllers' next untap steps$"));
    const auto m = inCombat.match(s);
    if (!m.hasMatch())
        return false;
    Selector attackers;
    attackers.types = quint16(CardType::Creature);
    attackers.attacking = true;
    attackers.blocking = !m.captured(1).isEmpty();
    Action kept;
    kept.kind = ActionKind::DontUntapNext;
    kept.object = attackers;
    into->effect << kept;
    return true;
}

// Round 23, moved from OracleActions.cpp in round 30: "Tap target artifact. It doesn't untap during its
// controller's untap step for as long as ~ remains tapped." (Rust Tick): the tapped target keeps the rule
// while ~ stays tapped. The writer says "It …"; "That creature …" (Sand Squid), "That permanent …" (Amber
// Prison) name the same tapped target, and the round trip reads them as "It" (RoundTripWordings). Round 30:
// "… for as long as you control ~" (Tidebinder Mage) ends as another player gains control of ~ or ~ leaves
// the battlefield (611.2b, 610.3c). Round 34: "… for as long as ~ remains on the battlefield" (Somnophore), mended
// to "… until ~ leaves the battlefield" (OracleTriggerWordings.cpp), ends as ~ leaves it (611.2b).
std::optional<bool> keptTappedWhile(const QString& s, AbilityDef* into)
{
    static const QRegularExpression keepTapped(QStringLiteral(
        "^(?:it|that creature|that permanent) doesn't untap during its controller's untap step "
        "(?:for as long as (~ remains tapped|you control ~)|(until ~ leaves the battlefield))$"));
    const auto m = keepTapped.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    if (into->effect.isEmpty() || into->effect.last().kind != ActionKind::Tap || !into->effect.last().object
        || into->effect.last().object->ref != Selector::Ref::Target)
        return false;
    Action a;
    a.kind = ActionKind::Continuous;
    ContinuousDef c;
    c.affects = QSharedPointer<Selector>::create(*into->effect.last().object);
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = RuleName::DoesntUntap;
    c.ops << op;
    c.duration = !m.captured(2).isEmpty()                  ? Duration::UntilSourceLeaves
        : m.captured(1) == QLatin1String("you control ~") ? Duration::WhileYouControlSource
                                                          : Duration::WhileSourceTapped;
    a.continuous = c;
    into->effect << a;
    return true;
}

}   // namespace strata::import
