#include "ScenarioChoices.h"
#include "model/Colors.h"
#include "model/EditChecks.h"
#include "model/Types.h"
#include <algorithm>

namespace strata::io {

using T = JsonValue::Type;

void readChoices(const JsonValue& owner, const QString& path, const JsonReader& reader, ScenarioReadingHooks& hooks,
    Choices* out)
{
    const JsonValue* v = owner.find("choices");
    if (!v)
        return;
    const QString p = JsonReader::child(path, "choices");
    if (!reader.expect(*v, T::Object, p))
        return;
    reader.checkKeys(*v,
        {"color", "colors", "creature_type", "land_type", "card_type", "name", "copy_of", "text_change", "x",
            "mode", "player", "objects", "paid", "times_kicked"},
        p);
    if (auto objects = reader.stringList(*v, "objects", p)) {
        out->objects = *objects;
        for (int i = 0; i < objects->size(); ++i)
            hooks.referToObject(v->find("objects")->at(i), JsonReader::item(JsonReader::child(p, "objects"), i),
                objects->at(i), false);
    }
    if (auto c = reader.string(*v, "color", p, false)) {
        out->color = colorFromName(*c);
        if (!out->color)
            reader.error(*v->find("color"), JsonReader::child(p, "color"),
                QStringLiteral("\"%1\" is not a colour: expected white, blue, black, red or green").arg(*c));
    }
    if (auto cs = reader.stringList(*v, "colors", p))
        for (int i = 0; i < cs->size(); ++i) {
            if (auto col = colorFromName(cs->at(i)))
                out->colors << *col;
            else
                reader.error(v->find("colors")->at(i), JsonReader::item(JsonReader::child(p, "colors"), i),
                    QStringLiteral("\"%1\" is not a colour").arg(cs->at(i)));
        }
    if (auto t = reader.string(*v, "creature_type", p, false)) {
        if (const auto name = EditChecks::creatureTypeNamed(*t))
            out->creatureType = *name;
        else
            reader.error(*v->find("creature_type"), JsonReader::child(p, "creature_type"),
                QStringLiteral("\"%1\" is not a creature type").arg(*t));
    }
    if (auto t = reader.string(*v, "land_type", p, false)) {
        if (const auto name = EditChecks::basicLandTypeNamed(*t))
            out->landType = *name;
        else
            reader.error(*v->find("land_type"), JsonReader::child(p, "land_type"),
                QStringLiteral("\"%1\" is not a basic land type").arg(*t));
    }
    if (auto t = reader.string(*v, "card_type", p, false)) {
        if (!cardTypeFromName(*t))
            reader.error(*v->find("card_type"), JsonReader::child(p, "card_type"),
                QStringLiteral("\"%1\" is not a card type").arg(*t));
        out->cardType = *t;
    }
    out->name = reader.string(*v, "name", p, false).value_or(QString());
    if (auto c = reader.string(*v, "copy_of", p, false)) {
        out->copyOf = *c;
        hooks.referToObject(*v->find("copy_of"), JsonReader::child(p, "copy_of"), *c, false);
    }
    if (const JsonValue* tc = v->find("text_change")) {
        const QString tp = JsonReader::child(p, "text_change");
        if (reader.expect(*tc, T::Object, tp)) {
            reader.checkKeys(*tc, {"from", "to"}, tp);
            out->textFrom = reader.string(*tc, "from", tp, true).value_or(QString());
            out->textTo = reader.string(*tc, "to", tp, true).value_or(QString());
        }
    }
    if (auto x = reader.integer(*v, "x", p, false, 0, 1000000))
        out->x = int(*x);
    if (const JsonValue* modes = v->find("mode"); modes && modes->isArray()) {   // "choose two" (700.2)
        const QString mp = JsonReader::child(p, "mode");
        QVector<int> list;
        for (int i = 0; i < modes->size(); ++i) {
            const JsonValue& m = modes->at(i);
            if (!m.isInteger() || m.toInteger() < 1 || m.toInteger() > 100)
                reader.error(m, JsonReader::item(mp, i), QStringLiteral("expected a mode number from 1 to 100"));
            else if (list.contains(int(m.toInteger())))
                reader.error(m, JsonReader::item(mp, i), QStringLiteral("mode %1 is chosen twice").arg(m.toInteger()));
            else
                list << int(m.toInteger());
        }
        if (list.size() < 2)
            reader.error(*modes, mp, QStringLiteral("a list of modes names two or more"));
        else {
            std::sort(list.begin(), list.end());   // performed in printed order whatever the listed order
            out->modes = list;
        }
    } else if (auto m = reader.integer(*v, "mode", p, false, 1, 100)) {
        out->mode = int(*m);
    }
    // Round 25: the optional costs paid as it was cast or entered (601.2b, 702.104a), and multikicker's
    // number of kicks (702.33c).
    if (auto paid = reader.stringList(*v, "paid", p)) {
        static const QStringList costs = {"prowl", "madness", "spectacle", "surge", "tribute"};
        for (int i = 0; i < paid->size(); ++i) {
            if (costs.contains(paid->at(i)))
                out->paid << paid->at(i);
            else
                reader.error(v->find("paid")->at(i), JsonReader::item(JsonReader::child(p, "paid"), i),
                    QStringLiteral("\"%1\" is not a cost: expected %2")
                        .arg(paid->at(i), costs.join(QStringLiteral(", "))));
        }
    }
    if (auto kicks = reader.integer(*v, "times_kicked", p, false, 0, 100))
        out->timesKicked = int(*kicks);
    if (auto pl = reader.string(*v, "player", p, false)) {
        out->player = *pl;
        hooks.referToPlayer(*v->find("player"), JsonReader::child(p, "player"), *pl);
    }
}

}   // namespace strata::io
