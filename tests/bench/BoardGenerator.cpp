#include "BoardGenerator.h"
#include "io/SafeWrite.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace strata::bench {

namespace {

class Board {
public:
    QString add(const QString& card, const QString& controller, QJsonObject extra = {})
    {
        const QString id = QStringLiteral("o%1").arg(m_objects.size());
        extra.insert("id", id);
        extra.insert("card", card);
        extra.insert("owner", controller);
        extra.insert("controller", controller);
        extra.insert("timestamp", ++m_timestamp);
        m_objects.append(extra);
        return id;
    }
    void addInGraveyard(const QString& card)
    {
        m_objects.append(QJsonObject{{"id", QStringLiteral("g%1").arg(m_objects.size())}, {"card", card},
            {"zone", "graveyard"}, {"owner", "ana"}});
    }
    void spell(const QString& card, const QString& controller, const QString& target)
    {
        m_effects.append(QJsonObject{{"id", QStringLiteral("e%1").arg(m_effects.size())}, {"card", card},
            {"controller", controller}, {"targets", QJsonArray{target}}, {"timestamp", ++m_timestamp}});
    }
    int size() const { return int(m_objects.size()); }
    QByteArray json(const QString& title) const
    {
        const QJsonArray players{
            QJsonObject{{"id", "ana"}, {"name", "Ana"}}, QJsonObject{{"id", "nico"}, {"name", "Nico"}}};
        return QJsonDocument(QJsonObject{{"format", "strata-scenario"}, {"version", 1}, {"title", title},
                                 {"players", players}, {"objects", m_objects}, {"effects", m_effects}})
            .toJson(QJsonDocument::Compact);
    }

private:
    QJsonArray m_objects, m_effects;
    int m_timestamp = 0;
};

}   // namespace

QByteArray mixBoard(int n, quint32 seed)
{
    QRandomGenerator rnd(seed);
    const auto pick = [&rnd](const QStringList& list) { return list[int(rnd.bounded(int(list.size())))]; };
    const auto chance = [&rnd](double p) { return rnd.generateDouble() < p; };
    const auto player = [&] { return chance(0.5) ? QStringLiteral("ana") : QStringLiteral("nico"); };
    const QStringList basics = {"Forest", "Island", "Swamp", "Mountain", "Plains"};
    const QStringList nonbasic = {"Mutavault", "Mishra's Factory", "Ghost Quarter", "Darksteel Citadel",
        "Inkmoth Nexus", "Blinkmoth Nexus", "Svogthos, the Restless Tomb", "Wandering Fumarole"};
    const QStringList vanilla = {"Grizzly Bears", "Serra Angel", "Llanowar Elves", "Elite Vanguard", "Craw Wurm",
        "Silvercoat Lion", "Merfolk of the Pearl Trident", "Wall of Omens", "Glory Seeker", "Gray Ogre",
        "Birds of Paradise", "Juggernaut", "Walking Corpse", "Woodland Changeling", "Runeclaw Bear", "Quirion Elves",
        "Thraben Purebloods", "Mountain Goat", "Bog Wraith", "Ornithopter", "Rusted Sentinel", "Wild Mongrel"};
    const QStringList special = {"Lord of Atlantis", "Tarmogoyf", "Archetype of Courage", "Kwende, Pride of Femeref"};
    const QStringList statics = {"Glorious Anthem", "Crusade", "Honor of the Pure", "Gaea's Anthem", "Bad Moon",
        "Levitation", "Castle", "Hivestone", "Muraganda Petroglyphs", "Glorious Anthem", "Sol Ring", "War Horn"};
    const QStringList creatureAuras
        = {"Flight", "Fear", "Lignify", "Kenrith's Transformation", "Control Magic", "Grounded"};
    const QStringList equipment = {"Bonesplitter", "Magebane Armor", "Cobbled Wings"};
    const QStringList landAuras = {"Spreading Seas", "Song of the Dryads"};
    const QStringList spells
        = {"Giant Growth", "Titanic Growth", "Sure Strike", "Twisted Image", "Humble", "Diminish", "Act of Treason"};

    Board b;
    QStringList creatures, lands;
    b.add("Humility", player());
    b.add("Opalescence", player());
    b.add("Blood Moon", player());
    b.add("Conspiracy", player(), {{"choices", QJsonObject{{"creature_type", "Elf"}}}});
    b.add("Painter's Servant", player(), {{"choices", QJsonObject{{"color", "blue"}}}});
    b.add("Life and Limb", player());
    lands << b.add("Urborg, Tomb of Yawgmoth", "ana") << b.add("Yavimaya, Cradle of Growth", "nico");
    const int remaining = std::max(0, n - b.size());
    const int landCount = remaining * 35 / 100, creatureCount = remaining * 40 / 100;
    const int staticCount = remaining * 12 / 100;
    const int attachCount = remaining - landCount - creatureCount - staticCount;
    for (int i = 0; i < landCount; ++i)
        lands << b.add(chance(0.6) ? pick(basics) : pick(nonbasic), player());
    for (int i = 0; i < creatureCount; ++i) {
        const double r = rnd.generateDouble();
        QJsonObject extra;
        QString card;
        if (r < 0.05 && !creatures.isEmpty()) {
            card = pick({"Clone", "Clone", "Quicksilver Gargantuan", "Vesuvan Doppelganger"});
            extra.insert("choices", QJsonObject{{"copy_of", pick(creatures)}});
        } else {
            card = r < 0.12 ? pick(special) : pick(vanilla);
        }
        const double c = rnd.generateDouble();
        if (c < 0.20)
            extra.insert("counters", QJsonObject{{"+1/+1", 1 + int(rnd.bounded(3))}});
        else if (c < 0.25)
            extra.insert("counters", QJsonObject{{"-1/-1", 1}});
        if (chance(0.10))
            extra.insert("damage", 1);
        creatures << b.add(card, player(), extra);
    }
    for (int i = 0; i < staticCount; ++i)
        b.add(pick(statics), player());
    for (int i = 0; i < attachCount; ++i) {
        const double r = rnd.generateDouble();
        if (r < 0.55)
            b.add(pick(creatureAuras), player(), {{"attached_to", pick(creatures)}});
        else if (r < 0.85)
            b.add(pick(equipment), player(), {{"attached_to", pick(creatures)}});
        else
            b.add(pick(landAuras), player(), {{"attached_to", pick(lands)}});
    }
    for (const char* card : {"Grizzly Bears", "Sol Ring", "Forest"})   // for Tarmogoyf to count
        b.addInGraveyard(card);
    for (int i = 0; i < std::max(1, n * 15 / 100) && !creatures.isEmpty(); ++i)
        b.spell(pick(spells), player(), pick(creatures));
    return b.json(QStringLiteral("mix board of %1 permanents").arg(n));
}

QStringList pathologicalShapes()
{
    return {"kwende", "loop", "moon"};
}

QByteArray pathologicalBoard(const QString& shape, int k)
{
    Board b;
    if (shape == QLatin1String("kwende")) {
        QStringList bears;
        for (int i = 0; i < 2 * k; ++i)
            bears << b.add("Grizzly Bears", "ana");
        for (int i = 0; i < k; ++i)
            b.add("Kwende, Pride of Femeref", "ana");
        for (int i = 0; i < k; ++i) {
            b.spell("Sure Strike", "ana", bears[i]);
            b.add("Grounded", "ana", {{"attached_to", bears[k + i]}});
        }
    } else if (shape == QLatin1String("loop")) {
        for (int i = 0; i < k; ++i) {
            b.add("Conspiracy", "ana", {{"choices", QJsonObject{{"creature_type", "Elf"}}}});
            b.add("Life and Limb", "nico");
        }
        for (int i = 0; i < k; ++i) {
            b.add("Forest", "ana");
            b.add("Saproling", "ana", {{"token", true}});
        }
    } else if (shape == QLatin1String("moon")) {
        const QStringList nonbasic = {"Mutavault", "Mishra's Factory", "Ghost Quarter", "Inkmoth Nexus"};
        QStringList lands;
        for (int i = 0; i < k; ++i) {
            b.add("Blood Moon", "nico");
            b.add("Urborg, Tomb of Yawgmoth", "ana");
            b.add("Yavimaya, Cradle of Growth", "nico");
            lands << b.add(nonbasic[i % nonbasic.size()], "ana");
        }
        for (const QString& land : std::as_const(lands))
            b.add("Spreading Seas", "ana", {{"attached_to", land}});
    } else {
        return {};
    }
    return b.json(QStringLiteral("pathological %1 %2").arg(shape).arg(k));
}

QByteArray namedBoard(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^([a-z]+)([0-9]{1,7})$"));
    const QRegularExpressionMatch m = pattern.match(name);
    if (!m.hasMatch())
        return {};
    const QString family = m.captured(1);
    const int size = m.captured(2).toInt();
    if (size < 1 || size > kMaxBoardSize)
        return {};
    if (family == QLatin1String("mix"))
        return mixBoard(size);
    return pathologicalShapes().contains(family) ? pathologicalBoard(family, size) : QByteArray();
}

bool writeNamedBoard(const QString& name, const QString& path, QString* error)
{
    const QByteArray json = namedBoard(name);
    if (json.isEmpty()) {
        *error = QStringLiteral("no board named %1 (mixN, or %2 followed by a size)")
                     .arg(name, pathologicalShapes().join(QStringLiteral(", ")));
        return false;
    }
    return SafeWrite::write(path, json, error);
}

}   // namespace strata::bench
