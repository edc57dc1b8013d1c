// The importer of real cards (core/import, docs/importer.md): card files of every shape, Oracle
// text read into the typed model, the round-trip check, and what is kept as text only.
#include "cards/CardParser.h"
#include "import/CardFileStream.h"
#include "ImportFixtures.h"
#include "import/CardImport.h"
#include "import/CardJson.h"
#include "import/ImportedLibrary.h"
#include "io/JsonTree.h"
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;
using namespace strata::import;

namespace {

QString data(const char* name)
{
    return testDataPath(QStringLiteral("import/")) + QLatin1String(name);
}

const ImportResult& fixtures()
{
    static const ImportResult result = importFile(data("scryfall-cards.json"));
    return result;
}

// The imported card of that name; a missing card fails the test that asks for it.
const ImportedCard* card(const QString& name)
{
    return test::findCard(fixtures(), name);
}

SubtypeId subtype(const char* name)
{
    return *SubtypeRegistry::instance().find(QLatin1String(name));
}

}   // namespace

class TestImport : public QObject {
    Q_OBJECT

private slots:
    void scryfallBulkArrayReadsEveryCard()
    {
        QVERIFY2(fixtures().errors.isEmpty(), qPrintable(fixtures().errors.formatted().join('\n')));
        QVERIFY(fixtures().complete);
        QCOMPARE(fixtures().cards.size(), 31);
    }

    void listObjectAndSingleCard()
    {
        const ImportResult list = importFile(data("list.json"));
        QVERIFY(list.errors.isEmpty());
        QCOMPARE(list.cards.size(), 2);
        QCOMPARE(list.cards[0].card->name(), QStringLiteral("Murder"));
        QCOMPARE(list.cards[1].card->name(), QStringLiteral("Divination"));
        const ImportResult single = importFile(data("single-card-today.json"));
        QVERIFY(single.errors.isEmpty());
        QCOMPARE(single.cards.size(), 1);
    }

    void mtgjsonAtomicCardsWithForeignNames()
    {
        const ImportResult r = importFile(data("atomic-cards.json"));
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.formatted().join('\n')));
        QCOMPARE(r.cards.size(), 2);
        const ImportedCard& anthem = r.cards[0];
        QCOMPARE(anthem.card->name(), QStringLiteral("Glorious Anthem"));
        QCOMPARE(anthem.foreignNames.value("es"), QStringLiteral("Himno glorioso"));
        QCOMPARE(anthem.foreignNames.value("it"), QStringLiteral("Inno Glorioso"));
        QCOMPARE(anthem.status, CardStatus::Understood);
        const ImportedCard& angel = r.cards[1];
        QVERIFY(angel.card->front.type.hasSubtype(subtype("Angel")));
        QCOMPARE(angel.card->front.power->value, 4);
        QCOMPARE(angel.card->front.abilities.size(), 2);
    }

    void gzipReadsAsThePlainFile()
    {
        const ImportResult gz = importFile(data("scryfall-cards.json.gz"));
        QVERIFY2(gz.errors.isEmpty(), qPrintable(gz.errors.formatted().join('\n')));
        QCOMPARE(gz.cards.size(), fixtures().cards.size());
        for (int i = 0; i < gz.cards.size(); ++i) {
            QCOMPARE(gz.cards[i].card->name(), fixtures().cards[i].card->name());
            QCOMPARE(gz.cards[i].status, fixtures().cards[i].status);
        }
    }

    void truncatedFileKeepsTheCardsBeforeTheCut()
    {
        const ImportResult r = importFile(data("truncated.json"));
        QVERIFY(!r.complete);
        QCOMPARE(r.cards.size(), 1);   // Murder is whole; Divination is cut
        const QStringList errors = r.errors.formatted();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].startsWith(data("truncated.json") + ":"), qPrintable(errors[0]));
        QVERIFY2(errors[0].contains("truncated"), qPrintable(errors[0]));
    }

    void brokenCardsAreReportedAndSkipped()
    {
        const ImportResult r = importFile(data("broken-card.json"));
        QVERIFY(r.complete);
        QCOMPARE(r.cards.size(), 2);
        QCOMPARE(r.cards[0].card->name(), QStringLiteral("Glorious Anthem"));
        QCOMPARE(r.cards[1].card->name(), QStringLiteral("Murder"));
        QCOMPARE(r.skipped, 4);
        const QStringList errors = r.errors.formatted();
        QCOMPARE(errors.size(), 4);
        // Each error names the file, the line and column in it, and what is wrong.
        const QString file = data("broken-card.json");
        QVERIFY2(errors[0].startsWith(file + ":") && errors[0].contains("type_line: expected a string, found array"),
            qPrintable(errors[0]));
        QVERIFY2(errors[1].contains("expected a card object, found a number"), qPrintable(errors[1]));
        QVERIFY2(errors[2].contains("card type \"Plane\" is not one Strata knows"), qPrintable(errors[2]));
        QVERIFY2(errors[3].contains("Lettered Golem: power \"abc\" is neither a number nor a star or X value"),
            qPrintable(errors[3]));
        const QRegularExpression positioned("^[^:]+:(\\d+):(\\d+): error: ");
        for (const QString& e : errors)
            QVERIFY2(positioned.match(e).hasMatch() && positioned.match(e).captured(1).toInt() > 1, qPrintable(e));
    }

    void sentenceShapesKeepWhatSeparatesNumbers()
    {
        // The coverage report counts sentences by shape: numbers and mana alike, the rest kept, so a
        // level up striation "LEVEL 1-4" and a P/T line "2/3" stay readable in the report.
        QCOMPARE(sentenceShape(QStringLiteral("Enchanted creature gets +2/+2.")),
            QStringLiteral("Enchanted creature gets N/N."));
        QCOMPARE(sentenceShape(QStringLiteral("Target creature gets \u22121/\u22121 until end of turn.")),
            QStringLiteral("Target creature gets N/N until end of turn."));
        QCOMPARE(sentenceShape(QStringLiteral("LEVEL 1-4")), QStringLiteral("LEVEL N-N"));
        QCOMPARE(sentenceShape(QStringLiteral("2/3")), QStringLiteral("N/N"));
        QCOMPARE(sentenceShape(QStringLiteral("{2}{B}, {T}: Add {B}{B}.")), QStringLiteral("{M}, {M}: Add {M}."));
        QCOMPARE(sentenceShape(QStringLiteral("When ~ enters the battlefield, draw 3 cards.")),
            QStringLiteral("When ~ enters, draw N cards."));
    }

    void printedStarsAndLoyaltyXAreImported()
    {
        // Real printed values are never errors: a loyalty of X (209.1; X is 0 unless defined, 107.3i)
        // and a toughness "7-*" whose star the card's own text defines (208.2a). The text stays as
        // printed; the engine counts the star and X as 0.
        const ImportResult r = importFile(data("printed-values.json"));
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.formatted().join('\n')));
        QCOMPARE(r.skipped, 0);
        const ImportedCard* nissa = test::findCard(r, QStringLiteral("Nissa, Steward of Elements"));
        const ImportedCard* shapeshifter = test::findCard(r, QStringLiteral("Shapeshifter"));
        QVERIFY(nissa && shapeshifter);
        QVERIFY(nissa->card->front.loyalty);
        QCOMPARE(nissa->card->front.loyalty->text, QStringLiteral("X"));
        QCOMPARE(nissa->card->front.loyalty->value, 0);
        QCOMPARE(shapeshifter->card->front.power->text, QStringLiteral("*"));
        QCOMPARE(shapeshifter->card->front.toughness->text, QStringLiteral("7-*"));
        QCOMPARE(shapeshifter->card->front.toughness->value, 7);
        for (const ImportedCard* c : {nissa, shapeshifter}) {
            QString why;
            const CardPtr back = test::throughCardFormat(*c->card, &why);
            QVERIFY2(back, qPrintable(why));
            QCOMPARE(back->front.loyalty.has_value(), c->card->front.loyalty.has_value());
            if (back->front.loyalty)
                QCOMPARE(back->front.loyalty->text, c->card->front.loyalty->text);
            QCOMPARE(back->front.toughness.has_value(), c->card->front.toughness.has_value());
            if (back->front.toughness)
                QCOMPARE(back->front.toughness->text, c->card->front.toughness->text);
        }
    }

    void printedNumberForms()
    {
        const std::pair<const char*, int> good[] = {{"3", 3}, {"-1", -1}, {"*", 0}, {"1+*", 1}, {"*+1", 1},
            {"7-*", 7}, {"2*", 0}, {"*²", 0}, {"X", 0}};
        for (const auto& [text, value] : good) {
            const auto n = PrintedNumber::parse(QString::fromUtf8(text));
            QVERIFY2(n, text);
            QCOMPARE(n->value, value);
            QCOMPARE(n->text, QString::fromUtf8(text));
        }
        for (const char* bad : {"abc", "", "a*", "1+", "**", "Y"})
            QVERIFY2(!PrintedNumber::parse(QLatin1String(bad)), bad);
    }

    void structuralErrorsArePositioned()
    {
        StreamError error;
        int cards = 0;
        auto count = [&](RawCard&&) {
            ++cards;
            return true;
        };
        QVERIFY(!CardFileStream::readBytes("[{\"a\": 1}\n {\"b\": 2}]", count, &error));
        QCOMPARE(error.pos.line, 2);
        QCOMPARE(error.pos.column, 2);
        QCOMPARE(error.message, QStringLiteral("expected ',' or ']'"));
        QVERIFY(!CardFileStream::readBytes("\"cards\"", count, &error));
        QCOMPARE(error.message, QStringLiteral("expected a JSON array or object of cards"));
        QVERIFY(!CardFileStream::readBytes("[{\"a\": [1}]", count, &error));
        QVERIFY2(error.message.contains("does not close"), qPrintable(error.message));
        QVERIFY(!CardFileStream::readBytes("", count, &error));
        QVERIFY(!CardFileStream::readBytes("[{}, ]", count, &error));
        // Strings may hold brackets and escaped quotes without confusing the cut.
        cards = 0;
        QVERIFY(CardFileStream::readBytes("[{\"t\": \"a ] \\\" } [\"}, {\"u\": 1}]", count, &error));
        QCOMPARE(cards, 2);
        // Columns count code points inside strings too ("—" is three bytes, one column), and each
        // card is cut whole, its strings and their escapes included.
        QVERIFY(!CardFileStream::readBytes("[{\"t\": \"x \u2014 y\\\\\"} {}]", count, &error));
        QCOMPARE(error.pos.line, 1);
        QCOMPARE(error.pos.column, 19);
        QByteArray cut;
        QVERIFY(CardFileStream::readBytes("[{\"t\": \"x \u2014 \\\"y\\\"\"}]", [&](RawCard&& c) {
            cut = c.json;
            return true;
        }, &error));
        QCOMPARE(cut, QByteArray("{\"t\": \"x \u2014 \\\"y\\\"\"}"));
    }

    void notARegularFile()
    {
        const ImportResult r = importFile(testDataPath(QStringLiteral("import")));
        QVERIFY(!r.complete);
        QCOMPARE(r.cards.size(), 0);
        QVERIFY(r.errors.formatted().value(0).contains("not a regular file"));
    }

    // ---- Template families: each names the card and checks the typed result and its status ----

    void anthemLayer7c()
    {
        // Glorious Anthem: "Creatures you control get +1/+1." (CR 613.4c)
        const ImportedCard* c = card("Glorious Anthem");
        QVERIFY(c);
        QCOMPARE(c->status, CardStatus::Understood);
        QCOMPARE(c->abilities[0].status, AbilityStatus::Parsed);
        QVERIFY(c->abilities[0].layerChanging);
        const AbilityDef& a = *c->card->front.abilities[0];
        QCOMPARE(a.kind, AbilityDef::Kind::Static);
        QCOMPARE(a.affects->types, quint16(CardType::Creature));
        QCOMPARE(a.affects->controller, Selector::Who::You);
        QCOMPARE(a.ops.size(), 1);
        QCOMPARE(a.ops[0].layer(false), Layer::L7c);
        QCOMPARE(a.ops[0].power->value, 1);
        QCOMPARE(a.ops[0].toughness->value, 1);
    }

    void colouredLordAndInvariablePlural()
    {
        // Crusade: "White creatures get +1/+1."
        const ImportedCard* crusade = card("Crusade");
        QVERIFY(crusade);
        QVERIFY(crusade->card->front.abilities[0]->affects->colors.has(Color::White));
        // Lord of Atlantis: "Other Merfolk get +1/+1 and have islandwalk." (7c and 6 in one ability, 613.6)
        const ImportedCard* lord = card("Lord of Atlantis");
        QVERIFY(lord);
        QCOMPARE(lord->abilities[0].status, AbilityStatus::Parsed);
        const AbilityDef& a = *lord->card->front.abilities[0];
        QVERIFY(a.affects->other);
        QCOMPARE(a.affects->subtypes, QVector<SubtypeId>{subtype("Merfolk")});
        QCOMPARE(a.ops.size(), 2);
        QCOMPARE(a.ops[0].layer(false), Layer::L7c);
        QCOMPARE(a.ops[1].kind, Op::Kind::AddAbilities);
        QCOMPARE(a.ops[1].abilities[0]->keyword, QStringLiteral("Landwalk"));
        QCOMPARE(a.ops[1].abilities[0]->landType, subtype("Island"));
    }

    void auraEquipmentAndControl()
    {
        // Holy Strength: "Enchant creature" and "Enchanted creature gets +1/+2."
        const ImportedCard* holy = card("Holy Strength");
        QVERIFY(holy);
        QCOMPARE(holy->status, CardStatus::Understood);
        QVERIFY(holy->card->front.abilities[0]->isKeyword("Enchant"));
        QCOMPARE(holy->card->front.abilities[1]->affects->ref, Selector::Ref::Attached);
        QCOMPARE(holy->card->front.abilities[1]->ops[0].toughness->value, 2);
        // Bonesplitter: "Equipped creature gets +2/+0." and "Equip {1}"
        const ImportedCard* bone = card("Bonesplitter");
        QVERIFY(bone);
        QCOMPARE(bone->status, CardStatus::Understood);
        QCOMPARE(bone->abilities[0].written, QStringLiteral("Equipped creature gets +2/+0."));
        QCOMPARE(bone->card->front.abilities[1]->cost, QStringLiteral("{1}"));
        // Control Magic: "You control enchanted creature." (CR 613.1b, layer 2)
        const ImportedCard* magic = card("Control Magic");
        QVERIFY(magic);
        QCOMPARE(magic->card->front.abilities[1]->ops[0].layer(false), Layer::L2);
    }

    void typesColoursAndCharacteristicDefiningPT()
    {
        // Transmogrifying Licid: "… gets +1/+1 and is an artifact in addition to its other types." (layers 4 and 7c)
        const ImportedCard* licid = card("Transmogrifying Licid");
        QVERIFY(licid);
        QCOMPARE(licid->status, CardStatus::Understood);
        QCOMPARE(licid->abilities[0].status, AbilityStatus::Parsed);   // "loses this ability and becomes …" (round 15)
        const AbilityDef& a = *licid->card->front.abilities[1];
        QCOMPARE(a.ops.size(), 2);
        QCOMPARE(a.ops[1].kind, Op::Kind::AddTypes);
        QCOMPARE(a.ops[1].cardTypes, quint16(CardType::Artifact));
        QCOMPARE(a.ops[1].layer(false), Layer::L4);
        // Urborg, Tomb of Yawgmoth: "Each land is a Swamp in addition to its other land types." (layer 4)
        const ImportedCard* urborg = card("Urborg, Tomb of Yawgmoth");
        QVERIFY(urborg);
        QCOMPARE(urborg->abilities[0].status, AbilityStatus::Parsed);
        QCOMPARE(urborg->card->front.abilities[0]->ops[0].kind, Op::Kind::AddSubtypes);
        QCOMPARE(urborg->card->front.abilities[0]->ops[0].subtypes, QVector<SubtypeId>{subtype("Swamp")});
        // Battle Squadron: power and toughness each equal to the number of creatures you control (604.3, 7a)
        const ImportedCard* squadron = card("Battle Squadron");
        QVERIFY(squadron);
        const AbilityDef& cda = *squadron->card->front.abilities[1];
        QVERIFY(cda.cda);
        QCOMPARE(cda.ops[0].layer(true), Layer::L7a);
        QCOMPARE(cda.ops[0].power->kind, Expr::Kind::Count);
        QCOMPARE(cda.ops[0].power->selector->controller, Selector::Who::You);
        // Alloy Golem: "As ~ enters, choose a color." then "~ is the chosen color." (layer 5)
        const ImportedCard* golem = card("Alloy Golem");
        QVERIFY(golem);
        QCOMPARE(*golem->card->front.abilities[0]->replacement.choose, ChoiceKind::Color);
        QCOMPARE(golem->abilities[1].status, AbilityStatus::Parsed);
        QVERIFY(golem->card->front.abilities[1]->ops[0].colorChosen);
        QCOMPARE(golem->card->front.abilities[1]->ops[0].layer(false), Layer::L5);
    }

    void keywordsWithParameters()
    {
        // Serra Angel: "Flying, vigilance" is two abilities.
        const ImportedCard* angel = card("Serra Angel");
        QVERIFY(angel);
        QCOMPARE(angel->card->front.abilities.size(), 2);
        QVERIFY(angel->card->front.abilities[1]->isKeyword("Vigilance"));
        // Bayou Dragonfly: swampwalk
        const ImportedCard* fly = card("Bayou Dragonfly");
        QVERIFY(fly);
        QCOMPARE(fly->card->front.abilities[1]->landType, subtype("Swamp"));
        // Akki Lavarunner (flip): protection from red on the front, the flipped half as the second face
        const ImportedCard* akki = card("Akki Lavarunner");
        QVERIFY(akki);
        QCOMPARE(akki->card->doubleFaced, QStringLiteral("flip"));
        QCOMPARE(akki->card->back->name, QStringLiteral("Tok-Tok, Volcano Born"));
        const AbilityDef& protection = *akki->card->back->abilities[0];
        QVERIFY(protection.isKeyword("Protection"));
        QVERIFY(protection.protectionFrom.has(Color::Red));
        QCOMPARE(akki->abilities[2].face, 1);
    }

    void facesOfEveryLayout()
    {
        // Aberrant Researcher // Perfected Form (transform): the back face has its own characteristics.
        const ImportedCard* researcher = card("Aberrant Researcher");
        QVERIFY(researcher);
        QCOMPARE(researcher->card->doubleFaced, QStringLiteral("transform"));
        QCOMPARE(researcher->card->back->name, QStringLiteral("Perfected Form"));
        QCOMPARE(researcher->card->back->power->value, 5);
        QVERIFY(researcher->card->back->hasColorIndicator);
        QVERIFY(researcher->card->back->colorIndicator.has(Color::Blue));
        // Appeal // Authority (split): two halves, each with its own cost.
        const ImportedCard* appeal = card("Appeal");
        QVERIFY(appeal);
        QCOMPARE(appeal->card->doubleFaced, QStringLiteral("split"));
        QCOMPARE(appeal->card->back->name, QStringLiteral("Authority"));
        QCOMPARE(appeal->card->back->manaCost.text(), QStringLiteral("{1}{W}"));
    }

    void bothWordingsReadAlike()
    {
        // Anthroplasm in 2022 wording ("enters the battlefield") and today's ("This creature enters").
        const ImportedCard* old = card("Anthroplasm");
        QVERIFY(old);
        const ImportResult today = importFile(data("single-card-today.json"));
        QCOMPARE(today.cards.size(), 1);
        QCOMPARE(old->abilities[0].status, AbilityStatus::Parsed);
        QCOMPARE(today.cards[0].abilities[0].status, AbilityStatus::Parsed);
        QVERIFY(old->card->front.abilities[0]->sameStructure(*today.cards[0].card->front.abilities[0]));
        QCOMPARE(old->card->front.abilities[0]->replacement.entersWithCounters->n.n, 2);
        QCOMPARE(old->card->front.abilities[0]->replacement.entersWithCounters->kind, QStringLiteral("+1/+1"));
    }

    void spellsActivatedAndTriggered()
    {
        // Murder: "Destroy target creature."
        const ImportedCard* murder = card("Murder");
        QVERIFY(murder);
        const AbilityDef& spell = *murder->card->front.abilities[0];
        QCOMPARE(spell.kind, AbilityDef::Kind::Spell);
        QCOMPARE(spell.effect[0].kind, ActionKind::Destroy);
        QCOMPARE(spell.targets[0].types, quint16(CardType::Creature));
        // Anaba Shaman: "{R}, {T}: ~ deals 1 damage to any target."
        const ImportedCard* shaman = card("Anaba Shaman");
        QVERIFY(shaman);
        const AbilityDef& act = *shaman->card->front.abilities[0];
        QCOMPARE(act.kind, AbilityDef::Kind::Activated);
        QCOMPARE(act.costParts.size(), 2);
        QCOMPARE(act.effect[0].kind, ActionKind::Damage);
        QCOMPARE(act.effect[0].amount.n, 1);
        // Abbey Matron: "{W}, {T}: ~ gets +0/+3 until end of turn." (a continuous effect, 611.2)
        const ImportedCard* matron = card("Abbey Matron");
        QVERIFY(matron);
        const Action& pump = matron->card->front.abilities[0]->effect[0];
        QCOMPARE(pump.kind, ActionKind::Continuous);
        QCOMPARE(pump.continuous->duration, Duration::EndOfTurn);
        QCOMPARE(pump.continuous->affects->ref, Selector::Ref::Self);
        // Agent of Treachery: "When ~ enters, gain control of target permanent." (layer 2, indefinitely)
        const ImportedCard* agent = card("Agent of Treachery");
        QVERIFY(agent);
        const AbilityDef& etb = *agent->card->front.abilities[0];
        QCOMPARE(etb.event, TriggerEvent::SelfEnters);
        QCOMPARE(etb.effect[0].continuous->ops[0].kind, Op::Kind::GainControl);
        QCOMPARE(etb.effect[0].continuous->duration, Duration::Indefinite);
    }

    void textOnlyKeepsTheAbilityAndItsText()
    {
        // Arena: two targets that fight is not read; the ability stays, with its Oracle text.
        const ImportedCard* wilds = card("Arena");
        QVERIFY(wilds);
        QCOMPARE(wilds->status, CardStatus::TextOnly);
        QCOMPARE(wilds->abilities[0].status, AbilityStatus::TextOnly);
        QCOMPARE(wilds->card->front.abilities.size(), 1);
        QCOMPARE(wilds->card->front.abilities[0]->kind, AbilityDef::Kind::TextOnly);
        QVERIFY(wilds->card->front.abilities[0]->text.startsWith("{3}, {T}: Tap target creature you control"));
        // Bearer of Silence: Devoid is read (a characteristic-defining keyword, 702.114a), and so is
        // its cast trigger ("you may pay {1}{C}. If you do, target opponent sacrifices a creature.").
        const ImportedCard* bearer = card("Bearer of Silence");
        QVERIFY(bearer);
        QCOMPARE(bearer->abilities[0].status, AbilityStatus::Parsed);
        QCOMPARE(bearer->abilities[1].status, AbilityStatus::Parsed);
        const AbilityDef& cast = *bearer->card->front.abilities[1];
        QCOMPARE(cast.effect.size(), 2);
        QCOMPARE(cast.effect[0].kind, ActionKind::PayMana);
        QCOMPARE(cast.effect[1].kind, ActionKind::Sacrifice);
        QVERIFY(cast.effect[1].ifYouDo);
        QCOMPARE(bearer->card->front.abilities.size(), bearer->abilities.size());
        // Every printed ability is there, understood or not: none dropped silently.
        for (const ImportedCard& c : fixtures().cards) {
            int faces = c.card->front.abilities.size() + (c.card->back ? c.card->back->abilities.size() : 0);
            QCOMPARE(faces, c.abilities.size());
        }
    }

    void mismatchIsNotTrusted()
    {
        // A made-up card (mismatch35.json): "Untap all creatures you control. Creatures you control get +1/+1
        // until end of turn." is written back "… They get +1/+1 …": not the words the card says, so the parse
        // is not trusted (Village Cannibals was the example until round 22, Orcish Captain until round 35,
        // when each was read as printed; no real card of the test data is a mismatch since).
        const ImportResult made = importFile(data("mismatch35.json"));
        const ImportedCard* paragon = test::findCard(made, QStringLiteral("Mismatched Paragon"));
        QVERIFY(paragon);
        const int i = 0;
        QVERIFY(paragon->abilities[i].printed.startsWith(QLatin1String("{2}: Untap all creatures you control.")));
        QCOMPARE(paragon->abilities[i].status, AbilityStatus::Mismatch);
        QVERIFY(paragon->abilities[i].written.contains(QLatin1String("They get +1/+1")));
        QCOMPARE(paragon->card->front.abilities[i]->kind, AbilityDef::Kind::TextOnly);
        // Blinkmoth Nexus: "Target Blinkmoth creature gets +1/+1" was written back "Target Blinkmoth gets
        // +1/+1" (a mismatch) until a target wrote its card type after a creature type; now it is trusted.
        const ImportedCard* nexus = card("Blinkmoth Nexus");
        QVERIFY(nexus);
        QCOMPARE(nexus->abilities[2].status, AbilityStatus::Parsed);
        QCOMPARE(nexus->abilities[2].written, QStringLiteral("{1}, {T}: Target Blinkmoth creature gets +1/+1 until end of turn."));
        // Darksteel Garrison: "Fortified land has indestructible." was written back "Enchanted creature
        // …" (a mismatch) until the writer named a Fortification's land (301.6); now it is trusted.
        const ImportedCard* garrison = card("Darksteel Garrison");
        QVERIFY(garrison);
        QCOMPARE(garrison->abilities[0].status, AbilityStatus::Parsed);
        QCOMPARE(garrison->abilities[0].written, QStringLiteral("Fortified land has indestructible."));
        // Pierce Strider: "target opponent loses 3 life" keeps its opponent when written back, so it
        // is trusted (it was written "target player" once, a mismatch).
        const ImportedCard* strider = card("Pierce Strider");
        QVERIFY(strider);
        QCOMPARE(strider->abilities[0].status, AbilityStatus::Parsed);
        QCOMPARE(strider->card->front.abilities[0]->targets.value(0).controller, Selector::Who::Opponent);
        // "Other Merfolk creatures you control" and Strata's "Other Merfolk you control" say the same
        // (a creature type names creatures): Merfolk Sovereign's lord is trusted.
        const ImportedCard* sovereign = card("Merfolk Sovereign");
        QVERIFY(sovereign);
        QCOMPARE(sovereign->abilities[0].status, AbilityStatus::Parsed);
    }

    void cardFormatRoundTrip()
    {
        // Each imported card written in the card format reads back as the same structure.
        for (const ImportedCard& c : fixtures().cards) {
            QString why;
            const CardPtr back = test::throughCardFormat(*c.card, &why);
            QVERIFY2(back, qPrintable(why));
            QCOMPARE(back->front.abilities.size(), c.card->front.abilities.size());
            for (int i = 0; i < back->front.abilities.size(); ++i)
                QVERIFY2(back->front.abilities[i]->sameStructure(*c.card->front.abilities[i]), qPrintable(c.card->name()));
            QCOMPARE(back->front.type, c.card->front.type);
            QCOMPARE(bool(back->back), bool(c.card->back));
        }
    }

    void librarySavedAndLoaded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("imported.json");
        QString error;
        QVERIFY2(ImportedLibrary::save(path, fixtures().cards, &error), qPrintable(error));
        Diagnostics errors;
        const ImportedLibrary lib = ImportedLibrary::load(path, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.formatted().join('\n')));
        QCOMPARE(lib.cards().size(), fixtures().cards.size());
        QVERIFY(lib.cards().find("Glorious Anthem"));
        QCOMPARE(lib.understanding("Arena")->status, CardStatus::TextOnly);
        QCOMPARE(lib.understanding("Evolving Wilds")->status, CardStatus::Understood);
        // Round 31 reads Anthroplasm whole; Agent of Treachery's end step trigger is still text.
        QCOMPARE(lib.understanding("Agent of Treachery")->status, CardStatus::Partly);
        QCOMPARE(lib.understanding("Agent of Treachery")->textOnly.size(), 1);
        QCOMPARE(lib.understanding("Glorious Anthem")->status, CardStatus::Understood);
        QVERIFY(!lib.understanding("Shivan Dragon"));
        // Merged with the built-in library, the built-in card wins.
        CardLibrary merged = CardLibrary::builtin();
        const int before = merged.size();
        merged.addMissing(lib.cards());
        QVERIFY(merged.size() > before);
        QCOMPARE(merged.find("Glorious Anthem"), CardLibrary::builtin().find("Glorious Anthem"));
        QVERIFY(merged.find("Ancient Silverback"));
    }

    void brokenLibraryEntryIsSkipped()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("lib.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[\n{\"status\": \"understood\", \"card\": {\"name\": \"A\", \"types\": [\"Creature\"]}},\n"
                "{\"status\": \"understood\", \"card\": {\"name\": \"B\", \"types\": [\"Wizardry\"]}}\n]\n");
        f.close();
        Diagnostics errors;
        const ImportedLibrary lib = ImportedLibrary::load(path, &errors);
        QCOMPARE(lib.cards().size(), 1);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.formatted()[0].startsWith(path + ":3:"), qPrintable(errors.formatted()[0]));
    }

    void understoodCardsMatchTheHandMadeOnes()
    {
        // Hand-made cards the fixtures also hold: what the importer understood is the same structure,
        // so a scenario resolves alike with either (CR 613.4c anthems, 613.1b control, 702.14 landwalk).
        int compared = 0;
        for (const char* name : {"Glorious Anthem", "Crusade", "Lord of Atlantis", "Control Magic", "Holy Strength"}) {
            const ImportedCard* imported = card(name);
            const CardPtr builtin = CardLibrary::builtin().find(name);
            if (!imported || !builtin)
                continue;
            QCOMPARE(imported->card->front.abilities.size(), builtin->front.abilities.size());
            for (int i = 0; i < builtin->front.abilities.size(); ++i) {
                if (imported->abilities[i].status != AbilityStatus::Parsed)
                    continue;
                QVERIFY2(imported->card->front.abilities[i]->sameStructure(*builtin->front.abilities[i]),
                    qPrintable(QString("%1, ability %2").arg(name).arg(i)));
                ++compared;
            }
        }
        QVERIFY(compared >= 5);
    }

    void summaryCountsEveryAbility()
    {
        const ImportSummary s = fixtures().summary();
        QCOMPARE(s.cards, 31);
        QCOMPARE(s.understood + s.partly + s.textOnly, s.cards);
        int abilities = 0;
        for (const ImportedCard& c : fixtures().cards)
            abilities += c.abilities.size();
        QCOMPARE(s.abilities[0] + s.abilities[1] + s.abilities[2] + s.abilities[3], abilities);
        QVERIFY(!s.commonShapes.isEmpty());
        // A mismatch is counted as one (the made-up card of mismatchIsNotTrusted).
        const ImportSummary more = importFile(data("mismatch35.json")).summary();
        QVERIFY(more.abilities[int(AbilityStatus::Mismatch)] >= 1);
    }
};

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
