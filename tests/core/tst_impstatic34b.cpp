// Loyalty and activated abilities read from real cards' Oracle text (tests/data/import/impstatic34b.json), round
// 34 (second helper of the static list): an animated permanent that becomes a legendary creature. Sarkhan, the
// Dragonspeaker's "+1: Until end of turn, ~ becomes a legendary 4/4 red Dragon creature with flying, indestructible,
// and haste." (the last ability not understood on the card) and Genju of the Realm's "{2}: Enchanted land becomes a
// legendary 8/12 Spirit creature with trample until end of turn. It's still a land." (its other triggered ability
// is still not read). The supertype named is added (205.1a sets card types and subtypes, not supertypes): Sarkhan
// stops being a planeswalker, a basic land stays basic. Each is checked as read, through the card format, and as
// played.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "model/Card.h"
#include "model/Types.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic34b.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

bool hasType(const Playthrough& play, const char* id, CardType t)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    return c && c->type.has(t);
}

bool hasSupertype(const Playthrough& play, const char* id, Supertype t)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    return c && c->type.has(t);
}

}   // namespace

class TestImpStatic34b : public QObject {
    Q_OBJECT
private slots:
    void sarkhanIsUnderstood()
    {
        const ImportedCard* sarkhan = test::findCard(fixtures(), QStringLiteral("Sarkhan, the Dragonspeaker"));
        QVERIFY(sarkhan);
        QCOMPARE(sarkhan->status, CardStatus::Understood);
    }

    // Both cards are understood (Genju's return of the Aura when the land goes to a graveyard since round 35),
    // and both keep what was read through the card format.
    void cardFormatKeepsEachAbility()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 2);
        const ImportedCard* genju = test::findCard(fixtures(), QStringLiteral("Genju of the Realm"));
        QVERIFY(genju);
        QString why;
        const CardPtr back = test::throughCardFormat(*genju->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), genju->card->front.abilities.size());
        QCOMPARE(back->front.abilities.size(), 3);
    }

    // CR 205.1a, 611.2a, 613.1d: the animation sets the card types (creature) and the subtypes (Dragon), sets
    // the colour (red) and the power and toughness (4/4), adds the keywords, and adds the supertype named
    // (legendary) until end of turn.
    void sarkhanBecomesALegendaryDragon()
    {
        const AbilityDef* plus = test::parsedWith(fixtures(), QStringLiteral("Sarkhan, the Dragonspeaker"),
            QStringLiteral("becomes a legendary 4/4"));
        QVERIFY(plus && plus->effect.size() == 1 && plus->effect.first().continuous);
        const ContinuousDef& c = *plus->effect.first().continuous;
        QCOMPARE(c.duration, Duration::EndOfTurn);
        const auto legendary = std::find_if(c.ops.cbegin(), c.ops.cend(), [](const Op& o) {
            return o.kind == Op::Kind::AddSupertypes && o.supertypes == quint8(Supertype::Legendary);
        });
        QVERIFY(legendary != c.ops.cend());
        QVERIFY(std::any_of(c.ops.cbegin(), c.ops.cend(), [](const Op& o) {
            return o.kind == Op::Kind::SetTypes && o.cardTypes == quint16(CardType::Creature);
        }));
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Sarkhan, the Dragonspeaker"), 0),
            QStringLiteral("+1: Until end of turn, ~ becomes a legendary 4/4 red Dragon creature with flying, indestructible, "
                           "and haste."));
    }

    // CR 205.1a, 306.8, 120.3, 514.2: Sarkhan, animated, is a legendary 4/4 red Dragon creature and no
    // planeswalker: Nico's Lightning Bolt marks 3 damage on him and takes no loyalty (5 after the +1); after
    // cleanup he is a planeswalker again, not a creature, with his 5 loyalty and no damage.
    void sarkhanIsACreatureOnlyUntilEndOfTurn()
    {
        const QByteArray board = test::objectJson("sarkhan", "Sarkhan, the Dragonspeaker", R"(, "counters": {"loyalty": 4})")
            + "," + test::objectJson("bolt", "Lightning Bolt", R"(, "zone": "hand")", "nico");
        const QByteArray animate = R"({"id": "e1", "activate": "sarkhan", "ability": 1}, {"id": "e2", "resolve": "top"})";
        const Playthrough play
            = played(board, animate + R"(, {"id": "e3", "cast": "bolt", "targets": ["sarkhan"]}, {"id": "e4", "resolve": "top"})");
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e3")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("sarkhan")), QStringLiteral("4/4"));
        QVERIFY(hasType(play, "sarkhan", CardType::Creature));
        QVERIFY(!hasType(play, "sarkhan", CardType::Planeswalker));
        QVERIFY(hasSupertype(play, "sarkhan", Supertype::Legendary));
        const Characteristics* c = test::charsOf(play, QStringLiteral("sarkhan"));
        const auto dragon = SubtypeRegistry::instance().find(QStringLiteral("Dragon"));
        const auto sarkhanType = SubtypeRegistry::instance().find(QStringLiteral("Sarkhan"));
        QVERIFY(c && dragon && sarkhanType && c->type.hasSubtype(*dragon) && !c->type.hasSubtype(*sarkhanType));
        QVERIFY(c->colors.has(Color::Red) && c->colors.count() == 1);
        QVERIFY(test::hasKeyword(play, QStringLiteral("sarkhan"), QStringLiteral("Flying")));
        QVERIFY(test::hasKeyword(play, QStringLiteral("sarkhan"), QStringLiteral("Indestructible")));
        QVERIFY(test::hasKeyword(play, QStringLiteral("sarkhan"), QStringLiteral("Haste")));
        QCOMPARE(test::damageOn(play, QStringLiteral("sarkhan")), 3);
        QCOMPARE(test::countersOn(play, QStringLiteral("sarkhan"), QStringLiteral("loyalty")), 5);
        const Playthrough later = played(board,
            animate + R"(, {"id": "e3", "cast": "bolt", "targets": ["sarkhan"]}, {"id": "e4", "resolve": "top"}, {"id": "e5", "begin": "cleanup"})");
        QVERIFY(!hasType(later, "sarkhan", CardType::Creature));
        QVERIFY(hasType(later, "sarkhan", CardType::Planeswalker));
        QVERIFY(hasSupertype(later, "sarkhan", Supertype::Legendary));
        QCOMPARE(test::countersOn(later, QStringLiteral("sarkhan"), QStringLiteral("loyalty")), 5);
        QCOMPARE(test::damageOn(later, QStringLiteral("sarkhan")), 0);
        // Without the ability, the Bolt takes three loyalty (120.3c).
        const Playthrough unanimated
            = played(board, R"({"id": "e3", "cast": "bolt", "targets": ["sarkhan"]}, {"id": "e4", "resolve": "top"})");
        QCOMPARE(test::countersOn(unanimated, QStringLiteral("sarkhan"), QStringLiteral("loyalty")), 1);
    }

    // CR 205.1a, 205.1b, 611.2a: Genju's land becomes a legendary 8/12 Spirit creature with trample that is
    // still a land; Ana's Forest keeps its land type and stays basic (the supertype is added, not set), and is
    // a land only after cleanup.
    void genjuMakesTheEnchantedLandALegendarySpirit()
    {
        QCOMPARE(test::writtenText(fixtures(), QStringLiteral("Genju of the Realm"), 1),
            QStringLiteral("{2}: Until end of turn, enchanted land becomes a legendary 8/12 Spirit creature with trample in "
                           "addition to its other types."));
        const QByteArray board = test::objectJson("forest", "Forest") + ","
            + test::objectJson("genju", "Genju of the Realm", R"(, "attached_to": "forest")");
        const QByteArray animate = R"({"id": "e1", "activate": "genju", "ability": 2}, {"id": "e2", "resolve": "top"})";
        const Playthrough play = played(board, animate);
        QVERIFY2(test::eventOutcome(play, QStringLiteral("e1")).isEmpty(), qPrintable(test::happened(play)));
        QCOMPARE(test::ptOf(play, QStringLiteral("forest")), QStringLiteral("8/12"));
        QVERIFY(hasType(play, "forest", CardType::Creature));
        QVERIFY(hasType(play, "forest", CardType::Land));
        QVERIFY(hasSupertype(play, "forest", Supertype::Legendary));
        QVERIFY(hasSupertype(play, "forest", Supertype::Basic));
        const Characteristics* c = test::charsOf(play, QStringLiteral("forest"));
        const auto spirit = SubtypeRegistry::instance().find(QStringLiteral("Spirit"));
        const auto forestType = SubtypeRegistry::instance().find(QStringLiteral("Forest"));
        QVERIFY(c && spirit && forestType && c->type.hasSubtype(*spirit) && c->type.hasSubtype(*forestType));
        QVERIFY(test::hasKeyword(play, QStringLiteral("forest"), QStringLiteral("Trample")));
        const Playthrough later = played(board, animate + R"(, {"id": "e3", "begin": "cleanup"})");
        QVERIFY(!hasType(later, "forest", CardType::Creature));
        QVERIFY(!hasSupertype(later, "forest", Supertype::Legendary));
        QVERIFY(hasSupertype(later, "forest", Supertype::Basic));
    }
};

QTEST_MAIN(TestImpStatic34b)
#include "tst_impstatic34b.moc"
