#include "OracleParser.h"
#include "OracleDamageSources.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// A static ability of ~ whose one op is `rule` (a rule the damage or entering code reads from ~'s
// own rules effects).
QSharedPointer<AbilityDef> ruleOfSource(RuleName rule, const Selector& affected)
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    a->affects = QSharedPointer<Selector>::create(affected);
    Op op;
    op.kind = Op::Kind::Rule;
    op.rule = rule;
    a->ops << op;
    return a;
}

Selector self()
{
    Selector s;
    s.ref = Selector::Ref::Self;
    return s;
}

// A set named only by what its objects are and who controls them ("artifacts and lands your
// opponents control"): the entering code matches it against a card that is not yet a permanent.
bool namesOnlyKinds(const Selector& s)
{
    if (!s.anyOf.isEmpty()) {
        for (const Selector& part : s.anyOf)
            if (!namesOnlyKinds(part) || part.controller != s.anyOf.first().controller)
                return false;
        return s.controller == Selector::Who::Any || s.anyOf.first().controller == Selector::Who::Any;
    }
    Selector rest = s;
    rest.types = rest.notTypes = rest.anyTypes = 0;
    rest.supertypes = rest.notSupertypes = 0;
    rest.subtypes.clear();
    rest.controller = Selector::Who::Any;
    rest.word.clear();
    return rest == Selector() && s.controller != Selector::Who::Chosen && s.controller != Selector::Who::NotYou;
}

}   // namespace

std::optional<Selector> sourcesOfKind(const QString& phrase)
{
    static const QRegularExpression kind(QStringLiteral("^([a-z]+) sources$"));
    const auto m = kind.match(phrase);
    if (!m.hasMatch())
        return std::nullopt;
    const QString word = m.captured(1);
    Selector s;
    s.where = Selector::Where::Any;
    if (const auto c = colorFromName(word))
        s.colors.add(*c);
    else if (word == QLatin1String("colorless"))   // round 30: Lithomancer's Focus (105.2c)
        s.colorless = true;
    else if (const auto t = cardTypeFromName(word.left(1).toUpper() + word.mid(1)))
        s.types = quint16(*t);
    else
        return std::nullopt;
    return s;
}

// 615.1a: "Prevent all damage that would be dealt to ~." (also "noncombat", "combat"), "… dealt to ~ by
// creatures", "… dealt by enchanted creature", "… dealt to and dealt by ~": prevention effects of a
// static ability, which the damage code applies to the damage each event deals.
AbilityPtr OracleParser::preventionRule(const QString& s) const
{
    static const QRegularExpression prevent(QStringLiteral(
        "^Prevent all (noncombat |combat )?damage that would be dealt (to and dealt by|to|by) (.+?)(?: by (.+))?\\.$"));
    if (AbilityPtr a = playerPrevention(s))
        return a;
    if (AbilityPtr a = partialPrevention(s))
        return a;
    const auto m = prevent.match(s);
    if (!m.hasMatch())
        return nullptr;
    const QString kind = m.captured(1).trimmed();
    const QString way = m.captured(2);
    RuleName rule;
    if (way == QLatin1String("to"))
        rule = kind.isEmpty() ? RuleName::PreventAllDamageTo
            : kind == QLatin1String("combat") ? RuleName::PreventCombatDamageTo
                                              : RuleName::PreventNoncombatDamageTo;
    else if (kind == QLatin1String("noncombat"))
        return nullptr;
    else if (way == QLatin1String("by"))
        rule = kind.isEmpty() ? RuleName::PreventAllDamageBy : RuleName::PreventCombatDamageBy;
    else
        rule = kind.isEmpty() ? RuleName::PreventAllDamageToAndBy : RuleName::PreventCombatDamageToAndBy;
    bool plural = false;
    const auto affected = objects(m.captured(3), &plural);
    if (!affected
        || (affected->isRef() && affected->ref != Selector::Ref::Self && affected->ref != Selector::Ref::Attached)
        || affected->where != Selector::Where::Battlefield)
        return nullptr;
    auto a = ruleOfSource(rule, *affected);
    if (m.hasCaptured(4)) {
        // "… dealt to ~ by creatures" (Champion Lancer), "… by Walls": only the damage of sources the set
        // names, each a permanent of any player's.
        if (rule != RuleName::PreventAllDamageTo && rule != RuleName::PreventCombatDamageTo)
            return nullptr;
        // Argothian Treefolk: "by artifact sources", "by red sources": any object of that card type or
        // colour, a spell as well as a permanent (a source of damage, 120.3). Round 23: "by creatures
        // blocking it" (Armored Transport, 509.1h), "by creatures it's blocking" (Wall of Vapor, 509.1):
        // the creatures in combat with ~.
        const QString by = m.captured(4);
        if (affected->ref == Selector::Ref::Self
            && (by == QLatin1String("creatures blocking it") || by == QLatin1String("creatures it's blocking"))) {
            Selector creatures;
            creatures.types = quint16(CardType::Creature);
            creatures.combatWith = by == QLatin1String("creatures blocking it") ? Selector::CombatWith::BlockingSource
                                                                                 : Selector::CombatWith::BlockedBySource;
            a->ops[0].filter = QSharedPointer<Selector>::create(creatures);
            a->finalize();
            return a;
        }
        if (const auto kind = sourcesOfKind(m.captured(4))) {
            a->ops[0].filter = QSharedPointer<Selector>::create(*kind);
            a->finalize();
            return a;
        }
        bool sourcesPlural = false;
        const auto sources = objects(m.captured(4), &sourcesPlural);
        if (!sources || !sourcesPlural || !namesOnlyKinds(*sources) || sources->controller != Selector::Who::Any
            || sources->where != Selector::Where::Battlefield)
            return nullptr;
        a->ops[0].filter = QSharedPointer<Selector>::create(*sources);
    }
    a->finalize();
    return a;
}

// 615.1a: "Prevent all damage that would be dealt to you." and "… to you by sources you don't control."
// (Energy Field): a player's prevention effect, the op's `filter` naming the sources; the damage code
// applies it to the damage dealt to the ability's controller. Round 24: "During your turn, …" (Personal
// Sanctuary) holds only while its controller is the active player (611.3a: the condition "it's your turn").
AbilityPtr OracleParser::playerPrevention(const QString& s) const
{
    static const QRegularExpression toYou(QStringLiteral(
        "^(During your turn, p|P)revent all damage that would be dealt to you( by sources you don't control)?\\.$"));
    const auto m = toYou.match(s);
    if (!m.hasMatch())
        return nullptr;
    auto a = ruleOfSource(RuleName::PlayerPreventAllDamage, self());
    a->ops[0].kind = Op::Kind::PlayerRule;
    if (m.captured(1).startsWith(QLatin1String("During"))) {
        Condition yourTurn;
        yourTurn.kind = Condition::Kind::YourTurn;
        a->condition = yourTurn;
    }
    if (m.hasCaptured(2)) {
        Selector sources;   // any object, a spell or a permanent, whose controller isn't you
        sources.where = Selector::Where::Any;
        sources.controller = Selector::Who::NotYou;
        a->ops[0].filter = QSharedPointer<Selector>::create(sources);
    }
    a->finalize();
    return a;
}

// 614.12: "Creatures your opponents control enter the battlefield tapped.", "Artifacts and lands enter
// the battlefield tapped." A replacement effect of ~'s static ability on other objects as they enter;
// the op's filter names them, its controller read from ~'s controller.
AbilityPtr OracleParser::othersEnterTapped(const QString& s) const
{
    static const QRegularExpression enter(QStringLiteral("^([A-Z][^~.]+) enter (?:the battlefield )?tapped\\.$"));
    const auto m = enter.match(s);
    if (!m.hasMatch())
        return nullptr;
    QString phrase = m.captured(1);
    phrase[0] = phrase[0].toLower();
    // Thalia, Heretic Cathar's "non-basic lands" (older spelling) are nonbasic lands (the round trip reads them so).
    phrase.replace(QStringLiteral("non-basic "), QStringLiteral("nonbasic "));
    bool plural = false;
    std::optional<Selector> entering = objects(phrase, &plural);
    if (!entering) {
        // "Artifacts, creatures, and lands your opponents control", "Artifacts and lands": a union of
        // kinds, each part with the controller said once for all.
        static const QRegularExpression list(
            QStringLiteral("^([a-z, ]+?)( you control| your opponents control)?$"));
        const auto l = list.match(phrase);
        if (!l.hasMatch())
            return nullptr;
        QString kinds = l.captured(1);
        kinds.replace(QStringLiteral(", and "), QStringLiteral(", ")).replace(QStringLiteral(" and "), QStringLiteral(", "));
        const QStringList parts = kinds.split(QStringLiteral(", "));
        if (parts.size() < 2)
            return nullptr;
        Selector either;
        for (const QString& part : parts) {
            bool partPlural = false;
            auto one = objects(part + l.captured(2), &partPlural);
            if (!one || !partPlural || one->isRef() || !one->anyOf.isEmpty())
                return nullptr;
            either.anyOf << *one;
        }
        entering = either;
        plural = true;
    }
    if (!entering || !plural || entering->isRef() || entering->where != Selector::Where::Battlefield
        || !namesOnlyKinds(*entering))
        return nullptr;
    auto a = ruleOfSource(RuleName::PermanentsEnterTapped, self());
    a->ops[0].filter = QSharedPointer<Selector>::create(*entering);
    a->finalize();
    return a;
}

// 614.1a: "If a source would deal damage to a permanent or player, it deals double that damage to that
// permanent or player instead." (Furnace of Rath), also "If a creature you control would …". Of a spell
// Oracle says it shorter, "If a red instant or sorcery spell you control would deal damage, it deals
// double that damage instead." (Fire Servant): the same replacement, the spell's damage being dealt
// to a permanent or player as it resolves.
AbilityPtr OracleParser::doubleDamage(const QString& s) const
{
    static const QRegularExpression ofSpell(
        QStringLiteral("^If an? (.+ spell you control) would deal damage, it deals double that damage instead\\.$"));
    if (const auto m = ofSpell.match(s); m.hasMatch()) {
        const auto spells = targetNoun(m.captured(1));
        if (!spells || spells->isRef() || spells->word != QLatin1String("spell") || spells->zone != Zone::Stack)
            return nullptr;
        auto a = ruleOfSource(RuleName::DealsDoubleDamage, self());
        a->ops[0].filter = QSharedPointer<Selector>::create(*spells);
        a->finalize();
        return a;
    }
    static const QRegularExpression doubled(QStringLiteral(
        "^If (a source|an? [^,]+) would deal damage to a permanent or player, it deals double that damage to that "
        "permanent or player instead\\.$"));
    const auto m = doubled.match(s);
    if (!m.hasMatch())
        return nullptr;
    auto a = ruleOfSource(RuleName::DealsDoubleDamage, self());
    if (m.captured(1) != QLatin1String("a source")) {
        bool plural = true;
        const auto sources = objects(m.captured(1).section(QLatin1Char(' '), 1), &plural);   // "a creature you control"
        if (!sources || plural || sources->isRef() || sources->where != Selector::Where::Battlefield)
            return nullptr;
        a->ops[0].filter = QSharedPointer<Selector>::create(*sources);
    }
    a->finalize();
    return a;
}

}   // namespace strata::import
