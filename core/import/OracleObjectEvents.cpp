#include "OracleParser.h"
#include "OracleTriggerFilters.h"
#include <QRegularExpression>

// Moved out of OracleFrames.cpp at stop 52, when it passed 600 lines: the heads that name another object's event
// by grammar (603.1).

namespace strata::import {

// The events of other objects, by grammar: SUBJECT enters / dies / attacks / blocks / deals combat damage to a
// player, and PLAYER casts SPELL. The subject becomes the ability's event filter.
bool OracleParser::triggerEvent(const QString& phrase, AbilityDef* into) const
{
    auto subjectOf = [this](QString noun, bool another) -> std::optional<Selector> {
        bool plural = true;
        auto s = triggerSubject(noun, another, [this](const QString& n, bool* p) { return objects(n, p); }, &plural);
        if (!s || plural)
            return std::nullopt;
        return s;
    };
    auto filter = [into](const Selector& s) { into->eventFilter = QSharedPointer<Selector>::create(s); };
    static const QRegularExpression enters(
        QStringLiteral("^(~ or another|another|an?) (.+?) enters( under your control| under an opponent's control)?$"));
    static const QRegularExpression dies(QStringLiteral("^(?:(another|an?) )?(.+) dies$"));
    static const QRegularExpression attacks(QStringLiteral("^(?:(another|an?) )?(.+) attacks$"));
    static const QRegularExpression blocks(QStringLiteral("^(?:(another|an?) )?(.+) blocks$"));
    static const QRegularExpression combatDamage(
        QStringLiteral("^(?:(another|an?) )?(.+) deals combat damage to a player$"));
    static const QRegularExpression casts(
        QStringLiteral("^(you cast|an opponent casts|a player casts) an? (.+) spell"
                       "(?: with (?:mana value|converted mana cost) (\\d+) or (less|greater))?$"));
    if (const auto m = enters.match(phrase); m.hasMatch()) {
        const bool selfToo = m.captured(1) == QLatin1String("~ or another");
        const bool another = m.captured(1) != QLatin1String("a") && m.captured(1) != QLatin1String("an");
        auto s = subjectOf(m.captured(2), another);
        const bool under = !m.captured(3).isEmpty();
        if (!s && !another && under)
            s = typeOrSubtypeSubject(m.captured(2), [this](const QString& n, bool* p) { return objects(n, p); });
        if (!s || s->isRef() || (under && s->controller != Selector::Who::Any))
            return false;
        // "under an opponent's control" is "an opponent controls"; round 32: each part of a union is one's own.
        const Selector::Who who = m.captured(3).contains(QLatin1String("opponent")) ? Selector::Who::Opponent : Selector::Who::You;
        if (under && !s->anyOf.isEmpty())
            for (Selector& part : s->anyOf)
                part.controller = who;
        else if (under)
            s->controller = who;
        into->event = selfToo ? TriggerEvent::SelfOrAnotherEnters : TriggerEvent::PermanentEnters;
        filter(*s);
        return true;
    }
    if (const auto m = casts.match(phrase); m.hasMatch()) {
        auto s = eitherColorSpell(m.captured(2));
        if (!s && !(s = spellFilter(m.captured(2))))
            return false;
        if (!m.captured(3).isEmpty() && !s->anyOf.isEmpty())
            return false;
        if (!m.captured(3).isEmpty())   // "with mana value 5 or greater" (202.3)
            (m.captured(4) == QLatin1String("less") ? s->manaValueAtMost : s->manaValueAtLeast) = m.captured(3).toInt();
        const QString who = m.captured(1);
        into->event = who == QLatin1String("you cast")     ? TriggerEvent::YouCastSpell
            : who == QLatin1String("an opponent casts") ? TriggerEvent::OpponentCastsSpell
                                                         : TriggerEvent::PlayerCastsSpell;
        filter(*s);
        return true;
    }
    // "~ or another Aetherborn you control dies": the event of "~ or another creature you control dies"
    // with the kind the others must be (the source itself always counts, as the words say).
    static const QRegularExpression selfOrAnotherDies(QStringLiteral("^~ or another (.+) you control dies$"));
    if (const auto m = selfOrAnotherDies.match(phrase); m.hasMatch()) {
        auto s = subjectOf(m.captured(1) + QStringLiteral(" you control"), true);
        if (!s || s->isRef() || !s->anyOf.isEmpty() || (!(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty()))
            return false;
        into->event = TriggerEvent::CreatureYouControlDies;
        filter(*s);
        return true;
    }
    const QRegularExpression* const grammar[] = {&dies, &attacks, &combatDamage, &blocks};
    const TriggerEvent kinds[] = {
        TriggerEvent::CreatureDies, TriggerEvent::Attacks, TriggerEvent::DealsCombatDamageToPlayer, TriggerEvent::Blocks};
    for (int k = 0; k < 4; ++k) {
        const auto m = grammar[k]->match(phrase);
        if (!m.hasMatch() || m.captured(2).contains(QLatin1Char('~')))
            continue;
        // An object named without an article is one the source refers to: "enchanted creature".
        auto s = subjectOf(m.captured(2), m.captured(1) == QLatin1String("another"));
        if (!s || m.captured(1).isEmpty() != s->isRef())
            return false;
        // Only a creature dies (700.4) and only creatures attack, block and deal combat damage.
        if (!s->isRef() && !(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty())
            return false;
        into->event = kinds[k];
        filter(*s);
        return true;
    }
    return false;
}

}   // namespace strata::import
