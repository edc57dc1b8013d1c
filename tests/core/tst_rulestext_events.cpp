// The English rules text of the cards the event player performs (issue 14), compared with their Oracle
// text where the project's style allows it ("enters" for "enters the battlefield", the card's name for
// "this creature", one sentence per instruction).
#include "cards/CardLibrary.h"
#include "text/RulesText.h"

#include <QtTest>

using namespace strata;

class TestRulesTextEvents : public QObject {
    Q_OBJECT

private slots:
    void oracleTexts_data();
    void oracleTexts();
};

void TestRulesTextEvents::oracleTexts_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("index");   // 1-based, as printed
    QTest::addColumn<QString>("expected");
    auto row = [](const char* card, int index, const char* text) {
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(card)).arg(index)))
            << QString::fromUtf8(card) << index << QString::fromUtf8(text);
    };
    // Zone-change triggers (603.6, 603.10a) and their intervening "if" (603.4).
    row("Soul Warden", 1, "Whenever another creature enters, you gain 1 life.");
    row("Felidar Sovereign", 3, "At the beginning of your upkeep, if you have 40 or more life, you win the game.");
    row("Solemn Simulacrum", 1,
        "When Solemn Simulacrum enters, you may search your library for a basic land card, put it onto the "
        "battlefield tapped, then shuffle.");
    row("Solemn Simulacrum", 2, "When Solemn Simulacrum dies, you may draw a card.");
    row("Grief", 2,
        "When Grief enters, target opponent reveals their hand. You choose a nonland card from it. That player "
        "discards that card.");
    row("Grief", 3, "Evoke\u2014Exile a black card from your hand.");
    row("Flickerwisp", 2,
        "When Flickerwisp enters, exile another target permanent. At the beginning of the next end step, return "
        "that card to the battlefield under its owner's control.");
    row("Elvish Visionary", 1, "When Elvish Visionary enters, draw a card.");
    row("Mulldrifter", 2, "When Mulldrifter enters, draw two cards.");
    row("Mulldrifter", 3, "Evoke {2}{U}");
    row("Blood Artist", 1,
        "Whenever Blood Artist or another creature dies, target player loses 1 life and you gain 1 life.");
    row("Zulaport Cutthroat", 1,
        "Whenever Zulaport Cutthroat or another creature you control dies, each opponent loses 1 life and you gain "
        "1 life.");
    row("Bastion of Remembrance", 2,
        "Whenever a creature you control dies, each opponent loses 1 life and you gain 1 life.");
    row("Kitchen Finks", 1, "When Kitchen Finks enters, you gain 2 life.");
    row("Kitchen Finks", 2, "Persist");
    row("Academy Rector", 1, "When Academy Rector dies, you may exile it. If you do, search your library for an enchantment card, put it onto the battlefield, then shuffle.");
    row("Aven Riftwatcher", 2, "Vanishing 3");
    row("Aven Riftwatcher", 3, "When Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.");
    // A state trigger (603.8) and upkeep triggers with an intervening "if".
    row("Emperor Crocodile", 1, "When you control no other creatures, sacrifice Emperor Crocodile.");
    row("Convalescence", 1, "At the beginning of your upkeep, if you have 10 or less life, you gain 1 life.");
    // Cast triggers with a filter, granted triggers.
    row("Warmth", 1, "Whenever an opponent casts a red spell, you gain 2 life.");
    row("Pillory of the Sleepless", 2, "Enchanted creature can't attack or block.");
    row("Pillory of the Sleepless", 3, "Enchanted creature has \"At the beginning of your upkeep, you lose 1 life.\"");
    row("Supernatural Stamina", 1,
        "Target creature gets +2/+0 and gains \"When this creature dies, return it to the battlefield tapped under "
        "its owner's control.\" until end of turn.");
    // Spells: players as targets, exile and return, computed amounts, "destroy all".
    row("Lightning Bolt", 1, "Lightning Bolt deals 3 damage to any target.");
    row("Shock", 1, "Shock deals 2 damage to any target.");
    row("Swords to Plowshares", 1, "Exile target creature. Its controller gains life equal to its power.");
    row("Cloudshift", 1,
        "Exile target creature you control, then return that card to the battlefield under your control.");
    row("Wrath of God", 1, "Destroy all creatures. They can't be regenerated.");
    row("Court Homunculus", 1, "As long as you control another artifact, Court Homunculus gets +1/+1.");
    row("Sanctum Plowbeast", 2, "Plainscycling {2}");
    row("Sanctum Plowbeast", 3, "Islandcycling {2}");
    row("Basilisk Collar", 1, "Equipped creature has deathtouch and lifelink.");
    row("Karametra, God of Harvests", 3,
        "Whenever you cast a creature spell, you may search your library for a Forest or Plains card, put it onto "
        "the battlefield tapped, then shuffle.");
    // The primer's keywords and cards (issue 15).
    row("White Knight", 2, "Protection from black");
    row("Black Knight", 1, "First strike");
    row("Sublime Archangel", 2, "Exalted");
    row("Sublime Archangel", 3, "Other creatures you control have exalted.");
    row("Devoted Retainer", 1, "Bushido 1");
    row("Bladetusk Boar", 1, "Intimidate");
    row("Boggart Ram-Gang", 2, "Wither");
    row("Blastoderm", 1, "Shroud");
    row("Blastoderm", 2, "Fading 3");
    row("Dauthi Slayer", 2, "Dauthi Slayer attacks each combat if able.");
    row("Dandân", 1, "Dandân can't attack unless defending player controls an Island.");
    row("Dandân", 2, "When you control no Islands, sacrifice Dandân.");
    row("Avalanche Riders", 2, "Echo {3}{R}");
    row("Avalanche Riders", 3, "When Avalanche Riders enters, destroy target land.");
    row("Krosan Tusker", 1, "Cycling {2}{G}");
    row("Krosan Tusker", 2,
        "When you cycle Krosan Tusker, you may search your library for a basic land card, reveal it, put it "
        "into your hand, then shuffle.");
    row("Capsize", 1, "Buyback {3}");
    row("Capsize", 2, "Return target permanent to its owner's hand.");
    row("Kavu Titan", 1, "Kicker {2}{G}");
    row("Kavu Titan", 2, "If Kavu Titan was kicked, it enters with three +1/+1 counters on it and with trample.");
    row("Cavern Harpy", 2,
        "When Cavern Harpy enters, return a blue or black creature you control to its owner's hand.");
    row("Cavern Harpy", 3, "Pay 1 life: Return Cavern Harpy to its owner's hand.");
    row("Pestilence", 1,
        "At the beginning of each end step, if no creatures are on the battlefield, sacrifice Pestilence.");
    row("Pestilence", 2, "{B}: Pestilence deals 1 damage to each creature and each player.");
}

void TestRulesTextEvents::oracleTexts()
{
    QFETCH(QString, card);
    QFETCH(int, index);
    QFETCH(QString, expected);
    const CardPtr c = CardLibrary::builtin().find(card);
    if (!c)
        QFAIL(qPrintable(QStringLiteral("%1 is not in the card library").arg(card)));
    if (index < 1 || index > c->front.abilities.size())
        QFAIL(qPrintable(QStringLiteral("%1 has no ability %2").arg(card).arg(index)));
    QCOMPARE(RulesText::ability(*c->front.abilities[index - 1], c->front.name), expected);
}

QTEST_GUILESS_MAIN(TestRulesTextEvents)
#include "tst_rulestext_events.moc"
