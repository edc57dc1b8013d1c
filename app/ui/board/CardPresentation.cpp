#include "CardPresentation.h"
#include "import/AppCardLibrary.h"
#include "import/ImportBadge.h"
#include "document/ScenarioDocument.h"
#include "engine/PrintedCharacteristics.h"
#include "model/ResolvableAbilities.h"
#include "models/DisplayText.h"
#include "text/RulesText.h"
#include <QSet>

namespace strata::ui {

namespace {

// What lets a printed ability be found again among the computed ones: its printed position, or for
// the mana ability of a basic land type (305.6), the land type. Granted abilities match nothing.
QString matchKey(const AbilityInstance& a)
{
    if (!a.grantedBy.isEmpty())
        return {};
    if (a.def->kind == AbilityDef::Kind::ManaIntrinsic)
        return QStringLiteral("land:%1").arg(a.def->basicLandType);
    return a.printedIndex > 0 ? QStringLiteral("printed:%1").arg(a.printedIndex) : QString();
}

// What granted an ability, as the user knows it: the card of a resolved spell, the object whose
// ability resolved, or the object whose static ability it is ("lev#1" is Levitation's first ability).
QString grantorName(const GameState& state, const QString& effectId)
{
    if (effectId.isEmpty())
        return {};
    for (const ResolvedEffect& e : state.effects)
        if (e.id == effectId) {
            if (e.card)
                return e.card->name();
            const GameObject* source = state.object(e.sourceId);
            return source && source->card ? source->card->name() : effectId;
        }
    const GameObject* o = state.object(effectId.section(QLatin1Char('#'), 0, 0));
    return o && o->card ? o->card->name() : effectId;
}

CardPresentation::AbilityLine computedLine(const AbilityInstance& a, const QString& name, bool printed)
{
    CardPresentation::AbilityLine line;
    line.text = RulesText::ability(a, name);
    line.grantedBy = a.grantedBy;
    if (!a.wordSwaps.isEmpty())
        line.origin = CardPresentation::AbilityLine::Origin::TextChanged;
    else if (!printed)
        line.origin = CardPresentation::AbilityLine::Origin::Granted;
    return line;
}

// Printed abilities first, in printed order, each either as it stands now or struck out as lost;
// then what the object gained. A copy (layer 1) or a face-down permanent replaced its whole card, so
// there the computed abilities are simply listed.
QVector<CardPresentation::AbilityLine> abilityLines(
    const Characteristics& printed, const Characteristics& computed, bool wholeCardReplaced)
{
    QVector<CardPresentation::AbilityLine> lines;
    if (wholeCardReplaced) {
        for (const AbilityInstance& a : computed.abilities)
            lines << computedLine(a, computed.name, a.grantedBy.isEmpty());
        return lines;
    }
    QSet<int> used;
    for (const AbilityInstance& p : printed.abilities) {
        const QString key = matchKey(p);
        int found = -1;
        for (int i = 0; i < computed.abilities.size() && !key.isEmpty(); ++i)
            if (!used.contains(i) && matchKey(computed.abilities[i]) == key) {
                found = i;
                break;
            }
        if (found >= 0) {
            used.insert(found);
            lines << computedLine(computed.abilities[found], computed.name, true);
        } else {
            CardPresentation::AbilityLine lost;
            lost.text = RulesText::ability(p, printed.name);
            lost.origin = CardPresentation::AbilityLine::Origin::Lost;
            lines << lost;
        }
    }
    for (int i = 0; i < computed.abilities.size(); ++i)
        if (!used.contains(i))
            lines << computedLine(computed.abilities[i], computed.name, false);
    return lines;
}

QString printedPowerToughness(const GameObject& o)
{
    const CardFace& face = printedFace(o);
    if (!face.power || !face.toughness)
        return {};
    return QStringLiteral("%1/%2").arg(face.power->text, face.toughness->text);
}

QVector<CardPresentation::Badge> badges(const GameObject& o)
{
    QVector<CardPresentation::Badge> out;
    for (const CounterStack& s : o.counters) {
        if (s.count <= 0 || s.kind == QLatin1String("loyalty"))   // loyalty shows in its own box
            continue;
        CardPresentation::Badge b;
        b.text = CardPresenter::tr("%1 ×%2", "a counter badge: kind × count").arg(s.kind).arg(s.count);
        b.toolTip
            = CardPresenter::tr("%1 counters: %2 (placed at timestamp %3)").arg(s.kind).arg(s.count).arg(s.timestamp);
        if (s.kind.startsWith(QLatin1Char('+')))
            b.kind = CardPresentation::Badge::Kind::PlusCounter;
        else if (s.kind.startsWith(QLatin1Char('-')))
            b.kind = CardPresentation::Badge::Kind::MinusCounter;
        out << b;
    }
    if (o.damage > 0) {
        CardPresentation::Badge b;
        b.kind = CardPresentation::Badge::Kind::Damage;
        b.text = CardPresenter::tr("%n damage", nullptr, o.damage);
        b.toolTip = o.deathtouchDamage
            ? CardPresenter::tr("%n damage marked this turn, from a source with deathtouch", nullptr, o.damage)
            : CardPresenter::tr("%n damage marked this turn", nullptr, o.damage);
        out << b;
    }
    return out;
}

QString loyaltyText(const std::optional<int>& loyalty)
{
    return loyalty ? QString::number(*loyalty) : QString();
}

}   // namespace

QString CardPresenter::ribbonLabel(const StateBasedAction& action)
{
    const QString& a = action.action;
    QString what;
    if (a == QLatin1String("zero_toughness"))
        what = tr("Toughness 0");
    else if (a == QLatin1String("lethal_damage"))
        what = tr("Lethal damage");
    else if (a == QLatin1String("deathtouch_damage"))
        what = tr("Deathtouch");
    else if (a == QLatin1String("zero_loyalty"))
        what = tr("No loyalty");
    else if (a == QLatin1String("legend_rule"))
        what = tr("Legend rule");
    else if (a == QLatin1String("illegal_aura"))
        what = tr("Aura falls off");
    else if (a == QLatin1String("illegal_attachment"))
        what = tr("Becomes unattached");
    else if (a == QLatin1String("counter_annihilation"))
        what = tr("Counters cancel");
    else
        what = a;
    return tr("%1 · %2", "ribbon on a card: state-based action · rule").arg(what, action.rule);
}

bool CardPresenter::leavesBattlefield(const StateBasedAction& action)
{
    static const QStringList kLeaving = {QStringLiteral("zero_toughness"), QStringLiteral("lethal_damage"),
        QStringLiteral("deathtouch_damage"), QStringLiteral("zero_loyalty"), QStringLiteral("illegal_aura")};
    return kLeaving.contains(action.action);
}

CardPresentation CardPresenter::present(const ScenarioDocument& document, int index, const Characteristics* shown)
{
    const GameState& state = document.state();
    const Resolution& res = document.resolution();
    const GameObject& o = state.objects[index];
    const Characteristics& c = shown ? *shown : res.chars[index];
    const Characteristics printed = printedCharacteristics(o);

    CardPresentation p;
    p.objectId = o.id;
    p.timestamp = o.timestamp;
    p.zone = o.zone;
    p.tapped = o.tapped;
    p.token = o.token;
    p.phasedOut = o.phasedOut;
    p.faceDown = c.faceDown;

    p.printedName = printed.name;
    p.name = c.faceDown ? tr("Face-down %1", "a face-down permanent and its power/toughness")
                              .arg(DisplayText::powerToughness(c.power, c.toughness))
                        : c.name;
    p.manaSymbols = c.manaCost.symbols();
    p.typeLine = DisplayText::typeLine(c.type);
    p.printedTypeLine = DisplayText::typeLine(printed.type);
    p.colors = c.colors;
    p.printedColors = printed.colors;
    p.isLand = c.type.has(CardType::Land);
    p.isArtifact = c.type.has(CardType::Artifact);
    p.isCreature = c.isCreature();
    p.isPlaneswalker = c.type.has(CardType::Planeswalker);

    const bool copied = c.faceDown || c.name != printed.name;
    p.abilities = abilityLines(printed, c, copied);
    if (const auto understood = AppCardLibrary::instance().understanding(printed.name))
        p.importBadge = ImportBadge::label(understood->status);
    for (CardPresentation::AbilityLine& line : p.abilities)
        line.grantedBy = grantorName(state, line.grantedBy);

    // 208.3: only creatures have power and toughness on the battlefield; elsewhere the card's do.
    const bool showsPT = o.zone != Zone::Battlefield ? (c.power || c.toughness) : c.isCreature();
    const bool printedShowsPT
        = o.zone != Zone::Battlefield ? !printedPowerToughness(o).isEmpty() : printed.isCreature();
    p.powerToughness = showsPT ? DisplayText::powerToughness(c.power, c.toughness) : QString();
    p.printedPowerToughness = printedShowsPT ? printedPowerToughness(o) : QString();
    // A star is not a number: "*/1+*" stands for whatever the characteristic-defining ability says.
    if (showsPT && printedShowsPT && printed.power == c.power && printed.toughness == c.toughness)
        p.printedPowerToughness = p.powerToughness;
    p.loyalty = loyaltyText(c.loyalty);
    p.printedLoyalty = loyaltyText(printed.loyalty);

    p.badges = badges(o);
    if (!shown)
        p.stateBasedActions = res.sba.value(index);
    for (const StateBasedAction& a : p.stateBasedActions)
        p.ribbons << CardPresentation::Ribbon{ribbonLabel(a), DisplayText::stateBasedAction(a), leavesBattlefield(a)};

    p.controllerName = DisplayText::playerName(state, c.controller);
    p.controlChanged = o.zone == Zone::Battlefield && c.controller != printed.controller;
    switch (o.zone) {
    case Zone::Hand:
        p.zoneTag = tr("In hand");
        break;
    case Zone::Library:
        p.zoneTag = tr("In the library");
        break;
    case Zone::Stack:
        p.zoneTag = tr("On the stack");
        break;
    case Zone::Command:
        p.zoneTag = tr("In the command zone");
        break;
    default:
        break;
    }
    if (!o.attachedTo.isEmpty() && !state.object(o.attachedTo))
        p.attachedToText
            = tr("Attached to %1", "an Aura attached to a player").arg(DisplayText::playerName(state, o.attachedTo));
    return p;
}

bool CardPresentation::operator==(const CardPresentation& o) const
{
    return timestamp == o.timestamp && objectId == o.objectId && badges == o.badges && sameFace(o);
}

bool CardPresentation::sameFace(const CardPresentation& o) const
{
    // A badge's tooltip says when its counters were placed, which a timestamp move renumbers.
    const auto sameBadges = [](const QVector<Badge>& a, const QVector<Badge>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
            [](const Badge& x, const Badge& y) { return x.kind == y.kind && x.text == y.text; });
    };
    const auto sameActions = [](const QVector<StateBasedAction>& a, const QVector<StateBasedAction>& b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(),
            [](const StateBasedAction& x, const StateBasedAction& y) { return x.action == y.action && x.rule == y.rule; });
    };
    return drawsLike(o) && name == o.name
        && printedName == o.printedName && typeLine == o.typeLine && printedTypeLine == o.printedTypeLine
        && printedColors == o.printedColors && isLand == o.isLand && isArtifact == o.isArtifact
        && isCreature == o.isCreature && isPlaneswalker == o.isPlaneswalker && abilities == o.abilities
        && powerToughness == o.powerToughness && printedPowerToughness == o.printedPowerToughness
        && loyalty == o.loyalty && printedLoyalty == o.printedLoyalty && sameBadges(badges, o.badges)
        && ribbons == o.ribbons && sameActions(stateBasedActions, o.stateBasedActions)
        && importBadge == o.importBadge && controllerName == o.controllerName && faceDown == o.faceDown;
}

QString CardPresentation::toolTip() const
{
    const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    const auto changed = [&](const QString& now, const QString& was) {
        if (now == was)
            return esc(now);
        return CardPresenter::tr(
            "<b>%1</b> <span style='color:#8a5a12'>(printed: %2)</span>", "tooltip: computed value and printed value")
            .arg(esc(now), esc(was.isEmpty() ? CardPresenter::tr("none") : was));
    };
    QStringList rows;
    rows << QStringLiteral("<b>%1</b>").arg(changed(name, printedName));
    if (!importBadge.isEmpty())
        rows << CardPresenter::tr("<i>Imported card: %1</i>").arg(esc(importBadge));
    rows << changed(typeLine, printedTypeLine);
    rows << CardPresenter::tr("Colors: %1")
                .arg(changed(DisplayText::colors(colors), DisplayText::colors(printedColors)));
    if (!powerToughness.isEmpty() || !printedPowerToughness.isEmpty())
        rows << CardPresenter::tr("Power/toughness: %1").arg(changed(powerToughness, printedPowerToughness));
    if (!loyalty.isEmpty())
        rows << CardPresenter::tr("Loyalty: %1").arg(changed(loyalty, printedLoyalty));
    for (const AbilityLine& line : abilities) {
        switch (line.origin) {
        case AbilityLine::Origin::Printed:
            rows << QStringLiteral("• %1").arg(esc(line.text));
            break;
        case AbilityLine::Origin::TextChanged:
            rows << CardPresenter::tr("• %1 <i>(text changed)</i>").arg(esc(line.text));
            break;
        case AbilityLine::Origin::Granted:
            rows << (line.grantedBy.isEmpty()
                    ? CardPresenter::tr("• %1 <i>(gained)</i>").arg(esc(line.text))
                    : CardPresenter::tr("• %1 <i>(from %2)</i>").arg(esc(line.text), esc(line.grantedBy)));
            break;
        case AbilityLine::Origin::Lost:
            rows << CardPresenter::tr("• <s>%1</s> <i>(lost)</i>").arg(esc(line.text));
            break;
        }
    }
    rows << CardPresenter::tr("Controller: %1").arg(esc(controllerName));
    rows << CardPresenter::tr("Timestamp %1 · id %2").arg(timestamp).arg(esc(objectId));
    for (const Badge& b : badges)
        rows << esc(b.toolTip);
    for (const Ribbon& r : ribbons)
        rows << QStringLiteral("<span style='color:%1'><b>%2</b></span>")
                    .arg(r.leavesBattlefield ? QStringLiteral("#b91c1c") : QStringLiteral("#b45309"),
                        esc(r.description));
    return QStringLiteral("<qt>%1</qt>").arg(rows.join(QStringLiteral("<br>")));
}

}   // namespace strata::ui
