#include "OracleRadiance.h"
#include <QRegularExpression>

// Round 41 (issue 16): radiance. "Target creature and each other creature that shares a color with it" names
// the target and every other creature that has a colour in common with the target as the effect resolves
// (105.4, 608.2h): a colorless target shares none, and the others are not targeted (115.10), so only the
// target's legality decides whether the effect happens (608.2b).

namespace strata::import {

namespace {

// "target creature and each other creature that shares a color with it": one target of the noun, then the
// group of the same noun (a creature of any controller).
std::optional<Selector> targetAndSharingColor(const QString& phrase, const ObjectsOf& objects, const TargetOf& target,
    AbilityDef* into)
{
    static const QRegularExpression re(
        QStringLiteral("^target (creature|permanent) and each other (creature|permanent) that shares a color with it$"));
    const auto m = re.match(phrase);
    if (!m.hasMatch() || m.captured(1) != m.captured(2) || !into->targets.isEmpty())
        return std::nullopt;
    bool one = true;
    auto group = objects(m.captured(2), &one);
    if (!group || one || group->isRef() || group->controller != Selector::Who::Any)
        return std::nullopt;
    Selector::Ref r = Selector::Ref::None;
    if (!target(QStringLiteral("target ") + m.captured(1), into, &r) || r != Selector::Ref::Target
        || into->targets.size() != 1) {
        into->targets.clear();
        return std::nullopt;
    }
    group->sharesColorWithTarget = true;
    return group;
}

}   // namespace

bool radianceAction(const QString& s, const ObjectsOf& objects, const TargetOf& target, const PredicateOf& predicate,
    Action* out, AbilityDef* into)
{
    if (!s.contains(QLatin1String(" that shares a color with it")))
        return false;
    static const QRegularExpression damage(QStringLiteral("^~ deals (\\d+) damage to (target .+ with it)$"));
    static const QRegularExpression untap(QStringLiteral("^untap (target .+ with it)$"));
    static const QRegularExpression gets(QStringLiteral("^(target .+ with it) (get [+-]\\d+/[+-]\\d+) until end of turn$"));
    static const QRegularExpression gains(QStringLiteral("^until end of turn, (target .+ with it) (gain .+)$"));
    const int targetsBefore = into->targets.size();
    Action a;
    if (const auto m = damage.match(s); m.hasMatch()) {
        auto group = targetAndSharingColor(m.captured(2), objects, target, into);
        if (!group)
            return false;
        a.kind = ActionKind::Damage;
        a.amount = Amount::number(m.captured(1).toInt());
        a.to = *group;
    } else if (const auto m = untap.match(s); m.hasMatch()) {
        auto group = targetAndSharingColor(m.captured(1), objects, target, into);
        if (!group)
            return false;
        a.kind = ActionKind::Untap;
        a.object = *group;
    } else {
        const auto g = gets.match(s);
        const auto change = g.hasMatch() ? g : gains.match(s);
        if (!change.hasMatch())
            return false;
        // "gain flying" reads as "have flying" for the predicate, as the parser's other changes until end of turn.
        static const QRegularExpression gain(QStringLiteral("\\bgain\\b"));
        QString predicateText = change.captured(2);
        predicateText.replace(gain, QStringLiteral("have"));
        auto group = targetAndSharingColor(change.captured(1), objects, target, into);
        ContinuousDef c;
        if (!group || !predicate(predicateText, *group, true, &c.ops)) {
            into->targets.resize(targetsBefore);
            return false;
        }
        c.affects = QSharedPointer<Selector>::create(*group);
        c.duration = Duration::EndOfTurn;
        a.kind = ActionKind::Continuous;
        a.continuous = c;
    }
    *out = a;
    return true;
}

}   // namespace strata::import
