#include "CharacteristicsModel.h"
#include "DisplayText.h"
#include "document/ScenarioDocument.h"
#include "engine/PrintedCharacteristics.h"
#include "model/ResolvableAbilities.h"
#include "text/RulesText.h"

namespace strata::ui {

namespace {

QStringList objectIds(const GameState& s)
{
    QStringList ids;
    for (const GameObject& o : s.objects)
        ids << o.id;
    return ids;
}

QString abilityLines(const Characteristics& c)
{
    QStringList lines;
    for (const AbilityInstance& a : c.abilities)
        lines << RulesText::ability(a, c.name);
    return lines.join(QLatin1Char('\n'));
}

QString printedPowerToughness(const GameObject& o)
{
    const CardFace& face = printedFace(o);
    if (!face.power || !face.toughness)
        return {};
    return QStringLiteral("%1/%2").arg(face.power->text, face.toughness->text);
}

QString computedPowerToughness(const GameObject& o, const Characteristics& c)
{
    // 208.3: a noncreature permanent has no power or toughness, whatever its card says.
    if (o.zone == Zone::Battlefield && !c.isCreature())
        return {};
    return DisplayText::powerToughness(c.power, c.toughness);
}

}   // namespace

CharacteristicsModel::CharacteristicsModel(ScenarioDocument* document, QObject* parent)
    : QAbstractTableModel(parent), m_doc(document), m_ids(objectIds(document->state()))
{
    connect(document, &ScenarioDocument::resolved, this, &CharacteristicsModel::sync);
}

void CharacteristicsModel::sync()
{
    const QStringList ids = objectIds(m_doc->state());
    if (ids == m_ids) {
        // Same objects: only values changed, and selections in the views survive.
        if (!m_ids.isEmpty())
            emit dataChanged(index(0, 0), index(m_ids.size() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_ids = ids;
    endResetModel();
}

int CharacteristicsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_ids.size();
}

int CharacteristicsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CharacteristicsModel::text(int row, int column) const
{
    const GameState& s = m_doc->state();
    const GameObject& o = s.objects[row];
    const Characteristics& c = m_doc->resolution().chars[row];
    switch (column) {
    case IdColumn:
        return o.id;
    case PrintedNameColumn:
        return printedCharacteristics(o).name;
    case NameColumn:
        return c.name;
    case PrintedTypesColumn:
        return DisplayText::typeLine(printedCharacteristics(o).type);
    case TypesColumn:
        return DisplayText::typeLine(c.type);
    case PrintedColorsColumn:
        return DisplayText::colors(printedCharacteristics(o).colors);
    case ColorsColumn:
        return DisplayText::colors(c.colors);
    case PrintedAbilitiesColumn:
        return abilityLines(printedCharacteristics(o));
    case AbilitiesColumn:
        return abilityLines(c);
    case PrintedPowerToughnessColumn:
        return printedPowerToughness(o);
    case PowerToughnessColumn:
        return computedPowerToughness(o, c);
    case ControllerColumn:
        return DisplayText::playerName(s, c.controller);
    case StateBasedActionsColumn: {
        QStringList actions;
        for (const StateBasedAction& a : m_doc->resolution().sba.value(row))
            actions << DisplayText::stateBasedAction(a);
        return actions.join(QLatin1Char('\n'));
    }
    }
    return {};
}

bool CharacteristicsModel::differs(int row, int column) const
{
    const GameObject& o = m_doc->state().objects[row];
    const Characteristics& c = m_doc->resolution().chars[row];
    switch (column) {
    case NameColumn:
    case TypesColumn:
    case AbilitiesColumn:
        return text(row, column) != text(row, column - 1);
    case ColorsColumn:
        return c.colors != printedCharacteristics(o).colors;
    case PowerToughnessColumn: {
        const Characteristics printed = printedCharacteristics(o);
        const bool hadPT = o.zone != Zone::Battlefield || printed.isCreature();
        const bool hasPT = o.zone != Zone::Battlefield || c.isCreature();
        return hadPT != hasPT || (hasPT && (printed.power != c.power || printed.toughness != c.toughness));
    }
    case ControllerColumn:
        return c.controller != printedCharacteristics(o).controller;   // layer 2
    default:
        return false;
    }
}

QVariant CharacteristicsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_doc || index.row() >= m_ids.size() || index.row() >= m_doc->state().objects.size())
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return text(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == AbilitiesColumn) {
            const Characteristics& c = m_doc->resolution().chars[row];
            QStringList lines;
            for (const AbilityInstance& a : c.abilities)
                lines << (a.grantedBy.isEmpty() ? RulesText::ability(a, c.name)
                                                : tr("%1 (from %2)", "an ability and the effect that granted it")
                                                      .arg(RulesText::ability(a, c.name), a.grantedBy));
            return lines.join(QLatin1Char('\n'));
        }
        return text(row, index.column());
    case DiffersFromPrintedRole:
        return differs(row, index.column());
    case ObjectIdRole:
        return m_ids[row];
    default:
        return {};
    }
}

QVariant CharacteristicsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Id");
    case PrintedNameColumn:
        return tr("Printed name");
    case NameColumn:
        return tr("Name");
    case PrintedTypesColumn:
        return tr("Printed types");
    case TypesColumn:
        return tr("Types");
    case PrintedColorsColumn:
        return tr("Printed colors");
    case ColorsColumn:
        return tr("Colors");
    case PrintedAbilitiesColumn:
        return tr("Printed abilities");
    case AbilitiesColumn:
        return tr("Abilities");
    case PrintedPowerToughnessColumn:
        return tr("Printed P/T");
    case PowerToughnessColumn:
        return tr("P/T");
    case ControllerColumn:
        return tr("Controller");
    case StateBasedActionsColumn:
        return tr("State-based actions");
    }
    return {};
}

}   // namespace strata::ui
