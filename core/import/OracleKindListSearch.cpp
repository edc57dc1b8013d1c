#include "OracleKindListSearch.h"
#include "model/Types.h"
#include <QRegularExpression>
#include <optional>

namespace strata::import {

namespace {

// "artifact, creature, enchantment, or land": any of three or more card types, listed alphabetically as Oracle and the
// writer list them (another order would not read back).
std::optional<quint16> listedTypes(const QString& list)
{
    QStringList words = list.split(QStringLiteral(", "));
    if (words.size() < 3 || !words.last().startsWith(QLatin1String("or ")))
        return std::nullopt;
    words.last().remove(0, 3);   // "or land" → "land"
    QStringList sorted = words;
    sorted.sort();
    if (sorted != words || words.removeDuplicates() > 0)
        return std::nullopt;
    quint16 any = 0;
    for (const QString& w : words) {
        const auto type = cardTypeFromName(w.left(1).toUpper() + w.mid(1));
        if (!type)
            return std::nullopt;
        any |= quint16(*type);
    }
    return any;
}

// `one`, the instruction with "an artifact card" for the list, read by `read`; then its card is of any of `any`.
bool readWithTypes(const QString& one, quint16 any, AbilityDef* into, ActionKind kind,
    const std::function<bool(const QString&, AbilityDef*)>& read)
{
    const int effectBefore = into->effect.size();
    const int targetsBefore = into->targets.size();
    const bool ok = read(one, into) && into->effect.size() == effectBefore + 1;
    Action* a = ok ? &into->effect.last() : nullptr;
    if (!a || a->kind != kind || !a->object || a->object->types != quint16(CardType::Artifact) || a->object->anyTypes
        || !a->object->anyOf.isEmpty()) {
        into->effect.resize(effectBefore);
        into->targets.resize(targetsBefore);
        return false;
    }
    a->object->types = 0;
    a->object->anyTypes = any;
    return true;
}

}   // namespace

bool kindListInstruction(
    const QString& s, AbilityDef* into, const std::function<bool(const QString&, AbilityDef*)>& libraryAction)
{
    static const QRegularExpression search(
        QStringLiteral("^(search (?:target player|target opponent)'s library for) an? ((?:[a-z]+, ){2,}or [a-z]+) (card and .+)$"));
    static const QRegularExpression fromHand(QStringLiteral(
        "^its controller may put an? ((?:[a-z]+, ){2,}or [a-z]+) card from their hand onto the battlefield$"));
    if (const auto m = search.match(s); m.hasMatch()) {
        const auto any = listedTypes(m.captured(2));
        return any && readWithTypes(m.captured(1) + QStringLiteral(" an artifact ") + m.captured(3), *any, into,
                          ActionKind::SearchLibrary, libraryAction);
    }
    const auto m = fromHand.match(s);
    const auto any = m.hasMatch() ? listedTypes(m.captured(1)) : std::nullopt;
    // "Its controller" is the controller of the one target the instruction before acted on (Metamorphose).
    const bool afterTarget = into->targets.size() == 1 && !into->effect.isEmpty() && into->effect.last().object
        && into->effect.last().object->ref == Selector::Ref::Target;
    if (!any || !afterTarget)
        return false;
    // Read as "each opponent may …" reads it (each of those players' own choice and card, 603.5, 110.2a); then
    // the player is the target's controller, as it last existed (608.2h).
    if (!readWithTypes(QStringLiteral("each opponent may put an artifact card from their hand onto the battlefield"), *any,
            into, ActionKind::ReturnToBattlefield, libraryAction))
        return false;
    into->effect.last().who = QStringLiteral("controller_of_target");
    return true;
}

}   // namespace strata::import
