#include "StepChanges.h"
#include "RulesText.h"
#include <QJsonArray>

namespace strata {

QString englishTypeLine(const TypeLine& type)
{
    const QString line = (type.supertypeNames() + type.cardTypeNames()).join(' ');
    if (type.allCreatureTypes)
        return line + QStringLiteral(" — every creature type");
    const QStringList subs = type.subtypeNames();
    return subs.isEmpty() ? line : line + QStringLiteral(" — ") + subs.join(' ');
}

namespace {

QString typeLine(const Characteristics& c)
{
    return englishTypeLine(c.type);
}

QString pt(const Characteristics& c)
{
    if (!c.power || !c.toughness)
        return QStringLiteral("no P/T");
    return QStringLiteral("%1/%2").arg(*c.power).arg(*c.toughness);
}

bool shows(Layer layer, Facets facet)
{
    switch (layer) {
    case Layer::L1a:
    case Layer::L1b:
        return facet & (FacetCopiable | FacetTypes | FacetColors | FacetAbilities | FacetPT);
    case Layer::L2:
        return facet & FacetControl;
    case Layer::L3:
        return facet & FacetAbilities;
    case Layer::L4:
        return facet & (FacetTypes | FacetAbilities);
    case Layer::L5:
        return facet & FacetColors;
    case Layer::L6:
        return facet & FacetAbilities;
    case Layer::L7a:
    case Layer::L7b:
    case Layer::L7c:
    case Layer::L7d:
        return facet & FacetPT;
    default:
        return false;
    }
}

}   // namespace

QStringList abilityTexts(const Characteristics& c)
{
    QStringList out;
    for (const AbilityInstance& a : c.abilities)
        out << RulesText::ability(a, c.name);
    return out;
}

ShownValues shownIn(Layer layer)
{
    ShownValues v;
    v.name = shows(layer, FacetCopiable);
    v.controller = shows(layer, FacetControl);
    v.typeLine = shows(layer, FacetTypes);
    v.colors = shows(layer, FacetColors);
    v.abilities = shows(layer, FacetAbilities);
    v.pt = shows(layer, FacetPT);
    return v;
}

QJsonObject layerValues(const Characteristics& c, Layer layer)
{
    QJsonObject o;
    if (shows(layer, FacetCopiable))
        o.insert("name", c.name);
    if (shows(layer, FacetControl))
        o.insert("controller", c.controller);
    if (shows(layer, FacetTypes))
        o.insert("type_line", typeLine(c));
    if (shows(layer, FacetColors))
        o.insert("colors", QJsonArray::fromStringList(c.colors.names()));
    if (shows(layer, FacetAbilities))
        o.insert("abilities", QJsonArray::fromStringList(abilityTexts(c)));
    if (shows(layer, FacetPT)) {
        o.insert("power", c.power ? QJsonValue(*c.power) : QJsonValue());
        o.insert("toughness", c.toughness ? QJsonValue(*c.toughness) : QJsonValue());
    }
    return o;
}

QString describeChange(const Characteristics& before, const Characteristics& after, Layer layer)
{
    QStringList parts;
    auto change = [&](const QString& what, const QString& from, const QString& to) {
        if (from != to)
            parts << (what.isEmpty() ? QString() : what + QStringLiteral(": ")) + from + QStringLiteral(" → ") + to;
    };
    if (shows(layer, FacetCopiable))
        change(QStringLiteral("name"), before.name.isEmpty() ? QStringLiteral("(none)") : before.name,
            after.name.isEmpty() ? QStringLiteral("(none)") : after.name);
    if (shows(layer, FacetControl))
        change(QStringLiteral("controller"), before.controller, after.controller);
    if (shows(layer, FacetTypes))
        change(QStringLiteral("type"), typeLine(before), typeLine(after));
    if (shows(layer, FacetColors))
        change(QStringLiteral("colours"),
            before.colors.isEmpty() ? QStringLiteral("colourless") : before.colors.names().join(", "),
            after.colors.isEmpty() ? QStringLiteral("colourless") : after.colors.names().join(", "));
    if (shows(layer, FacetAbilities)) {
        const QStringList was = abilityTexts(before), now = abilityTexts(after);
        QStringList gained, lost;
        for (const QString& t : now)
            if (!was.contains(t))
                gained << t;
        for (const QString& t : was)
            if (!now.contains(t))
                lost << t;
        const auto quoteSentences = [](QStringList texts) {
            for (QString& t : texts)
                t = RulesText::asGranted(t);
            return texts.join("; ");
        };
        if (!gained.isEmpty())
            parts << QStringLiteral("gains ") + quoteSentences(gained);
        if (!lost.isEmpty())
            parts << QStringLiteral("loses ") + quoteSentences(lost);
    }
    if (shows(layer, FacetPT))
        change(QString(), pt(before), pt(after));
    return parts.isEmpty() ? QStringLiteral("no change") : parts.join(", ");
}

}   // namespace strata
