#include "OracleStatusQualifiers.h"
#include <QHash>
#include <QRegularExpression>

namespace strata::import {

namespace {

// The set the rest of the phrase names, when it is a plain set of permanents on the battlefield (not a reference,
// not a union) that does not say the same thing already.
bool plainSet(const std::optional<Selector>& s)
{
    return s && !s->isRef() && s->anyOf.isEmpty() && s->where == Selector::Where::Battlefield && !s->blocked
        && !s->nonattacking && !s->nonblocking && !s->attackingYou && !s->attachedToTypes && !s->xInManaCost;
}

}   // namespace

std::optional<std::optional<Selector>> statusQualified(const QString& phrase, bool* plural, const ReadObjects& read)
{
    // Adjectives before the noun: "blocked", "unblocked" (509.1h: an attacking creature that is, or isn't, blocked),
    // "nonattacking, nonblocking" (506.4: in combat as neither).
    static const QRegularExpression adjective(
        QStringLiteral("^((?:.* )?)(blocked|unblocked|nonattacking, nonblocking) (?!by )(\\S.*)$"));
    if (const auto m = adjective.match(phrase); m.hasMatch()) {
        bool p = false;
        std::optional<Selector> s = read(m.captured(1) + m.captured(3), &p);
        if (!plainSet(s) || !(s->types & quint16(CardType::Creature)) || s->attacking || s->blocking)
            return std::nullopt;
        const QString q = m.captured(2);
        if (q.startsWith(QLatin1String("non")))
            s->nonattacking = s->nonblocking = true;
        else
            s->blocked = q == QLatin1String("blocked");
        if (plural)
            *plural = p;
        return s;
    }
    // Qualifiers after the noun.
    static const QRegularExpression after(QStringLiteral(
        "^(.+?) (that's attacking you|attached to an? (creature|land|artifact))$"));
    const auto m = after.match(phrase);
    if (!m.hasMatch())
        return std::nullopt;
    bool p = false;
    std::optional<Selector> s = read(m.captured(1), &p);
    if (!plainSet(s) || p)
        return std::nullopt;
    const QString q = m.captured(2);
    if (q == QLatin1String("that's attacking you")) {   // 508.1b: attacking the effect's controller
        if (!(s->types & quint16(CardType::Creature)))
            return std::nullopt;
        s->attackingYou = true;
    } else if (q.startsWith(QLatin1String("attached to"))) {   // 303.4: only an Aura is attached this way
        static const QHash<QString, CardType> kinds = {
            {QStringLiteral("creature"), CardType::Creature}, {QStringLiteral("land"), CardType::Land},
            {QStringLiteral("artifact"), CardType::Artifact}};
        static const SubtypeId aura = SubtypeRegistry::instance().find(QStringLiteral("Aura")).value_or(0);
        if (s->subtypes != QVector<SubtypeId>{aura} || s->types || !aura)
            return std::nullopt;
        s->attachedToTypes = quint16(kinds.value(m.captured(3)));
    }
    if (plural)
        *plural = p;
    return s;
}

}   // namespace strata::import
