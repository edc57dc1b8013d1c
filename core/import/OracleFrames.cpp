#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// The frames of abilities: what triggers a triggered ability (603.1) and what an activated ability
// costs (602.1); the effect inside each frame is read by OracleActions.cpp and the files after it.

namespace strata::import {

bool OracleParser::costParts(const QString& text, QVector<CostPart>* out, bool additional) const
{
    // Only as an additional cost so far: the event player pays an activated ability's sacrifice with ~.
    static const QRegularExpression sacrificeOne(QStringLiteral("^[Ss]acrifice an? (.+)$"));
    static const QRegularExpression mana(QStringLiteral("^(\\{[^}]+\\})+$"));
    static const QRegularExpression payLife(QStringLiteral("^Pay (\\d+) life$"));
    static const QRegularExpression discard(QStringLiteral("^Discard (a|two|three) cards?$"));
    for (const QString& piece : text.split(QStringLiteral(", "))) {
        CostPart part;
        if (mana.match(piece).hasMatch()) {
            if (piece.contains(QLatin1String("{T}")) || piece.contains(QLatin1String("{Q}"))) {
                if (piece != QLatin1String("{T}") && piece != QLatin1String("{Q}"))
                    return false;
            } else {
                ManaCost cost;
                QString err;
                if (!ManaCost::parse(piece, &cost, &err))
                    return false;
            }
            part.mana = piece;
        } else if (piece == QLatin1String("Sacrifice ~")) {
            part.kind = CostKind::Sacrifice;
            part.amount = 1;
        } else if (const auto m = sacrificeOne.match(piece); m.hasMatch() && additional) {
            bool plural = true;
            auto what = objects(m.captured(1), &plural);
            if (!what || plural || what->isRef())
                return false;
            part.kind = CostKind::Sacrifice;
            part.amount = 1;
            part.card = QSharedPointer<Selector>::create(*what);
        } else if (const auto m = payLife.match(piece); m.hasMatch()) {
            part.kind = CostKind::PayLife;
            part.amount = m.captured(1).toInt();
        } else if (const auto m = discard.match(piece); m.hasMatch()) {
            part.kind = CostKind::Discard;
            part.amount = *numberWord(m.captured(1));
        } else {
            return false;
        }
        out->append(part);
    }
    return !out->isEmpty();
}

AbilityPtr OracleParser::activated(const QString& sentence) const
{
    static const QRegularExpression costColon(QStringLiteral("^([^:\"]+): (.+)$"));
    const auto m = costColon.match(sentence);
    if (!m.hasMatch())
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    static const QRegularExpression loyalty(QStringLiteral("^([+−-]?)(\\d+|X)$"));
    if (const auto l = loyalty.match(m.captured(1)); l.hasMatch() && m_type.has(CardType::Planeswalker)) {
        a->kind = AbilityDef::Kind::Loyalty;
        a->cost = (l.captured(1) == QStringLiteral("−") ? QStringLiteral("-") : l.captured(1)) + l.captured(2);
    } else {
        a->kind = AbilityDef::Kind::Activated;
        if (!costParts(m.captured(1), &a->costParts))
            return nullptr;
    }
    QString effect = m.captured(2);
    static const QRegularExpression restriction(QStringLiteral("\\s*Activate (?:this ability )?only (as a sorcery|once each turn)\\.$"));
    if (const auto r = restriction.match(effect); r.hasMatch()) {
        if (a->kind != AbilityDef::Kind::Activated)
            return nullptr;
        a->restriction = r.captured(1) == QLatin1String("as a sorcery") ? ActivationRestriction::SorcerySpeed
                                                                        : ActivationRestriction::OnceEachTurn;
        effect = effect.left(r.capturedStart());
    }
    if (!this->effect(effect, a.data()))
        return nullptr;
    a->finalize();
    return a;
}

AbilityPtr OracleParser::triggered(const QString& sentence) const
{
    static const QRegularExpression trigger(
        QStringLiteral("^(When|Whenever|At) ([^,]+), (.+)$"), QRegularExpression::DotMatchesEverythingOption);
    QString s = sentence;
    s.replace(QStringLiteral("enters the battlefield"), QStringLiteral("enters"));
    // Older wording of "dies" (700.4).
    s.replace(QStringLiteral("~ is put into a graveyard from the battlefield"), QStringLiteral("~ dies"));
    const auto m = trigger.match(s);
    if (!m.hasMatch())
        return nullptr;
    static const QHash<QString, TriggerEvent> events = {
        {"When ~ enters", TriggerEvent::SelfEnters},
        {"Whenever another creature enters", TriggerEvent::AnotherCreatureEnters},
        {"Whenever another creature you control enters", TriggerEvent::AnotherCreatureEntersUnderYourControl},
        {"Whenever another creature enters under your control", TriggerEvent::AnotherCreatureEntersUnderYourControl},
        {"At the beginning of your upkeep", TriggerEvent::YourUpkeep},
        {"At the beginning of each upkeep", TriggerEvent::EachUpkeep},
        {"At the beginning of each end step", TriggerEvent::EndStep},
        {"At the beginning of the end step", TriggerEvent::EndStep},
        {"At the beginning of your end step", TriggerEvent::YourEndStep},
        {"Whenever you cast a creature spell", TriggerEvent::YouCastCreatureSpell},
        {"Whenever an opponent casts a creature spell", TriggerEvent::OpponentCastsCreatureSpell},
        {"When you cast this spell", TriggerEvent::YouCastThis},
        {"Whenever ~ is dealt damage", TriggerEvent::SelfDealtDamage},
        {"When ~ dies", TriggerEvent::SelfDies},
        {"Whenever ~ or another creature dies", TriggerEvent::CreatureDies},
        {"Whenever ~ or another creature you control dies", TriggerEvent::CreatureYouControlDies},
        {"When ~ leaves the battlefield", TriggerEvent::SelfLeaves},
        {"When ~ enters or leaves the battlefield", TriggerEvent::SelfEntersOrLeaves},
        {"Whenever ~ attacks", TriggerEvent::SelfAttacks},
        {"Whenever ~ enters or attacks", TriggerEvent::SelfEntersOrAttacks},
        {"Whenever you cast a spell", TriggerEvent::YouCastSpell},
        {"Whenever an opponent casts a spell", TriggerEvent::OpponentCastsSpell},
        {"Whenever ~ blocks", TriggerEvent::SelfBlocks},
        {"Whenever ~ becomes blocked", TriggerEvent::SelfBecomesBlocked},
        {"Whenever ~ blocks or becomes blocked", TriggerEvent::SelfBlocksOrBecomesBlocked},
        {"Whenever ~ deals combat damage to a player", TriggerEvent::SelfDealsCombatDamageToPlayer},
        {"Whenever a creature you control attacks alone", TriggerEvent::CreatureYouControlAttacksAlone},
    };
    const QString head = m.captured(1) + QLatin1Char(' ') + m.captured(2);
    if (!events.contains(head))
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = events.value(head);
    QString effect = m.captured(3);
    if (effect.startsWith(QLatin1String("you may "))) {
        a->optional = true;
        effect = effect.mid(8);
    }
    // "Whenever ~ attacks, it gets +1/+1 …": "it" is the object the trigger names, here ~ itself.
    static const QRegularExpression it(QStringLiteral("^it (gets|gains|deals|has) "));
    if (head.contains(QLatin1Char('~')) && it.match(effect).hasMatch())
        effect = QStringLiteral("~") + effect.mid(2);
    if (head.contains(QLatin1Char('~')) && effect.endsWith(QLatin1String(" counter on it.")))
        effect = effect.chopped(3) + QStringLiteral("~.");
    if (!this->effect(effect, a.data()))
        return nullptr;
    a->finalize();
    return a;
}

}   // namespace strata::import
