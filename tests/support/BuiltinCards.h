#pragma once
// The built-in library's faces and abilities by name, for the rules-text tests.
#include "cards/CardLibrary.h"

namespace strata::test {

// The face of a built-in card (front or back) with this name, or null.
inline const CardFace* builtinFace(const QString& name)
{
    const CardPtr card = CardLibrary::builtin().find(name);
    if (!card)
        return nullptr;
    if (card->back && card->back->name.compare(name, Qt::CaseInsensitive) == 0)
        return &*card->back;
    return &card->front;
}

// 1-based ability of a built-in face, or null.
inline AbilityPtr builtinAbility(const QString& faceName, int index)
{
    const CardFace* f = builtinFace(faceName);
    if (!f || index < 1 || index > f->abilities.size())
        return {};
    return f->abilities[index - 1];
}

}   // namespace strata::test
