#include "TargetChangeToSource.h"
#include "PlayContext.h"
#include "model/Choices.h"
#include <algorithm>

namespace strata {

std::optional<RetargetedItem> retargetedItem(PlayContext& play, const QString& itemId)
{
    GameState& gs = play.table.state();
    const auto it = std::find_if(gs.stack.begin(), gs.stack.end(), [&](const StackItem& s) { return s.id == itemId; });
    if (it == gs.stack.end())
        return std::nullopt;
    const bool spell = it->kind == StackItem::Kind::Spell;
    RetargetedItem r;
    r.item = &*it;
    r.name = play.table.nameOf(spell ? it->id : it->source);
    r.source = gs.objectIndex(spell ? it->id : it->source);
    r.words = spell ? (r.source >= 0 ? spellTargets(gs.objects[r.source]) : QVector<Selector>())
        : it->ability ? it->ability->targets
                      : QVector<Selector>();
    r.by = spell ? PlayContext::Targeter::Spell : PlayContext::Targeter::Ability;
    return r;
}

void changeATargetTo(PlayContext& play, const QString& itemId, const QString& newTarget, const Choices& chosen)
{
    GameTable& table = play.table;
    const std::optional<RetargetedItem> retargeted = retargetedItem(play, itemId);
    if (!retargeted)
        return;
    StackItem* const it = retargeted->item;
    const bool spell = it->kind == StackItem::Kind::Spell;
    const QString& name = retargeted->name;
    const int source = retargeted->source;
    const QVector<Selector>& words = retargeted->words;
    if (it->targets.isEmpty()) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 has no target to change (115.7b)"), {name}));
        return;
    }
    // Each target its own word (one selector each), or one word for them all ("up to two target creatures").
    const bool ownWords = words.size() == it->targets.size();
    const bool oneWord = words.size() == 1;
    if (!ownWords && !oneWord) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                "Strata can't tell which word of %1 each target answers: its targets stay (115.7b)"),
            {name}));
        return;
    }
    const bool allAlike
        = std::all_of(words.cbegin(), words.cend(), [&](const Selector& s) { return s == words.first(); });
    const auto fits = [&](int k) {
        const Selector& word = words[ownWords ? k : 0];
        // 115.3: one word "target" names an object once; several words may each name it.
        if ((oneWord || allAlike) && it->targets.contains(newTarget))
            return false;
        return it->targets[k] != newTarget
            && play.isLegalTarget(word, newTarget, it->controller, source, retargeted->by);
    };
    int changed = -1;
    for (const QString& id : chosen.objects + QStringList{chosen.player})
        if (const int k = int(it->targets.indexOf(id)); k >= 0 && changed < 0)
            changed = k;
    if (changed >= 0 && !fits(changed))
        changed = -1;
    for (int k = 0; changed < 0 && k < it->targets.size(); ++k)
        if (fits(k))
            changed = k;
    if (changed < 0) {
        table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 can't be a target of %2: its targets stay (115.7b)"),
            {table.nameOf(newTarget), name}));
        return;
    }
    const QString before = it->targets[changed];
    it->targets[changed] = newTarget;
    it->targetIncarnations = play.incarnationsOf(it->targets);
    table.touched();
    table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "a target of %1 changes from %2 to %3 (115.7b)"),
        {name, table.nameOf(before), table.nameOf(newTarget)}));
    table.becameTargets(QStringList{newTarget}, it->controller, spell ? it->id : QString());
}

}   // namespace strata
