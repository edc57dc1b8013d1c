// An instant or sorcery printed in several paragraphs (tests/data/import/spell-paragraphs.json, real
// cards): each paragraph is read as its own ability, and the spell does all of them, in order, as it
// resolves (CR 608.2c), with the targets of the paragraph that has them.
#include "ImportFixtures.h"
#include "import/OracleParser.h"
#include "model/Card.h"
#include "model/ResolvableAbilities.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("spell-paragraphs.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

int cardsInHand(const Playthrough& play, const char* player)
{
    int n = 0;
    for (const GameObject& o : play.finalState.objects)
        n += o.zone == Zone::Hand && o.owner == QLatin1String(player) ? 1 : 0;
    return n;
}

const QByteArray kLibrary = R"(, {"id": "l1", "card": "Island", "zone": "library"},
    {"id": "l2", "card": "Island", "zone": "library"})";

}   // namespace

class TestSpellParagraphs : public QObject {
    Q_OBJECT
private slots:
    void eachParagraphIsReadOnItsOwn()
    {
        QCOMPARE(fixtures().cards.size(), 3);
        for (const ImportedCard& c : fixtures().cards) {
            QVERIFY2(c.status == CardStatus::Understood, qPrintable(c.card->name()));
            int paragraphs = 0;
            for (const AbilityPtr& a : c.card->front.abilities)
                paragraphs += a->kind == AbilityDef::Kind::Spell;
            QCOMPARE(paragraphs, 2);
        }
    }

    // CR 608.2c: the spell's ability holds both paragraphs' instructions, in printed order.
    void theSpellHoldsEveryParagraph()
    {
        for (const ImportedCard& c : fixtures().cards) {
            const AbilityPtr spell = spellAbility(c.card);
            QVERIFY(spell);
            QCOMPARE(spell->effect.size(), 2);
            QCOMPARE(spell->effect.last().kind, ActionKind::Draw);
            QCOMPARE(spell->targets.size(), 1);
        }
    }

    // CR 608.2c: Annihilate destroys its target, then its controller draws.
    void annihilateDestroysThenDraws()
    {
        const Playthrough play = played(R"({"id": "ann", "card": "Annihilate", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1})"
                + kLibrary,
            R"({"id": "e1", "cast": "ann", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        const GameObject* bears = play.finalState.object(QStringLiteral("bears"));
        QVERIFY(bears);
        QCOMPARE(bears->zone, Zone::Graveyard);
        QCOMPARE(cardsInHand(play, "ana"), 1);
    }

    // CR 608.2b: a target that became illegal stops the whole spell, the draw of the second paragraph
    // included, since every target the spell has is illegal.
    void anIllegalTargetStopsEveryParagraph()
    {
        const Playthrough play = played(R"({"id": "ann", "card": "Annihilate", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 1})"
                + kLibrary,
            R"({"id": "e1", "cast": "ann", "targets": ["bears"]},
               {"id": "e2", "move": ["bears"], "to": "hand"}, {"id": "e3", "resolve": "top"})");
        QCOMPARE(cardsInHand(play, "ana"), 0);
    }

    // CR 608.2c, 613.4c: Aggressive Urge pumps its target until end of turn and draws a card.
    void aggressiveUrgePumpsAndDraws()
    {
        const Playthrough play = played(R"({"id": "urge", "card": "Aggressive Urge", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 1})"
                + kLibrary,
            R"({"id": "e1", "cast": "urge", "targets": ["bears"]}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(cardsInHand(play, "ana"), 1);
        const int bears = play.finalState.objectIndex(QStringLiteral("bears"));
        QVERIFY(bears >= 0);
        QCOMPARE(play.finalResolution.chars[bears].power.value_or(0), 3);
        QCOMPARE(play.finalResolution.chars[bears].toughness.value_or(0), 3);
    }
};

QTEST_GUILESS_MAIN(TestSpellParagraphs)
#include "tst_spellparagraphs.moc"
