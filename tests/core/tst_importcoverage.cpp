// Template families added to the importer, read from real cards' Oracle text: static abilities that
// apply "as long as" a condition holds (CR 611.3a) with what the engine then computes, shroud, and the
// sentences that are not counted as changing characteristics.
#include "engine/LayerEngine.h"
#include "ImportFixtures.h"
#include "import/CardImport.h"
#include "import/ImportedLibrary.h"
#include "io/ScenarioReader.h"
#include <QTemporaryDir>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("coverage.json"));
}

const ImportedCard* card(const QString& name)
{
    return test::findCard(fixtures(), name);
}

// The power the layers give the first object of `objects` (scenario JSON objects, all Ana's).
std::optional<int> powerOfFirst(const QByteArray& objects, Diagnostics* diags)
{
    QVector<CardPtr> cards;
    for (const ImportedCard& c : fixtures().cards)
        cards << c.card;
    CardLibrary library = CardLibrary::fromCards(cards, diags);
    library.addMissing(CardLibrary::builtin());
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "objects": [)"
        + objects + "]}";
    const auto state = ScenarioReader(library).read(json, QStringLiteral("coverage.strata.json"), diags);
    if (!state)
        return std::nullopt;
    return LayerEngine::resolve(*state).chars.value(0).power;
}

QByteArray object(const char* id, const char* card, int timestamp)
{
    return QStringLiteral(R"({"id": "%1", "card": "%2", "controller": "ana", "timestamp": %3})")
        .arg(QLatin1String(id), QLatin1String(card))
        .arg(timestamp)
        .toUtf8();
}

}   // namespace

class TestImportCoverage : public QObject {
    Q_OBJECT
private slots:
    void conditionsReadAndRoundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("ability");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("n");
        QTest::newRow("you control a blue creature") << "Gearsmith Guardian" << 0
                                                     << int(Condition::Kind::YouControlAtLeast) << 1;
        QTest::newRow("you control a red permanent") << "Cliffrunner Behemoth" << 0
                                                     << int(Condition::Kind::YouControlAtLeast) << 1;
        QTest::newRow("Metalcraft: three or more artifacts")
            << "Ardent Recruit" << 0 << int(Condition::Kind::YouControlAtLeast) << 3;
        QTest::newRow("Hellbent: no cards in hand") << "Demon's Jester" << 1 << int(Condition::Kind::HandEmpty) << 0;
        QTest::newRow("25 or more life") << "Angel of Vitality" << 2 << int(Condition::Kind::LifeAtLeast) << 25;
    }
    void conditionsReadAndRoundTrip()
    {
        QFETCH(QString, name);
        QFETCH(int, ability);
        QFETCH(int, kind);
        QFETCH(int, n);
        const ImportedCard* c = card(name);
        QVERIFY2(c, qPrintable(name));
        const AbilityReport& r = c->abilities.value(ability);
        QVERIFY2(r.status == AbilityStatus::Parsed, qPrintable(r.sentence + QStringLiteral(" / ") + r.written));
        QVERIFY(r.layerChanging);
        const AbilityDef& a = *c->card->front.abilities[ability];
        QCOMPARE(a.kind, AbilityDef::Kind::Static);
        QVERIFY(a.condition);
        QCOMPARE(int(a.condition->kind), kind);
        QCOMPARE(a.condition->n, n);
    }

    void planeswalkerTypeKeepsItsNoun()
    {
        // 205.3j: "an Angrath planeswalker" is a planeswalker of that type; the text written back keeps
        // "planeswalker" ("one or more Angrath planeswalkers"), so the round trip holds.
        const ImportedCard* c = card("Angrath's Ambusher");
        QVERIFY(c);
        QCOMPARE(c->abilities[0].status, AbilityStatus::Parsed);
        const Condition& cond = *c->card->front.abilities[0]->condition;
        QCOMPARE(cond.kind, Condition::Kind::YouControlAtLeast);
        QCOMPARE(cond.filter->types, quint16(CardType::Planeswalker));
        QCOMPARE(cond.filter->subtypes.size(), 1);
    }

    void engineAppliesTheCondition()
    {
        // CR 611.3a: the effect applies only while the condition holds (CR 613.4c, layer 7c).
        Diagnostics diags;
        const QByteArray guardian = object("guardian", "Gearsmith Guardian", 1);
        QCOMPARE(powerOfFirst(guardian, &diags), std::optional<int>(3));
        QCOMPARE(powerOfFirst(guardian + ", " + object("blue", "Merfolk of the Pearl Trident", 2), &diags),
            std::optional<int>(5));
        QVERIFY2(diags.isEmpty(), qPrintable(diags.formatted().join('\n')));
    }

    void countedBonusReadAndApplied()
    {
        // Nim Shambler: "gets +1/+0 for each artifact you control" is a count (CR 613.4c).
        const ImportedCard* c = card("Nim Shambler");
        QVERIFY(c);
        QCOMPARE(c->abilities[0].status, AbilityStatus::Parsed);
        const Op& op = c->card->front.abilities[0]->ops.value(0);
        QCOMPARE(op.kind, Op::Kind::ModifyPT);
        QCOMPARE(op.power->kind, Expr::Kind::Count);
        QCOMPARE(op.power->selector->types, quint16(CardType::Artifact));
        QCOMPARE(op.power->selector->controller, Selector::Who::You);
        QCOMPARE(op.toughness->value, 0);
        Diagnostics diags;
        const QByteArray shambler = object("shambler", "Nim Shambler", 1);
        QCOMPARE(powerOfFirst(shambler, &diags), std::optional<int>(2));
        QCOMPARE(powerOfFirst(shambler + ", " + object("a1", "Bonesplitter", 2) + ", " + object("a2", "Bonesplitter", 3),
                     &diags),
            std::optional<int>(4));
        QVERIFY2(diags.isEmpty(), qPrintable(diags.formatted().join('\n')));
        // "each Plains" is written back "the number of Plains": "Plains" is its own plural, which the
        // check now knows, so the parse is trusted.
        const ImportedCard* knight = card("Marauding Knight");
        QVERIFY(knight);
        QCOMPARE(knight->abilities[1].status, AbilityStatus::Parsed);
        QCOMPARE(knight->card->front.abilities[1]->ops.size(), 1);
        const Expr plains = *knight->card->front.abilities[1]->ops[0].power;
        QCOMPARE(plains.kind, Expr::Kind::Count);
        QCOMPARE(plains.selector->controller, Selector::Who::Opponent);
        QCOMPARE(SubtypeRegistry::instance().name(plains.selector->subtypes.value(0)), QStringLiteral("Plains"));
    }

    void shroudIsAKeywordTheEngineKnows()
    {
        // CR 702.18a: Targeting refuses a permanent with shroud. Aspect of Mongoose: "Enchanted creature
        // has shroud." (layer 6), and the card format keeps the keyword through a saved library.
        const ImportedCard* c = card("Aspect of Mongoose");
        QVERIFY(c);
        QCOMPARE(c->abilities[1].status, AbilityStatus::Parsed);
        const AbilityDef& a = *c->card->front.abilities[1];
        QCOMPARE(a.ops.size(), 1);
        QCOMPARE(a.ops[0].kind, Op::Kind::AddAbilities);
        QVERIFY(a.ops[0].abilities[0]->isKeyword(QStringLiteral("Shroud")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("library.json"));
        QString error;
        QVERIFY2(ImportedLibrary::save(path, {*c}, &error), qPrintable(error));
        Diagnostics diags;
        const ImportedLibrary loaded = ImportedLibrary::load(path, &diags);
        QVERIFY2(diags.isEmpty(), qPrintable(diags.formatted().join('\n')));
        const CardPtr back = loaded.cards().find(QStringLiteral("Aspect of Mongoose"));
        QVERIFY(back);
        QVERIFY(back->front.abilities[1]->ops[0].abilities[0]->isKeyword(QStringLiteral("Shroud")));
    }

    void playerAbilitiesAreNotCharacteristics()
    {
        // "You have hexproof." gives the player an ability: no object's characteristics change.
        const ImportedCard* c = card("Leyline of Sanctity");
        QVERIFY(c);
        for (const AbilityReport& r : c->abilities)
            QVERIFY2(!r.layerChanging, qPrintable(r.sentence));
    }
};

QTEST_GUILESS_MAIN(TestImportCoverage)
#include "tst_importcoverage.moc"
