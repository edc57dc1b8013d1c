#include "RulesTextWriter.h"
#include <functional>

// The targets an ability's text describes, and the noun of a target it names without describing it
// ("target" alone, from what the effect does to it).

namespace strata {
namespace rulestext {

QString Writer::inferTargetNoun(const QVector<Action>& effect) const
{
    bool landSearch = false;
    for (const Action& a : effect)
        landSearch = landSearch || a.kind == ActionKind::SearchBasicLand;
    std::function<QString(const QVector<Action>&)> scan = [&](const QVector<Action>& list) -> QString {
        for (const Action& a : list) {
            if (a.continuous) {
                const ContinuousDef& c = *a.continuous;
                bool refersToTarget = c.affects && c.affects->isRef()
                    && (c.affects->ref == Selector::Ref::Target || c.affects->ref == Selector::Ref::Targets);
                for (const Op& o : c.ops)
                    refersToTarget = refersToTarget || (o.copyOf && o.copyOf->ref == Selector::Ref::Target);
                if (!refersToTarget)
                    continue;
                for (const Op& o : c.ops) {
                    switch (o.kind) {
                    case Op::Kind::AddTypes:
                    case Op::Kind::SetTypes:
                    case Op::Kind::SetColors:
                    case Op::Kind::AddColors:
                    case Op::Kind::ChangeText:
                    case Op::Kind::ExchangeControl:
                        return QStringLiteral("permanent");
                    default:
                        break;
                    }
                }
                return QStringLiteral("creature");
            }
            // The object an action names, when it is a target: its argument ("destroy": "target"), "to", or
            // the "on" of put_counter (an exile filter is not an object the action names).
            auto isTarget = [](const std::optional<Selector>& s) {
                return s
                    && (s->ref == Selector::Ref::Target || s->ref == Selector::Ref::Target2
                        || s->ref == Selector::Ref::Targets);
            };
            const bool targetArg = (a.kind != ActionKind::ExileFromGraveyard && isTarget(a.object)) || isTarget(a.to);
            if (!targetArg)
                continue;
            if (a.kind == ActionKind::Destroy)
                return landSearch ? QStringLiteral("land") : QStringLiteral("creature");
            if (a.kind == ActionKind::Damage || a.kind == ActionKind::PutCounter)
                return QStringLiteral("creature");
            return QStringLiteral("permanent");
        }
        for (const Action& a : list)
            if (!a.nested.isEmpty())
                if (QString n = scan(a.nested); !n.isEmpty())
                    return n;
        return QString();
    };
    return scan(effect);
}

void Writer::prepareTargets(const QVector<Selector>& described, const QVector<Action>& effect)
{
    m_targets.clear();
    m_targetsMentioned = false;   // each mode names its own targets anew
    for (int i = 0; i < described.size(); ++i) {
        TargetInfo t;
        t.sel = described[i];
        t.described = true;
        t.upTo = described[i].upTo;
        m_targets << t;
    }
    if (m_targets.isEmpty()) {
        const QString noun = inferTargetNoun(effect);
        TargetInfo t;
        if (noun == QLatin1String("creature"))
            t.sel.types = quint16(CardType::Creature);
        else if (noun == QLatin1String("land"))
            t.sel.types = quint16(CardType::Land);
        m_targets << t;
    }
}

}   // namespace rulestext
}   // namespace strata
