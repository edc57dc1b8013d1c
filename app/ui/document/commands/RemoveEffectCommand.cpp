#include "RemoveEffectCommand.h"
#include <QSet>

namespace strata::ui {

RemoveEffectCommand::RemoveEffectCommand(ScenarioDocument* doc, const QString& effectId) : DocumentCommand(doc)
{
    const GameState& s = state();
    QSet<QString> gone{effectId};
    bool grew = true;
    while (grew) {
        grew = false;
        for (const ResolvedEffect& e : s.effects)
            if (!gone.contains(e.id) && !e.abilityFrom.isEmpty() && gone.contains(e.abilityFrom)) {
                gone.insert(e.id);
                grew = true;
            }
    }
    QString name = effectId;
    for (int i = 0; i < s.effects.size(); ++i) {
        if (!gone.contains(s.effects[i].id))
            continue;
        m_removed.append({i, s.effects[i]});
        if (s.effects[i].id == effectId && s.effects[i].card)
            name = s.effects[i].card->name();
    }
    setText(tr("Remove effect %1").arg(name));
}

void RemoveEffectCommand::redo()
{
    change([this](GameState& s) {
        for (int k = m_removed.size() - 1; k >= 0; --k)
            s.effects.removeAt(m_removed[k].first);
    });
}

void RemoveEffectCommand::undo()
{
    change([this](GameState& s) {
        for (const auto& [index, effect] : m_removed)
            s.effects.insert(index, effect);
    });
}

}   // namespace strata::ui
