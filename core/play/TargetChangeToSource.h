#pragma once
// Round 39: "Change a target of target spell or ability to ~." (Spellskite, 115.7b): one target of the spell or
// ability becomes `newTarget`, if `newTarget` could be that target; otherwise every target stays.

#include "PlayContext.h"
#include <QString>

namespace strata {

struct Choices;

// The spell or ability on the stack whose target a change names (115.7), with what the play log calls it, its
// source's index and the target words its targets answer; none when `itemId` is no longer on the stack.
struct RetargetedItem {
    StackItem* item = nullptr;
    QString name;
    int source = -1;
    QVector<Selector> words;
    PlayContext::Targeter by = PlayContext::Targeter::Spell;
};
std::optional<RetargetedItem> retargetedItem(PlayContext& play, const QString& itemId);

// Which target is changed: the one `chosen.objects` (or `chosen.player`) names among the item's targets, else the
// first whose target word `newTarget` could answer. A word naming several targets ("two target creatures") can't
// name `newTarget` twice (115.3); where Strata can't tell each target's word, nothing changes, and it says so.
void changeATargetTo(PlayContext& play, const QString& itemId, const QString& newTarget, const Choices& chosen);

}   // namespace strata
