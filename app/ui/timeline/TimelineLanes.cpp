#include "TimelineLanes.h"
#include "models/TraceText.h"

namespace strata::ui {

namespace {

struct LaneName {
    const char* label;
    const char* name;
};

// Short enough for a lane label projected on a wall; TraceText holds the longer descriptions.
const LaneName kLaneNames[] = {
    {"1a", QT_TRANSLATE_NOOP("TimelineLanes", "Copy")},
    {"1b", QT_TRANSLATE_NOOP("TimelineLanes", "Face-down")},
    {"2", QT_TRANSLATE_NOOP("TimelineLanes", "Control")},
    {"3", QT_TRANSLATE_NOOP("TimelineLanes", "Text")},
    {"4", QT_TRANSLATE_NOOP("TimelineLanes", "Type")},
    {"5", QT_TRANSLATE_NOOP("TimelineLanes", "Color")},
    {"6", QT_TRANSLATE_NOOP("TimelineLanes", "Abilities")},
    {"7a", QT_TRANSLATE_NOOP("TimelineLanes", "P/T from CDAs")},
    {"7b", QT_TRANSLATE_NOOP("TimelineLanes", "Set P/T")},
};
// Counters moved from their own sublayer into 7c in 2017; the switch moved from 7e to 7d.
const LaneName kCurrentSublayerLanes[] = {
    {"7c", QT_TRANSLATE_NOOP("TimelineLanes", "Modify P/T, counters")},
    {"7d", QT_TRANSLATE_NOOP("TimelineLanes", "Switch P/T")},
};
const LaneName k2016SublayerLanes[] = {
    {"7c", QT_TRANSLATE_NOOP("TimelineLanes", "Modify P/T")},
    {"7d", QT_TRANSLATE_NOOP("TimelineLanes", "Counters")},
    {"7e", QT_TRANSLATE_NOOP("TimelineLanes", "Switch P/T")},
};

template <size_t N> const char* find(const LaneName (&table)[N], const QString& label)
{
    for (const LaneName& n : table)
        if (label == QLatin1String(n.label))
            return n.name;
    return nullptr;
}

}   // namespace

QStringList TimelineLanes::labels(const Resolution& resolution)
{
    QStringList lanes = {"1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"};
    if (resolution.edition == RulesEdition::Rules2016)
        lanes << QStringLiteral("7e");
    for (const TraceStep& s : resolution.steps)
        if (!lanes.contains(s.layer) && s.layer != QLatin1String("players") && s.layer != QLatin1String("rules"))
            lanes << s.layer;
    lanes << QStringLiteral("players") << QStringLiteral("rules");
    return lanes;
}

bool TimelineLanes::isLayer(const QString& label)
{
    return !label.isEmpty() && label.front().isDigit();
}

QString TimelineLanes::shortName(const QString& label, RulesEdition edition)
{
    const char* name
        = edition == RulesEdition::Rules2016 ? find(k2016SublayerLanes, label) : find(kCurrentSublayerLanes, label);
    if (!name)
        name = find(kLaneNames, label);
    return name ? tr(name) : QString();
}

QString TimelineLanes::title(const QString& label, RulesEdition edition)
{
    if (!isLayer(label))
        return TraceText::layerTitle(label);
    const QString name = shortName(label, edition);
    if (name.isEmpty())
        return TraceText::layerTitle(label);
    return tr("Layer %1 · %2", "lane title: layer label · short name").arg(label, name);
}

}   // namespace strata::ui
