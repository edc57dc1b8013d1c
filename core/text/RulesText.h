#pragma once
#include "model/Ability.h"
#include "model/Characteristics.h"
#include <QPair>
#include <QString>
#include <QVector>

namespace strata {

struct CardFace;

// Writes an ability's English rules text from its structure (card files hold no rules text).
//
// Every phrase goes through Qt's translation system with the context "RulesText" (colour words use
// "Color" and card-type words "CardType"); subtypes are written as they are named in the rules.
// Nouns carry a translatable gender and adjectives and determiners agree with them in gender and
// number, so that languages such as Spanish and Italian read grammatically (see RulesText.cpp).
// References to the object itself use its name ("Wandering Fumarole becomes …"). Layer 3 text changes
// are applied to the words written: AbilityInstance::wordSwaps replaces a colour word, basic land type
// or creature type with another before the text is put together ("Islandwalk", "White creatures …").
class RulesText {
public:
    // Text of one ability as it stands on an object named `objectName`. Written once per language and
    // then kept (RulesTextCache): the views ask for the same texts on every repaint and every edit.
    static QString ability(const AbilityInstance& a, const QString& objectName);
    // Written afresh on every call.
    static QString ability(
        const AbilityDef& a, const QString& objectName, const QVector<QPair<QString, QString>>& wordSwaps = {});

    // Written afresh for an ability of `face` (a card that need not be in the built-in library, such as
    // an imported one), with the object called `objectName`.
    static QString ability(const AbilityDef& a, const CardFace& face, const QString& objectName);

    // Pieces, public so the UI can reuse them.
    // "black creatures", "other Merfolk", "nonbasic lands", "creatures you control", "enchanted creature";
    // singular (plural = false) gives the bare noun phrase used after a keyword: "creature",
    // "creature, land, or planeswalker".
    static QString selectorPhrase(const Selector& s, bool plural = true);
    // "{2}{U}{R}", "{T}, Sacrifice this permanent", "Discard a card".
    static QString cost(const QVector<CostPart>& parts);
    // "Flying", "Swampwalk", "Protection from black", "Equip {2}", "Enchant creature".
    static QString keyword(const AbilityDef& a);
    // One form of "it becomes your choice of …": "a 2/2 creature with flying" (Primal Plasma).
    static QString chosenForm(const CopyExceptions& form);
    // An ability's text as an object gains or loses it: quoted when it is a sentence, as Oracle quotes a
    // granted ability ("gains “At the beginning of your upkeep, …”"); a keyword stays bare.
    static QString asGranted(const QString& abilityText);
};

}   // namespace strata
