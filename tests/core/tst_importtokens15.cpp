// Emblems and tokens the effects of real cards make, read from their Oracle text
// (tests/data/import/tokens15.json): "You get an emblem with "…"" and "each opponent / target opponent
// gets an emblem with "…"" (114.1, 114.2), the quoted abilities read as a card's abilities would be, the
// emblem put into its owner's command zone, where its static and triggered abilities work (114.4); and
// "That token gains haste" after a token is created, the one token that resolution made; and a named
// token's ability in a sentence of its own ("… token named Llanowar Elves. It has \"{T}: Add {G}.\"").
#include "ImportFixtures.h"
#include "WrittenBack.h"
#include "model/Card.h"
#include "model/Emblem.h"
#include "text/RulesText.h"
#include <QTranslator>
#include <QtTest>

using namespace strata;
using namespace strata::import;

namespace {

const ImportResult& fixtures()
{
    return test::fixtureFile(QStringLiteral("tokens15.json"));
}

Playthrough played(const QByteArray& objects, const QByteArray& events)
{
    return test::playScenario(fixtures(), objects, events);
}

// The emblems in the command zone at the end of `play`.
QVector<const GameObject*> emblems(const Playthrough& play)
{
    QVector<const GameObject*> out;
    for (const GameObject& o : play.finalState.objects)
        if (isEmblem(o))
            out << &o;
    return out;
}

// The fixture cards every ability of which is read.
const QStringList kUnderstood = {"Elspeth, Knight-Errant", "Ajani, Adversary of Tyrants", "Flameshadow Conjuring",
    "Llanowar Mentor", "Goldmeadow Lookout",
    "Huatli, Radiant Champion",   // round 16: "put a loyalty counter on ~ for each creature you control"
    "Sorin, Solemn Visitor",      // round 23: "until your next turn" (611.2a)
    "Venser, the Sojourner",      // round 23: "target permanent you own" (108.3)
    "Nissa, Vital Force",         // round 23: "until your next turn" (611.2a)
    "Gideon, Ally of Zendikar",   // round 34: "… that is still a planeswalker" (205.1b)
    "Chandra, Awakened Inferno",  // round 34: "If a permanent dealt damage this way would die this turn, …"
    "Teferi, Hero of Dominaria",  // round 34: "… into its owner's library third from the top"
    "Domri Rade"};                // round 34: "If it's a creature card, you may reveal it and put it into your hand"

// The Spanish and Italian of this round's emblem templates, as in the translations TSV.
class EmblemTranslator : public QTranslator {
public:
    explicit EmblemTranslator(bool italian) : m_italian(italian) {}
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QByteArray(context) != "RulesText")
            return {};
        static const QHash<QString, QPair<QString, QString>> known = {
            {"you get %1", {"obtienes %1", "ottieni %1"}},
            {"%1 gets %2", {"%1 obtiene %2", "%1 ottiene %2"}},
            {"an emblem with %1", {"un emblema con %1", "un emblema con %1"}},
            {"this emblem", {"este emblema", "questo emblema"}},
            {"each opponent", {"cada oponente", "ogni avversario"}},
        };
        const auto it = known.constFind(QString::fromUtf8(source));
        return it == known.cend() ? QString() : (m_italian ? it->second : it->first);
    }

private:
    bool m_italian;
};

}   // namespace

class TestImportTokens15 : public QObject {
    Q_OBJECT
private slots:
    void fixtureCardsAreRead()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QCOMPARE(fixtures().cards.size(), 17);
        for (const ImportedCard& c : fixtures().cards)
            QVERIFY2((c.status == CardStatus::Understood) == kUnderstood.contains(c.card->name()), qPrintable(c.card->name()));
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, int(kUnderstood.size()));
    }

    void writtenBack_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("written");
        QTest::newRow("a static ability") << "Gideon, Ally of Zendikar" << 2
            << "−4: You get an emblem with \"Creatures you control get +1/+1.\"";
        QTest::newRow("each opponent, this emblem") << "Chandra, Awakened Inferno" << 1
            << "+2: Each opponent gets an emblem with \"At the beginning of your upkeep, this emblem deals 1 damage to you.\"";
        QTest::newRow("a trigger with a target") << "Chandra, Torch of Defiance" << 3
            << "−7: You get an emblem with \"Whenever you cast a spell, this emblem deals 5 damage to any target.\"";
        QTest::newRow("keywords granted") << "Domri Rade" << 2
            << "−7: You get an emblem with \"Creatures you control have double strike, trample, hexproof, and haste.\"";
        QTest::newRow("a list of kinds") << "Elspeth, Knight-Errant" << 2
            << "−8: You get an emblem with \"Artifacts, creatures, enchantments, and lands you control have indestructible.\"";
        QTest::newRow("tokens at your end step") << "Ajani, Adversary of Tyrants" << 2
            << "−7: You get an emblem with \"At the beginning of your end step, create three 1/1 white Cat creature "
               "tokens with lifelink.\"";
        QTest::newRow("that player") << "Sorin, Solemn Visitor" << 2
            << "−6: You get an emblem with \"At the beginning of each opponent's upkeep, that player sacrifices a creature.\"";
        QTest::newRow("that token gains haste") << "Saheeli Rai" << 1
            << "−2: Create a token that's a copy of target artifact or creature you control, except it's an artifact "
               "in addition to its other types. That token gains haste. At the beginning of the next end step, exile it.";
        QTest::newRow("that token, if you do") << "Flameshadow Conjuring" << 0
            << "Whenever a nontoken creature you control enters, you may pay {R}. If you do, create a token that's a "
               "copy of that creature. That token gains haste. At the beginning of the next end step, exile it.";
        QTest::newRow("a named token, its ability after it") << "Llanowar Mentor" << 0
            << "{G}, {T}, Discard a card: Create a 1/1 green Elf Druid creature token named Llanowar Elves with "
               "\"{T}: Add {G}.\"";
        QTest::newRow("a named token, a targeted ability") << "Goldmeadow Lookout" << 0
            << "{W}, {T}, Discard a card: Create a 1/1 white Kithkin Soldier creature token named Goldmeadow Harrier "
               "with \"{W}, {T}: Tap target creature.\"";
    }
    void writtenBack()
    {
        QFETCH(QString, card);
        QFETCH(int, index);
        QFETCH(QString, written);
        test::checkWrittenBackAt(fixtures(), card, index, written);
    }

    void notReadWhatTheEmblemCannotSay()
    {
        // The quoted ability must be read whole: Garruk's "it gets +5/+5 and gains trample" is not, so
        // the loyalty ability stays text, never an emblem without it.
        const AbilityReport* garruk = test::reportWith(fixtures(), QStringLiteral("Garruk, Apex Predator"), QStringLiteral("emblem"));
        QVERIFY(garruk);
        QVERIFY(garruk->status != AbilityStatus::Parsed);
    }

    void readsTheEmblem()
    {
        // CR 114.2, 114.3: the action holds the emblem: its abilities, and nothing else.
        const AbilityDef* gideon = test::parsedAbility(fixtures(), QStringLiteral("Gideon, Ally of Zendikar"), 2);
        QVERIFY(gideon);
        QCOMPARE(gideon->kind, AbilityDef::Kind::Loyalty);
        QCOMPARE(gideon->effect.size(), 1);
        const Action& get = gideon->effect[0];
        QCOMPARE(get.kind, ActionKind::CreateEmblem);
        QVERIFY(get.who.isEmpty());
        QVERIFY(get.token);
        QCOMPARE(get.token->front.type.cardTypes, quint16(0));
        QCOMPARE(get.token->front.abilities.size(), 1);
        QCOMPARE(get.token->front.abilities[0]->kind, AbilityDef::Kind::Static);
        const AbilityDef* chandra = test::parsedAbility(fixtures(), QStringLiteral("Chandra, Awakened Inferno"), 1);
        QVERIFY(chandra);
        QCOMPARE(chandra->effect.value(0).who, QStringLiteral("each_opponent"));
        const AbilityDef& upkeep = *chandra->effect.value(0).token->front.abilities.value(0);
        QCOMPARE(upkeep.kind, AbilityDef::Kind::Triggered);
        QCOMPARE(upkeep.event, TriggerEvent::YourUpkeep);
    }

    void emblemsGoThroughTheCardFormat()
    {
        // Every parsed emblem ability of the fixture, written in the card format and read back the same.
        int emblemAbilities = 0;
        for (const ImportedCard& c : fixtures().cards) {
            auto parsedOnly = std::make_shared<Card>(*c.card);
            parsedOnly->front.abilities.clear();
            for (int i = 0; i < c.abilities.size(); ++i)
                if (c.abilities[i].status == AbilityStatus::Parsed && c.abilities[i].face == 0) {
                    parsedOnly->front.abilities << c.card->front.abilities[i];
                    emblemAbilities += c.abilities[i].sentence.contains(QLatin1String("emblem"));
                }
            QString why;
            const CardPtr back = test::throughCardFormat(*parsedOnly, &why);
            QVERIFY2(back, qPrintable(why));
            QCOMPARE(back->front.abilities.size(), parsedOnly->front.abilities.size());
            for (int i = 0; i < back->front.abilities.size(); ++i)
                QVERIFY2(back->front.abilities[i]->sameStructure(*parsedOnly->front.abilities[i]), qPrintable(c.card->name()));
        }
        QCOMPARE(emblemAbilities, 12);
    }

    void writtenInThreeLanguages()
    {
        const ImportedCard* c = test::findCard(fixtures(), QStringLiteral("Chandra, Awakened Inferno"));
        QVERIFY(c);
        const CardFace& face = c->card->front;
        const AbilityDef& plus = *face.abilities.value(1);
        for (const bool italian : {false, true}) {
            EmblemTranslator tr(italian);
            QCoreApplication::installTranslator(&tr);
            const QString written = RulesText::ability(plus, face, face.name);
            QCoreApplication::removeTranslator(&tr);
            // The ability's own words stay English here: only this round's templates are translated.
            QVERIFY2(written.contains(italian ? QStringLiteral("ogni avversario ottiene un emblema con \"")
                                              : QStringLiteral("cada oponente obtiene un emblema con \""),
                         Qt::CaseInsensitive),
                qPrintable(written));
            QVERIFY2(written.contains(italian ? QStringLiteral("questo emblema") : QStringLiteral("este emblema")),
                qPrintable(written));
        }
    }

    void anEmblemsStaticAbilityWorksFromTheCommandZone()
    {
        // CR 114.2, 114.4, 613.4c: Gideon's −4 puts the emblem into Ana's command zone; its "Creatures you
        // control get +1/+1" applies in layer 7c to her Bears, not to Nico's.
        const Playthrough play = played(R"({"id": "gideon", "card": "Gideon, Ally of Zendikar", "timestamp": 1,
                "counters": {"loyalty": 4}},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
            {"id": "nbears", "card": "Grizzly Bears", "controller": "nico", "owner": "nico", "timestamp": 3})",
            R"({"id": "e1", "activate": "gideon", "ability": 3}, {"id": "e2", "resolve": "top"})");
        const QVector<const GameObject*> made = emblems(play);
        QCOMPARE(made.size(), 1);
        QCOMPARE(made[0]->zone, Zone::Command);
        QCOMPARE(made[0]->owner, QStringLiteral("ana"));
        QCOMPARE(made[0]->controller, QStringLiteral("ana"));
        QVERIFY(!made[0]->token);
        const int bears = play.finalState.objectIndex(QStringLiteral("bears"));
        const int nbears = play.finalState.objectIndex(QStringLiteral("nbears"));
        const int emblem = play.finalState.objectIndex(made[0]->id);
        QCOMPARE(play.finalResolution.chars[bears].power, 3);
        QCOMPARE(play.finalResolution.chars[bears].toughness, 3);
        QCOMPARE(play.finalResolution.chars[nbears].power, 2);
        bool stepFromEmblem = false;
        for (const TraceStep& s : play.finalResolution.steps)
            stepFromEmblem = stepFromEmblem
                || (s.source == emblem && s.layerId == Layer::L7c && s.applied && s.affected.contains(bears)
                    && !s.affected.contains(nbears));
        QVERIFY(stepFromEmblem);
        // The loyalty cost was paid (606.4): Gideon is put into the graveyard with no loyalty (704.5i).
        QCOMPARE(test::zoneOf(play, QStringLiteral("gideon")), Zone::Graveyard);
    }

    void anEmblemsTriggerFiresFromTheCommandZone()
    {
        // CR 114.2, 114.4, 503.1a: Chandra's +2 gives Nico the emblem; at the beginning of Nico's upkeep
        // it triggers from his command zone and deals 1 damage to him. The first upkeep begun is Nico's.
        const Playthrough play = played(R"({"id": "chandra", "card": "Chandra, Awakened Inferno", "timestamp": 1,
                "counters": {"loyalty": 6}})",
            R"({"id": "e1", "activate": "chandra", "ability": 2}, {"id": "e2", "resolve": "top"},
               {"id": "e3", "begin": "upkeep"}, {"id": "e4", "resolve": "top"})");
        const QVector<const GameObject*> made = emblems(play);
        QCOMPARE(made.size(), 1);
        QCOMPARE(made[0]->owner, QStringLiteral("nico"));
        QCOMPARE(test::eventOutcome(play, QStringLiteral("e3")), QStringList{made[0]->id + QStringLiteral(":1")});
        QCOMPARE(test::lifeOf(play, QStringLiteral("nico")), 19);
        QCOMPARE(test::lifeOf(play, QStringLiteral("ana")), 20);
    }

    void thatTokenGainsHasteAndIsExiledLater()
    {
        // CR 707.2, 611.2a, 603.7c: Saheeli's −2 copies Ana's Bears as an artifact; "that token gains
        // haste" gives the token (not the Bears) haste for as long as it stays, and the delayed trigger
        // exiles that token at the beginning of the next end step (a token in exile ceases to exist, 704.5d).
        const QByteArray objects = R"({"id": "saheeli", "card": "Saheeli Rai", "timestamp": 1, "counters": {"loyalty": 3}},
            {"id": "bears", "card": "Grizzly Bears", "timestamp": 2})";
        const QByteArray activate = R"({"id": "e1", "activate": "saheeli", "ability": 2, "targets": ["bears"]},
            {"id": "e2", "resolve": "top"})";
        const Playthrough made = played(objects, activate);
        const int bears = made.finalState.objectIndex(QStringLiteral("bears"));
        int token = -1;
        for (int i = 0; i < made.finalState.objects.size(); ++i)
            if (made.finalState.objects[i].token && made.finalState.objects[i].zone == Zone::Battlefield)
                token = i;
        QVERIFY(token >= 0);
        const Characteristics& copy = made.finalResolution.chars[token];
        QCOMPARE(copy.name, QStringLiteral("Grizzly Bears"));
        QVERIFY(copy.type.has(CardType::Artifact));
        QVERIFY(copy.hasKeyword(QStringLiteral("Haste")));
        QVERIFY(!made.finalResolution.chars[bears].hasKeyword(QStringLiteral("Haste")));
        const Playthrough later
            = played(objects, activate + R"(, {"id": "e3", "begin": "end"}, {"id": "e4", "resolve": "top"})");
        for (const GameObject& o : later.finalState.objects)
            QVERIFY2(!(o.token && o.exists && o.zone == Zone::Battlefield), qPrintable(o.id));
        QCOMPARE(test::zoneOf(later, QStringLiteral("bears")), Zone::Battlefield);
    }

    void aNamedTokenHasItsAbility()
    {
        // CR 111.4, 111.2: the token is named Llanowar Elves, an Elf Druid, and has the mana ability the
        // sentence after it gives; the card discarded pays the cost (602.2b).
        const Playthrough play = played(R"({"id": "mentor", "card": "Llanowar Mentor", "timestamp": 1},
            {"id": "h1", "card": "Grizzly Bears", "zone": "hand"})",
            R"({"id": "e1", "activate": "mentor", "ability": 1}, {"id": "e2", "resolve": "top"})");
        QCOMPARE(test::zoneOf(play, QStringLiteral("h1")), Zone::Graveyard);
        const GameObject* elves = nullptr;
        for (const GameObject& o : play.finalState.objects)
            if (o.token && o.exists && o.zone == Zone::Battlefield)
                elves = &o;
        QVERIFY(elves);
        QCOMPARE(elves->card->name(), QStringLiteral("Llanowar Elves"));
        QCOMPARE(elves->card->front.type.subtypeNames(), (QStringList{"Elf", "Druid"}));
        QCOMPARE(elves->card->front.abilities.size(), 1);
        QCOMPARE(elves->card->front.abilities[0]->kind, AbilityDef::Kind::Activated);
    }
};

QTEST_GUILESS_MAIN(TestImportTokens15)
#include "tst_importtokens15.moc"
