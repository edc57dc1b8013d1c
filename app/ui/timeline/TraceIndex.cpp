#include "TraceIndex.h"

namespace strata::ui {

namespace {
// A pair rather than one joined text: joining them allocated a string for each step and look-up.
std::pair<QString, QString> key(const QString& layer, const QString& effect)
{
    return {layer, effect};
}
}   // namespace

TraceIndex::TraceIndex(const Resolution& resolution)
{
    for (int i = 0; i < resolution.steps.size(); ++i) {
        const TraceStep& s = resolution.steps[i];
        m_steps.insert(key(s.layer, s.effect), i);
        if (!m_first.contains(s.effect))
            m_first.insert(s.effect, i);
    }
    // Kept in record order: QMultiHash hands values back newest first, so insert them reversed.
    for (auto d = resolution.dependencies.crbegin(); d != resolution.dependencies.crend(); ++d)
        m_dependents.insert(key(d->layer, d->dependsOn), d->effect);
}

int TraceIndex::stepOf(const QString& layer, const QString& effect) const
{
    return m_steps.value(key(layer, effect), -1);
}

int TraceIndex::firstStepOf(const QString& effect) const
{
    return m_first.value(effect, -1);
}

QStringList TraceIndex::dependentsOf(const QString& layer, const QString& effect) const
{
    return m_dependents.values(key(layer, effect));
}

}   // namespace strata::ui
