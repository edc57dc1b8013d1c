#pragma once
// The values that abilities share in the JSON card format (docs/card-format.md): type, colour and
// subtype names, selectors, expressions and conditions. `ok` is cleared for what the format cannot
// hold, so the caller keeps the ability as text.
#include "model/Ability.h"
#include "model/Card.h"
#include <QJsonArray>
#include <QJsonObject>

namespace strata::import::cardjson {

QJsonArray typeNames(quint16 bits);
QJsonArray supertypeNames(quint8 bits);
QJsonArray subtypeNames(const QVector<SubtypeId>& ids);
QJsonArray colorNames(ColorSet colors);
QJsonValue selector(const Selector& s, bool* ok);
QJsonValue expr(const Expr& e, bool* ok);
// "$chosen", "$chosen_creature_type" or "$chosen_land_type": what a subtype operation's choice is.
QString chosenSubtypeName(const Op& o);
QJsonObject condition(const Condition& c, bool* ok);   // CardJsonConditions.cpp
// An activated ability's or an additional cost's parts: mana, "sacrifice", "discard", "pay_life" ….
QJsonArray costParts(const QVector<CostPart>& parts, bool* ok);   // CardJsonCosts.cpp
// A copy effect's exceptions (707.9): {"add_types": …, "add_abilities": […], "has_this_ability": true}.
QJsonObject copyExceptions(const CopyExceptions& ex, bool* ok);
// {"of": SELECTOR, "except": EXCEPT}, without "except" when there is none.
QJsonObject copyEffect(const Selector& of, const CopyExceptions& ex, bool* ok);
// A number or "x".
QJsonValue amount(const Amount& a);
// One-shot actions (CardJsonActions.cpp), a continuous effect's operations and a token's face
// (CardJson.cpp).
QJsonArray actions(const QVector<Action>& list, bool* ok);
// {"prevent_damage": …} and its keys, written into `o` (CardJsonPrevention.cpp).
void preventDamage(const Action& a, QJsonObject* o, bool* ok);
QJsonArray ops(const QVector<Op>& list, bool* ok);
QJsonObject face(const CardFace& f, bool* ok);

}   // namespace strata::import::cardjson
