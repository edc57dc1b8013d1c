#include "OracleEnterOrStepHeads.h"
#include <QRegularExpression>

namespace strata::import {

bool enterOrStepHeads(const QString& word, const QString& event, const QString& effect, AbilityDef* into,
    const TriggerHeadReader& head)
{
    static const QRegularExpression namesEvent(QStringLiteral("\\b(?:it|its|that|they|them|their)\\b"));
    static const QRegularExpression enterOrStep(QStringLiteral("^(~ enters) or at (the beginning of [^,]+)$"));
    const auto m = enterOrStep.match(event);
    if (word != QLatin1String("When") || !m.hasMatch() || namesEvent.match(effect).hasMatch())
        return false;
    AbilityDef first, second;
    first.kind = second.kind = AbilityDef::Kind::Triggered;
    if (!head(word, m.captured(1), &first) || !head(QStringLiteral("At"), m.captured(2), &second))
        return false;
    if (first.event != TriggerEvent::SelfEnters || first.triggerIf || second.event == TriggerEvent::State || second.triggerIf)
        return false;
    joinOrEventHeads(first, second, into);
    return true;
}

void joinOrEventHeads(const AbilityDef& first, const AbilityDef& second, AbilityDef* into)
{
    into->event = first.event;
    into->eventFilter = first.eventFilter;
    auto orEvent = QSharedPointer<AbilityDef>::create();
    orEvent->kind = AbilityDef::Kind::Triggered;
    orEvent->event = second.event;
    orEvent->eventFilter = second.eventFilter;
    into->orEvent = orEvent;
}

QString enchantedControlWording(QString sentence)
{
    static const QRegularExpression untapThatGainsHaste(QStringLiteral(
        "\\b(gain control of enchanted (permanent|creature) until end of turn\\. )Untap that \\2\\. It gains haste until end "
        "of turn(?=\\.?$)"));
    sentence.replace(untapThatGainsHaste, QStringLiteral("\\1Untap enchanted \\2. Enchanted \\2 gains haste until end of turn"));
    return sentence;
}

}   // namespace strata::import
