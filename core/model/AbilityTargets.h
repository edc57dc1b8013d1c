#pragma once
#include "PlayState.h"
#include "Selector.h"
#include <QString>

namespace strata {

// "target activated ability", "target triggered ability", "target spell or ability" (115.1, 113.1):
// an ability on the stack is named by its stack item's id (the `activate` event's id, a trigger's
// "<event id>.<n>"). It is not an object, so a selector with one of these words selects no object;
// "ability" alone is either kind (mana abilities never go on the stack, 605.3b).
inline bool isAbilityWord(const QString& word)
{
    return word == QLatin1String("activated_ability") || word == QLatin1String("triggered_ability")
        || word == QLatin1String("ability");
}

// Whether an ability item of this kind is one the word names.
inline bool abilityWordNames(const QString& word, StackItem::Kind kind)
{
    if (kind == StackItem::Kind::Spell)
        return false;
    if (word == QLatin1String("ability"))
        return true;
    return word == (kind == StackItem::Kind::Activated ? QLatin1String("activated_ability") : QLatin1String("triggered_ability"));
}

// "activated or triggered ability" (Stifle): the two kinds of ability on the stack, written as one noun.
inline bool isActivatedOrTriggeredAbility(const Selector& s)
{
    return s.anyOf.size() == 2 && s.anyOf[0].word == QLatin1String("activated_ability") && s.anyOf[0].anyTypes == 0
        && s.anyOf[1].word == QLatin1String("triggered_ability") && s.anyOf[1].anyTypes == 0;
}

// A target that is a spell or an ability on the stack (all of a union's parts are).
inline bool namesStackItems(const Selector& s)
{
    if (!s.anyOf.isEmpty()) {
        for (const Selector& part : s.anyOf)
            if (!namesStackItems(part))
                return false;
        return true;
    }
    return s.word == QLatin1String("spell") || isAbilityWord(s.word);
}

// The ability on the stack with this id, or null (a spell's item is named by its card, not here).
inline const StackItem* abilityOnStack(const QVector<StackItem>& stack, const QString& id)
{
    for (const StackItem& item : stack)
        if (item.id == id && item.kind != StackItem::Kind::Spell)
            return &item;
    return nullptr;
}

}   // namespace strata
