#include "model/Types.h"
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace strata {

// The registry's lists come from resources/rules/types.json; reading that file is the card reader's
// job, so the model itself holds no JSON.
SubtypeRegistry& SubtypeRegistry::instance()
{
    static SubtypeRegistry registry = [] {
        SubtypeRegistry r;
        QFile file(QStringLiteral(":/strata/rules/types.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            r.m_error = QStringLiteral("cannot open the built-in list of subtypes (:/strata/rules/types.json)");
            return r;
        }
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        const struct {
            const char* key;
            SubtypeKind kind;
        } lists[] = {
            {"land", SubtypeKind::Land},
            {"creature", SubtypeKind::Creature},
            {"artifact", SubtypeKind::Artifact},
            {"enchantment", SubtypeKind::Enchantment},
            {"planeswalker", SubtypeKind::Planeswalker},
            {"spell", SubtypeKind::Spell},
            {"battle", SubtypeKind::Battle},
        };
        for (const auto& list : lists) {
            for (const QJsonValue& v : root.value(QLatin1String(list.key)).toArray()) {
                const SubtypeId id = r.add(v.toString(), list.kind);
                if (list.kind == SubtypeKind::Creature)
                    r.m_creature << id;
            }
        }
        for (const QJsonValue& v : root.value(QLatin1String("basic")).toArray())
            if (auto id = r.find(v.toString()))
                r.m_basicLand << *id;
        if (r.m_names.isEmpty())
            r.m_error = QStringLiteral("the built-in list of subtypes is empty");
        return r;
    }();
    return registry;
}

}   // namespace strata
