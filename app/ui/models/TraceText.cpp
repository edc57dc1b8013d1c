#include "TraceText.h"
#include <QCoreApplication>

namespace strata::ui {

namespace {

struct LayerText {
    const char* label;
    const char* text;
};

const LayerText kLayerDescriptions[] = {
    {"1a", QT_TRANSLATE_NOOP("Layer", "copy effects")},
    {"1b", QT_TRANSLATE_NOOP("Layer", "face-down")},
    {"2", QT_TRANSLATE_NOOP("Layer", "control")},
    {"3", QT_TRANSLATE_NOOP("Layer", "text")},
    {"4", QT_TRANSLATE_NOOP("Layer", "types")},
    {"5", QT_TRANSLATE_NOOP("Layer", "colors")},
    {"6", QT_TRANSLATE_NOOP("Layer", "abilities")},
    {"7a", QT_TRANSLATE_NOOP("Layer", "power/toughness from characteristic-defining abilities")},
    {"7b", QT_TRANSLATE_NOOP("Layer", "power/toughness set to values")},
    {"players", QT_TRANSLATE_NOOP("Layer", "effects on players")},
    {"rules", QT_TRANSLATE_NOOP("Layer", "effects on game rules")},
};
const LayerText kCurrentSublayers[] = {
    {"7c", QT_TRANSLATE_NOOP("Layer", "power/toughness modified, counters")},
    {"7d", QT_TRANSLATE_NOOP("Layer", "power and toughness switched")},
};
const LayerText k2016Sublayers[] = {
    {"7c", QT_TRANSLATE_NOOP("Layer", "power/toughness modified")},
    {"7d", QT_TRANSLATE_NOOP("Layer", "counters")},
    {"7e", QT_TRANSLATE_NOOP("Layer", "power and toughness switched")},
};

template <size_t N> QString find(const LayerText (&table)[N], const QString& label)
{
    for (const LayerText& t : table)
        if (label == QLatin1String(t.label))
            return QCoreApplication::translate("Layer", t.text);
    return {};
}

}   // namespace

QString TraceText::layerTitle(const QString& label)
{
    if (label == QLatin1String("players"))
        return QCoreApplication::translate("Layer", "Players");
    if (label == QLatin1String("rules"))
        return QCoreApplication::translate("Layer", "Game rules");
    return QCoreApplication::translate("Layer", "Layer %1").arg(label);
}

QString TraceText::layerDescription(const QString& label, RulesEdition edition)
{
    const QString sub
        = edition == RulesEdition::Rules2016 ? find(k2016Sublayers, label) : find(kCurrentSublayers, label);
    return sub.isEmpty() ? find(kLayerDescriptions, label) : sub;
}

QString TraceText::reason(const TraceStep& step)
{
    switch (step.order) {
    case OrderReason::Cda:
        return QCoreApplication::translate("Reason", "CDA", "characteristic-defining ability, applied first (613.3)");
    case OrderReason::Timestamp:
        if (!step.dependsOn.isEmpty())
            return QCoreApplication::translate("Reason", "timestamp, also depends on %1")
                .arg(step.dependsOn.join(QStringLiteral(", ")));
        return QCoreApplication::translate("Reason", "timestamp");
    case OrderReason::Dependency:
        return QCoreApplication::translate("Reason", "depends on %1").arg(step.dependsOn.join(QStringLiteral(", ")));
    case OrderReason::DependencyLoop:
        return QCoreApplication::translate("Reason", "loop", "part of a dependency loop, so timestamp order (613.8b)");
    }
    return {};
}

QString TraceText::note(const QString& canonicalNote)
{
    return QCoreApplication::translate("TraceNote", canonicalNote.toUtf8().constData());
}

}   // namespace strata::ui
