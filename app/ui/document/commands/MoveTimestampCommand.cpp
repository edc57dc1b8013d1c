#include "MoveTimestampCommand.h"

namespace strata::ui {

namespace {
QString label(const GameState& s, const TimestampKey& key)
{
    if (key.kind == TimestampKey::Kind::Effect) {
        for (const ResolvedEffect& e : s.effects)
            if (e.id == key.id && e.card)
                return e.card->name();
        return key.id;
    }
    const GameObject* o = s.object(key.id);
    const QString name = o && o->card ? o->card->name() : key.id;
    return key.kind == TimestampKey::Kind::Counters ? QStringLiteral("%1 (%2)").arg(name, key.counterKind) : name;
}
}   // namespace

MoveTimestampCommand::MoveTimestampCommand(
    ScenarioDocument* doc, const TimestampKey& moving, const TimestampKey& anchor, TimestampPlacement placement)
    : DocumentCommand(doc)
{
    m_after = timestampsAfterMove(state(), moving, anchor, placement);
    for (const TimestampEntry& e : m_after)
        m_before.append({e.key, timestampOf(state(), e.key)});
    if (moving.kind == TimestampKey::Kind::Object)
        if (const GameObject* o = state().object(moving.id)) {
            m_movedObject = o->id;
            m_group = o->enteredTogether;
        }
    setText(placement == TimestampPlacement::Before
            ? tr("Move %1 before %2").arg(label(state(), moving), label(state(), anchor))
            : tr("Move %1 after %2").arg(label(state(), moving), label(state(), anchor)));
}

void MoveTimestampCommand::assign(const QVector<TimestampEntry>& timestamps, const QString& group)
{
    change([&](GameState& s) {
        for (const TimestampEntry& e : timestamps)
            setTimestamp(s, e.key, e.timestamp);
        if (!m_movedObject.isEmpty())
            s.objects[s.objectIndex(m_movedObject)].enteredTogether = group;
    });
}

void MoveTimestampCommand::redo()
{
    assign(m_after, QString());
}

void MoveTimestampCommand::undo()
{
    assign(m_before, m_group);
}

}   // namespace strata::ui
