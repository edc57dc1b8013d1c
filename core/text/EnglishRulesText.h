#pragma once
#include <QString>

namespace strata {

struct AbilityDef;
struct CardFace;

// RulesText::ability for an ability of `face`, written in English whatever translator is installed
// (on this thread only): the importer compares it with the card's Oracle text, which is English.
QString englishAbilityText(const AbilityDef& a, const CardFace& face, const QString& objectName);

}   // namespace strata
