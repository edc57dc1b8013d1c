#include "CharacteristicsModel.h"
#include "DisplayText.h"
#include "ShownValues.h"
#include "document/ScenarioDocument.h"
#include "engine/PrintedCharacteristics.h"
#include "model/ResolvableAbilities.h"
#include "text/RulesText.h"
#include "text/RulesTextCache.h"

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

QString printedPowerToughness(const CardFace* face)
{
    if (!face || !face->power || !face->toughness)
        return {};
    return QStringLiteral("%1/%2").arg(face->power->text, face->toughness->text);
}

QString computedPowerToughness(Zone zone, const Characteristics& c)
{
    // 208.3: a noncreature permanent has no power or toughness, whatever its card says.
    if (zone == Zone::Battlefield && !c.isCreature())
        return {};
    return DisplayText::powerToughness(c.power, c.toughness);
}

}   // namespace

CharacteristicsModel::CharacteristicsModel(ScenarioDocument* document, QObject* parent)
    : QAbstractTableModel(parent), m_doc(document)
{
    connect(document, &ScenarioDocument::resolved, this, &CharacteristicsModel::sync);
    m_ids = objectIds(document->state());
    m_language = RulesTextCache::languageChanges();
    for (int r = 0; r < m_ids.size(); ++r)
        m_rows << makeRow(sourceOf(r));
}

bool CharacteristicsModel::RowSource::sameAs(const RowSource& o) const
{
    return id == o.id && face == o.face && zone == o.zone && controllerName == o.controllerName
        && sameShownValues(computed, o.computed) && sameShownValues(printed, o.printed)
        && sameStateBasedActions(sba, o.sba);
}

CharacteristicsModel::RowSource CharacteristicsModel::sourceOf(int row) const
{
    const GameState& s = m_doc->state();
    const GameObject& o = s.objects[row];
    RowSource source;
    source.id = o.id;
    source.face = o.card ? &printedFace(o) : nullptr;
    source.zone = o.zone;
    source.printed = printedCharacteristics(o);
    source.computed = m_doc->resolution().chars[row];
    source.sba = m_doc->resolution().sba.value(row);
    source.controllerName = DisplayText::playerName(s, source.computed.controller);
    return source;
}

CharacteristicsModel::Row CharacteristicsModel::makeRow(RowSource source) const
{
    Row r;
    r.source = std::move(source);
    r.written = true;
    for (int c = 0; c < ColumnCount; ++c)
        r.texts[c] = text(r.source, c);
    for (int c = 0; c < ColumnCount; ++c)
        if (differs(r, c))
            r.differs |= 1u << c;
    const Characteristics& c = r.source.computed;
    QStringList lines;
    for (const AbilityInstance& a : c.abilities)
        lines << (a.grantedBy.isEmpty() ? RulesText::ability(a, c.name)
                                        : tr("%1 (from %2)", "an ability and the effect that granted it")
                                              .arg(RulesText::ability(a, c.name), a.grantedBy));
    r.abilitiesToolTip = lines.join(QLatin1Char('\n'));
    return r;
}

void CharacteristicsModel::refreshIfLanguageChanged() const
{
    if (m_language == RulesTextCache::languageChanges() || !m_doc)
        return;
    m_language = RulesTextCache::languageChanges();
    for (int r = 0; r < m_rows.size(); ++r)
        m_rows[r] = makeRow(sourceOf(r));
}

void CharacteristicsModel::sync()
{
    const QStringList ids = objectIds(m_doc->state());
    if (ids != m_ids) {
        syncRows(ids);
        return;
    }
    // Same objects: announce only the cells whose values changed, row by row, so the views
    // re-measure and repaint those alone; selections survive.
    refreshIfLanguageChanged();
    m_rowsWritten = 0;
    for (int r = 0; r < m_rows.size(); ++r) {
        RowSource source = sourceOf(r);
        if (m_rows[r].written && m_rows[r].source.sameAs(source))
            continue;
        ++m_rowsWritten;
        Row fresh = makeRow(std::move(source));
        int first = ColumnCount, last = -1;
        for (int c = 0; c < ColumnCount; ++c)
            if (fresh.texts[c] != m_rows[r].texts[c] || ((fresh.differs ^ m_rows[r].differs) >> c & 1)
                || (c == AbilitiesColumn && fresh.abilitiesToolTip != m_rows[r].abilitiesToolTip)) {
                first = std::min(first, c);
                last = c;
            }
        m_rows[r] = std::move(fresh);
        if (last >= 0)
            emit dataChanged(index(r, first), index(r, last));
    }
}

void CharacteristicsModel::syncRows(const QStringList& ids)
{
    // The common edits add or remove one object: find the block that differs between the old rows
    // and the new ones.
    int head = 0;
    while (head < ids.size() && head < m_ids.size() && ids[head] == m_ids[head])
        ++head;
    int tail = 0;
    while (tail < ids.size() - head && tail < m_ids.size() - head
        && ids[ids.size() - 1 - tail] == m_ids[m_ids.size() - 1 - tail])
        ++tail;
    const int removed = int(m_ids.size()) - head - tail;
    const int added = int(ids.size()) - head - tail;
    if (removed > 0 && added == 0) {
        beginRemoveRows({}, head, head + removed - 1);
        m_ids = ids;
        m_rows.remove(head, removed);
        endRemoveRows();
    } else if (added > 0 && removed == 0) {
        beginInsertRows({}, head, head + added - 1);
        m_ids = ids;
        for (int r = head; r < head + added; ++r)
            m_rows.insert(r, Row());
        endInsertRows();
    } else {
        beginResetModel();
        m_ids = ids;
        m_rows.fill(Row(), ids.size());
        endResetModel();
    }
    // The other rows' values may have changed too (a card added can change every other card): now
    // that the rows line up with the objects, compare them as after any edit. The new rows compare
    // as changed and are announced.
    sync();
}

int CharacteristicsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_ids.size();
}

int CharacteristicsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CharacteristicsModel::text(const RowSource& source, int column) const
{
    const Characteristics& printed = source.printed;
    const Characteristics& c = source.computed;
    switch (column) {
    case IdColumn:
        return source.id;
    case PrintedNameColumn:
        return printed.name;
    case NameColumn:
        return c.name;
    case PrintedTypesColumn:
        return DisplayText::typeLine(printed.type);
    case TypesColumn:
        return DisplayText::typeLine(c.type);
    case PrintedColorsColumn:
        return DisplayText::colors(printed.colors);
    case ColorsColumn:
        return DisplayText::colors(c.colors);
    case PrintedAbilitiesColumn:
        return abilityLines(printed);
    case AbilitiesColumn:
        return abilityLines(c);
    case PrintedPowerToughnessColumn:
        return printedPowerToughness(source.face);
    case PowerToughnessColumn:
        return computedPowerToughness(source.zone, c);
    case ControllerColumn:
        return source.controllerName;
    case StateBasedActionsColumn: {
        QStringList actions;
        for (const StateBasedAction& a : source.sba)
            actions << DisplayText::stateBasedAction(a);
        return actions.join(QLatin1Char('\n'));
    }
    }
    return {};
}

bool CharacteristicsModel::differs(const Row& row, int column) const
{
    const RowSource& source = row.source;
    const Characteristics& printed = source.printed;
    const Characteristics& c = source.computed;
    switch (column) {
    case NameColumn:
    case TypesColumn:
    case AbilitiesColumn:
        return row.texts[column] != row.texts[column - 1];
    case ColorsColumn:
        return c.colors != printed.colors;
    case PowerToughnessColumn: {
        const bool hadPT = source.zone != Zone::Battlefield || printed.isCreature();
        const bool hasPT = source.zone != Zone::Battlefield || c.isCreature();
        return hadPT != hasPT || (hasPT && (printed.power != c.power || printed.toughness != c.toughness));
    }
    case ControllerColumn:
        return c.controller != printed.controller;   // layer 2
    default:
        return false;
    }
}

QVariant CharacteristicsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_doc || index.row() >= m_rows.size())
        return {};
    refreshIfLanguageChanged();
    const Row& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return row.texts[index.column()];
    case Qt::ToolTipRole:
        return index.column() == AbilitiesColumn ? row.abilitiesToolTip : row.texts[index.column()];
    case DiffersFromPrintedRole:
        return bool(row.differs >> index.column() & 1);
    case ObjectIdRole:
        return m_ids[index.row()];
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
