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
    static const ImportResult result = importFile(QStringLiteral(STRATA_TEST_DATA "/import/coverage.json"));
    return result;
}

const ImportedCard* card(const QString& name)
{
    return test::findCard(fixtures(), name);
}

// Gearsmith Guardian under Ana's control, with a blue creature of hers or not.
std::optional<int> guardianPower(bool withBlueCreature, Diagnostics* diags)
{
    QVector<CardPtr> cards;
    for (const ImportedCard& c : fixtures().cards)
        cards << c.card;
    CardLibrary library = CardLibrary::fromCards(cards, diags);
    library.addMissing(CardLibrary::builtin());
    QByteArray objects = R"({"id": "guardian", "card": "Gearsmith Guardian", "controller": "ana", "timestamp": 1})";
    if (withBlueCreature)
        objects += R"(, {"id": "blue", "card": "Merfolk of the Pearl Trident", "controller": "ana", "timestamp": 2})";
    const QByteArray json = R"({"format": "strata-scenario", "version": 1, "title": "t",
        "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}], "objects": [)"
        + objects + "]}";
    const auto state = ScenarioReader(library).read(json, QStringLiteral("guardian.strata.json"), diags);
    if (!state)
        return std::nullopt;
    return LayerEngine::resolve(*state).chars.value(0).power;
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

    void conditionWithALostWordIsNotTrusted()
    {
        // "an Angrath planeswalker" reads as the subtype alone; the text written back says
        // "one or more Angraths", so the parse is a mismatch and stays text only.
        const ImportedCard* c = card("Angrath's Ambusher");
        QVERIFY(c);
        QCOMPARE(c->abilities[0].status, AbilityStatus::Mismatch);
        QCOMPARE(c->card->front.abilities[0]->kind, AbilityDef::Kind::TextOnly);
    }

    void engineAppliesTheCondition()
    {
        // CR 611.3a: the effect applies only while the condition holds (CR 613.4c, layer 7c).
        Diagnostics diags;
        QCOMPARE(guardianPower(false, &diags), std::optional<int>(3));
        QCOMPARE(guardianPower(true, &diags), std::optional<int>(5));
        QVERIFY2(diags.isEmpty(), qPrintable(diags.formatted().join('\n')));
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
