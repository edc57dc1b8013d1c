// A change of control that gives a set of permanents to another player: "When Sky Swallower enters the battlefield,
// target opponent gains control of all other permanents you control." The event player fixes the set from the
// ability's controller's side as it resolves (611.2c); the layer engine then keeps that set as it is, where it used
// to select it again from the new controller's side, so nothing changed control. Sky Swallower is imported from its
// real card object; Grizzly Bears, Forest and Craw Wurm are built-in.
#include "FixtureChecks.h"
#include "ImportFixtures.h"
#include "SyntheticCards.h"
#include "cards/CardLibrary.h"
#include "cards/CardParser.h"
#include "io/JsonParser.h"
#include "model/Card.h"
#include "play/EventPlayer.h"
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const QString kSwallower = QStringLiteral("Sky Swallower");

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("fixedcontrol.json"));
}

QString controllerOf(const Playthrough& p, const char* id)
{
    const Characteristics* c = test::charsOf(p, QString::fromLatin1(id));
    return c ? c->controller : QString();
}

// Ana's Sky Swallower enters from her hand beside her Bears and Forest and Nico's Bears; its trigger targets Nico.
// `after` adds events once it has resolved.
Playthrough swallowerPlayed(const QByteArray& after = QByteArray())
{
    const QByteArray objects = test::objectJson("sky", "Sky Swallower", ", \"zone\": \"hand\"") + ","
        + test::objectJson("ab", "Grizzly Bears") + "," + test::objectJson("af", "Forest") + ","
        + test::objectJson("nb", "Grizzly Bears", "", "nico") + ","
        + test::objectJson("wurm", "Craw Wurm", ", \"zone\": \"hand\"");
    const QByteArray events = QByteArray(R"({"id": "e1", "move": "sky", "to": "battlefield", "triggers": {"e1.1": {"targets": ["nico"]}}}, )")
        + R"({"id": "e2", "resolve": "top"})" + after;
    return test::playScenario(fixtures(), objects, events);
}

// A made-up instant in the card format (no card of the card file is read with both parts yet; Flaying Tendrils, "All
// creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead.", needs a reader): a
// change of P/T and a rule, each naming all creatures.
const char* const kShaking = "{\"name\": \"Test Shaking\", \"mana_cost\": \"{1}{R}\", \"types\": [\"Instant\"], "
    "\"abilities\": [{\"spell\": {\"effect\": ["
    "{\"continuous\": {\"affects\": {\"types\": [\"Creature\"]}, \"effects\": [{\"modify_pt\": {\"power\": -1, \"toughness\": -1}}], "
    "\"duration\": \"end_of_turn\"}}, "
    "{\"continuous\": {\"affects\": {\"types\": [\"Creature\"]}, \"effects\": [{\"rule\": {\"name\": \"cant_block\"}}], "
    "\"duration\": \"end_of_turn\"}}]}}]}";

const CardLibrary& shakingLibrary()
{
    static const CardLibrary lib = synthetic::cardLibrary(kShaking);
    return lib;
}

// Ana casts Test Shaking beside her Grizzly Bears and Nico's Craw Wurm; then Nico's Serra Angel enters from his hand,
// Ana's Bears attack him and he blocks with the Angel.
Playthrough shakingPlayed()
{
    const QByteArray objects = test::objectJson("shaking", "Test Shaking", ", \"zone\": \"hand\"") + ","
        + test::objectJson("ab", "Grizzly Bears") + "," + test::objectJson("wurm", "Craw Wurm", "", "nico") + ","
        + test::objectJson("angel", "Serra Angel", ", \"zone\": \"hand\"", "nico");
    const QByteArray events = "{\"id\": \"e1\", \"cast\": \"shaking\"}, {\"id\": \"e2\", \"resolve\": \"top\"}, "
                              "{\"id\": \"e3\", \"move\": \"angel\", \"to\": \"battlefield\"}, "
                              "{\"id\": \"e4\", \"attack\": {\"ab\": \"nico\"}}, "
                              "{\"id\": \"e5\", \"block\": {\"angel\": [\"ab\"]}}";
    const std::optional<GameState> state = test::readScenario(shakingLibrary(), test::scenarioJson(objects, events));
    return state ? EventPlayer::play(*state, shakingLibrary()) : Playthrough{};
}

}   // namespace

class TestImpFixedControl : public QObject {
    Q_OBJECT

private slots:
    // CR 613.1b, 611.2a, 115.1: one target opponent, who gains control for good of the set the phrase names; the
    // writer says the sentence back and the card format keeps it.
    void skySwallowerIsRead()
    {
        test::checkNamedCardsUnderstood(fixtures(), {"Sky Swallower"});
        test::checkCardFormatKeepsUnderstoodCards(fixtures(), 1);
        QCOMPARE(test::writtenText(fixtures(), kSwallower, 1),
            QStringLiteral("When ~ enters, target opponent gains control of all other permanents you control."));
        const Action* a = test::firstAction(fixtures(), kSwallower, 1, ActionKind::Continuous);
        QVERIFY(a && a->continuous && a->continuous->affects);
        QCOMPARE(a->who, QStringLiteral("target_player"));
        QCOMPARE(a->continuous->ops.size(), 1);
        QCOMPARE(a->continuous->ops.first().kind, Op::Kind::GainControl);
        QCOMPARE(a->continuous->duration, Duration::Indefinite);
        QCOMPARE(a->continuous->affects->controller, Selector::Who::You);
        QVERIFY(a->continuous->affects->other);
        QCOMPARE(test::parsedAbility(fixtures(), kSwallower, 1)->targets.size(), 1);
    }

    // CR 611.2c, 613.1b: Ana's Bears and Forest, hers as the trigger resolves, are Nico's from then on; Sky Swallower
    // ("other") stays hers and Nico's own Bears stay his.
    void theSetChangesControl()
    {
        const Playthrough p = swallowerPlayed();
        QVERIFY2(test::charsOf(p, QStringLiteral("ab")), qPrintable(test::happened(p)));
        QCOMPARE(controllerOf(p, "ab"), QStringLiteral("nico"));
        QCOMPARE(controllerOf(p, "af"), QStringLiteral("nico"));
        QCOMPARE(controllerOf(p, "sky"), QStringLiteral("ana"));
        QCOMPARE(controllerOf(p, "nb"), QStringLiteral("nico"));
    }

    // CR 611.2c, 400.7: a permanent Ana gets later is not in the set and stays hers; her Bears, once they leave and
    // come back, are a new object the effect does not reach either.
    void theSetIsFixedAsItResolves()
    {
        const Playthrough p = swallowerPlayed(R"(, {"id": "e3", "move": "wurm", "to": "battlefield"})"
                                              R"(, {"id": "e4", "move": "ab", "to": "hand"})"
                                              R"(, {"id": "e5", "move": "ab", "to": "battlefield"})");
        QVERIFY2(test::charsOf(p, QStringLiteral("wurm")), qPrintable(test::happened(p)));
        QCOMPARE(controllerOf(p, "wurm"), QStringLiteral("ana"));
        QCOMPARE(controllerOf(p, "af"), QStringLiteral("nico"));
        QCOMPARE(controllerOf(p, "ab"), QStringLiteral("ana"));
    }

    // CR 611.2c, 509.1b: the -1/-1 is fixed to the creatures there as the spell resolved (the Wurm 5/3, the Angel that
    // came later 4/4); the rule "creatures can't block this turn" is not a change of characteristics and reaches the
    // Angel too, so its block is refused.
    void aRuleOfTheEffectIsNotFixed()
    {
        const Playthrough p = shakingPlayed();
        QVERIFY2(test::ptOf(p, QStringLiteral("wurm")) == QStringLiteral("5/3"), qPrintable(test::happened(p)));
        QCOMPARE(test::ptOf(p, QStringLiteral("angel")), QStringLiteral("4/4"));
        QVERIFY2(!test::refused(p, "e4"), qPrintable(test::happened(p)));
        QVERIFY2(test::refused(p, "e5"), qPrintable(test::happened(p)));
    }
};

QTEST_GUILESS_MAIN(TestImpFixedControl)
#include "tst_impfixedcontrol.moc"
