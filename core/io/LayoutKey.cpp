#include "LayoutKey.h"
#include <QtMath>

namespace strata::io {

void readLayoutKey(const JsonValue& root, const JsonReader& reader, GameState& state)
{
    const JsonValue* layout = root.find(QStringLiteral("layout"));
    if (!layout || !reader.expect(*layout, JsonValue::Type::Object, QStringLiteral("layout")))
        return;
    for (const QString& id : layout->keys()) {
        const QString path = JsonReader::child(QStringLiteral("layout"), id);
        const JsonValue& place = *layout->find(id);
        if (!state.object(id)) {
            reader.errorAtKey(*layout, id, path, QStringLiteral("no object has the id \"%1\"").arg(id));
            continue;
        }
        if (!reader.expect(place, JsonValue::Type::Object, path))
            continue;
        reader.checkKeys(place, {QStringLiteral("x"), QStringLiteral("y")}, path);
        const auto x = reader.integer(place, QStringLiteral("x"), path, true, -kLayoutLimit, kLayoutLimit);
        const auto y = reader.integer(place, QStringLiteral("y"), path, true, -kLayoutLimit, kLayoutLimit);
        if (x && y)
            state.boardPositions.insert(id, QPointF(qreal(*x), qreal(*y)));
    }
}

void writeLayoutKey(JsonText& out, const GameState& state)
{
    bool any = false;
    // In object order, so a saved file reads in the same order as its objects.
    for (const GameObject& o : state.objects) {
        const auto at = state.boardPositions.constFind(o.id);
        if (at == state.boardPositions.cend())
            continue;
        if (!any) {
            out.key("layout");
            out.openObject(true);
            any = true;
        }
        out.key(o.id);
        out.openObject(false);
        out.field("x", qRound(at->x()));
        out.field("y", qRound(at->y()));
        out.close();
    }
    if (any)
        out.close();
}

}   // namespace strata::io
