#include "ShownAbilityLists.h"
#include "text/RulesText.h"

namespace strata {

void ShownAbilityLists::write(const TraceChange::KeptAbilities& kept, JsonEmitter& j)
{
    if (!kept.list || kept.count == 0) {
        j.renderedArray(nullptr, 0);
        return;
    }
    const int levels = j.elementLevels();
    if (m_bytes > kMaxBytes) {
        m_rendered.clear();
        m_bytes = 0;
    }
    // A list is identified by its storage: while the trace holds it, nobody writes it.
    Rendered& r = m_rendered[Key{kept.list->constData(), kept.name, levels}];
    const qsizetype before = r.elements.size();
    for (int i = int(r.ends.size()); i < kept.count; ++i) {
        if (i > 0)
            r.elements += ",\n";
        JsonEmitter::appendElement(r.elements, levels, text(kept.list->at(i), *kept.name));
        r.ends << r.elements.size();
    }
    m_bytes += r.elements.size() - before;
    j.renderedArray(r.elements.constData(), r.ends[kept.count - 1]);
}

const QString& ShownAbilityLists::text(const AbilityInstance& a, const QString& objectName)
{
    if (!a.wordSwaps.isEmpty()) {
        m_swapped = RulesText::ability(a, objectName);
        return m_swapped;
    }
    for (const AbilityText& t : m_texts)
        if (t.def == a.def.get() && t.objectName == objectName)
            return t.text;
    if (m_texts.size() == kTextsKept)
        m_texts.removeFirst();
    m_texts.append({a.def.get(), objectName, RulesText::ability(a, objectName)});
    return m_texts.last().text;
}

}   // namespace strata
