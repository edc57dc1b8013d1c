// Static abilities read from real cards' Oracle text (tests/data/import/impstatic40.json), round 40 of the static
// list: Nettlevine Blight's "Enchanted permanent has "At the beginning of your end step, sacrifice this permanent and
// attach Nettlevine Blight to a creature or land you control."" The quoted ability names the Aura that grants it
// (607.2), and "a creature or land you control" is no target (115.10): the ability's controller, who controls the
// enchanted permanent, chooses one as it resolves, and the Aura moves to it (701.3a) if it could enchant it (701.3b).
// The ability is read, written back, kept through the card format and played.
#include "ImportFixtures.h"
#include "model/Card.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("impstatic40.json"));
}

const QString kBlight = QStringLiteral("Nettlevine Blight");

// The attach of the Blight's granted end step trigger: the second action of the ability it grants.
const Action* grantedAttach(const AbilityDef* a)
{
    if (!a || a->kind != AbilityDef::Kind::Static || a->ops.size() != 1)
        return nullptr;
    const auto& granted = a->ops.first().abilities;
    if (granted.size() != 1 || granted.first()->effect.size() != 2)
        return nullptr;
    return &granted.first()->effect[1];
}

// Ana's Nettlevine Blight on Nico's Grizzly Bears; Nico also controls a Forest and Llanowar Elves, Ana Grizzly Bears of
// her own. On Nico's turn his end step begins and the trigger resolves with `resolve`'s further keys.
Playthrough blightAtNicosEndStep(const char* resolve)
{
    const QByteArray objects = test::objectJson("his", "Grizzly Bears", "", "nico") + ", "
        + test::objectJson("blight", "Nettlevine Blight", ", \"attached_to\": \"his\"") + ", "
        + test::objectJson("forest", "Forest", "", "nico") + ", " + test::objectJson("elves", "Llanowar Elves", "", "nico")
        + ", " + test::objectJson("hers", "Grizzly Bears");
    return test::playScenarioOnNicosTurn(fixtures(), objects,
        QByteArray("{\"id\": \"e1\", \"begin\": \"end\"}, {\"id\": \"e2\", \"resolve\": \"top\"") + resolve + "}");
}

QString attachedTo(const Playthrough& p, const char* id)
{
    const GameObject* o = p.finalState.object(QString::fromLatin1(id));
    return o ? o->attachedTo : QStringLiteral("?");
}

}   // namespace

class TestImpStatic40 : public QObject
{
    Q_OBJECT

private slots:
    // CR 607.2, 115.10, 701.3a: the granted trigger sacrifices the permanent that has it, then attaches the granter to
    // a creature or land its controller chooses, no target; written back as Oracle says it.
    void nettlevineBlightReadsTheMoveToAChosenPermanent()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kBlight, QStringLiteral("Enchanted permanent has"));
        const Action* attach = grantedAttach(a);
        QVERIFY(attach);
        QCOMPARE(attach->kind, ActionKind::Attach);
        QVERIFY(attach->object && attach->object->ref == Selector::Ref::Granter);
        QVERIFY(attach->to && !attach->to->isRef());
        QCOMPARE(attach->to->anyTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Land)));
        QCOMPARE(attach->to->controller, Selector::Who::You);
        QVERIFY(attach->who.isEmpty());
        QVERIFY(!attach->optional);
        const auto& granted = a->ops.first().abilities.first();
        QCOMPARE(granted->effect.first().kind, ActionKind::Sacrifice);
        QVERIFY(granted->targets.isEmpty());
        QCOMPARE(test::writtenText(fixtures(), kBlight, 1),
            QStringLiteral("Enchanted permanent has \"At the beginning of your end step, sacrifice this permanent and attach ~ "
                           "to a creature or land you control.\""));
        QCOMPARE(test::findCard(fixtures(), kBlight)->status, CardStatus::Understood);
    }

    // CR 607.2: the card format keeps the granter, the chosen permanent's kinds and its controller.
    void nettlevineBlightSurvivesTheCardFormat()
    {
        QString why;
        const CardPtr again = test::throughCardFormat(*test::findCard(fixtures(), kBlight)->card, &why);
        QVERIFY2(again, qPrintable(why));
        const Action* attach = grantedAttach(again->front.abilities.value(1).data());
        QVERIFY(attach);
        QVERIFY(attach->object && attach->object->ref == Selector::Ref::Granter);
        QVERIFY(attach->to && !attach->to->isRef());
        QCOMPARE(attach->to->anyTypes, quint16(quint16(CardType::Creature) | quint16(CardType::Land)));
        QCOMPARE(attach->to->controller, Selector::Who::You);
    }

    // CR 513.1, 603.3a, 701.21a, 701.3a: at the beginning of Nico's end step the trigger his enchanted Bears have is
    // his; he sacrifices them and moves Ana's Blight to his Llanowar Elves, the permanent the resolve event names. Ana still
    // controls the Blight (the Aura's controller doesn't change as it moves).
    void nettlevineBlightMovesToThePermanentChosen()
    {
        const Playthrough p = blightAtNicosEndStep(", \"choices\": {\"objects\": [\"elves\"]}");
        QVERIFY2(test::zoneOf(p, QStringLiteral("his")) == Zone::Graveyard, qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("blight")), Zone::Battlefield);
        QVERIFY2(attachedTo(p, "blight") == QLatin1String("elves"), qPrintable(test::happened(p)));
        QCOMPARE(p.finalState.object(QStringLiteral("blight"))->controller, QStringLiteral("ana"));
        QVERIFY2(test::happened(p).contains(QStringLiteral("Nico chooses")), qPrintable(test::happened(p)));
    }

    // CR 701.3a, 115.10: a choice naming a permanent Nico doesn't control (Ana's Bears) is not his to make; the first
    // creature or land he controls, his Forest, is taken instead (events.md: the first legal option).
    void nettlevineBlightStaysWithTheControllersPermanents()
    {
        const Playthrough p = blightAtNicosEndStep(", \"choices\": {\"objects\": [\"hers\"]}");
        QCOMPARE(test::zoneOf(p, QStringLiteral("his")), Zone::Graveyard);
        QVERIFY2(attachedTo(p, "blight") == QLatin1String("forest"), qPrintable(test::happened(p)));
        QCOMPARE(test::zoneOf(p, QStringLiteral("hers")), Zone::Battlefield);
    }

    // CR 513.1: "your end step" is the end step of the player who controls the ability, the enchanted permanent's
    // controller: at Ana's end step nothing triggers and Nico's Bears stay.
    void nettlevineBlightDoesNotTriggerAtTheAurasControllersEndStep()
    {
        const QByteArray objects = test::objectJson("his", "Grizzly Bears", "", "nico") + ", "
            + test::objectJson("blight", "Nettlevine Blight", ", \"attached_to\": \"his\"");
        const Playthrough p = test::playScenario(fixtures(), objects, "{\"id\": \"e1\", \"begin\": \"end\"}");
        QCOMPARE(test::eventOutcome(p, QStringLiteral("e1")), QStringList{});
        QCOMPARE(test::zoneOf(p, QStringLiteral("his")), Zone::Battlefield);
        QCOMPARE(attachedTo(p, "blight"), QStringLiteral("his"));
    }
};

QTEST_GUILESS_MAIN(TestImpStatic40)
#include "tst_impstatic40.moc"
