// What the importer's coverage counts as a static ability that changes characteristics (layers 1–7,
// 613.1), read by Strata or not: the denominator of issue 16's layer target. Each sentence is a real
// card's Oracle text as the importer sees it (reminder text removed, the card's name written "~").
#include "import/LayerChangingText.h"
#include <QtTest>

using strata::import::layerChangingText;

class LayerCountTest : public QObject {
    Q_OBJECT
private slots:
    // CR 613.1f: a granted quoted ability is layer 6 whatever it says inside: a target, "until end of
    // turn" and a trigger word belong to the granted ability (Blazing Torch, Magma Sliver, Spiteful
    // Sliver).
    void aQuotedAbilityIsGrantedWhateverItSaysInside()
    {
        QVERIFY(layerChangingText(QStringLiteral(
            "Equipped creature has \"{T}, Sacrifice ~: ~ deals 2 damage to any target.\"")));
        QVERIFY(layerChangingText(QStringLiteral("All Slivers have \"{T}: Target Sliver creature gets +X/+0 until end "
                                                 "of turn, where X is the number of Slivers on the battlefield.\"")));
        QVERIFY(layerChangingText(QStringLiteral("Sliver creatures you control have \"Whenever this creature is dealt "
                                                 "damage, it deals that much damage to target player or planeswalker.\"")));
        // Outside the quotes, "target" and "until end of turn" still mark a one-shot effect.
        QVERIFY(!layerChangingText(QStringLiteral("Target creature gets +2/+2 until end of turn.")));
        // "Can't be the target of spells" is a rule of the static ability, not a target (115.1).
        QVERIFY(layerChangingText(QStringLiteral("Enchanted creature gets +0/+2 and can't be the target of spells.")));
    }

    // CR 707.2, 613.2: entering as a copy is a copy effect of layer 1, optional or not, tapped or not.
    void enteringAsACopyIsLayerOne()
    {
        QVERIFY(layerChangingText(QStringLiteral(
            "You may have ~ enter the battlefield as a copy of any creature on the battlefield.")));
        QVERIFY(layerChangingText(QStringLiteral(
            "You may have ~ enter the battlefield tapped as a copy of any land on the battlefield.")));
        QVERIFY(layerChangingText(QStringLiteral("Raid \u2014 If you attacked with a creature this turn, you may have ~ "
                                                 "enter the battlefield as a copy of any creature on the battlefield.")));
        // 614.1c, 613.4b: an object that enters with characteristics the ability sets.
        QVERIFY(layerChangingText(QStringLiteral("As ~ enters the battlefield, it becomes your choice of a 3/3 creature, "
                                                 "a 2/2 creature with flying, or a 1/6 creature with defender.")));
        // Choosing alone changes nothing (607.2d: what uses the choice is another ability).
        QVERIFY(!layerChangingText(QStringLiteral("As ~ enters the battlefield, choose a color.")));
    }

    // CR 305.7, 613.1d/e, 613.4b: setting land types, colours, kinds and base P/T.
    void typesColorsAndBasePowerAreCounted()
    {
        QVERIFY(layerChangingText(QStringLiteral("Forests you control are 1/1 green Elf creatures that are still lands.")));
        QVERIFY(layerChangingText(QStringLiteral("Enchanted land is the chosen type.")));
        QVERIFY(layerChangingText(QStringLiteral("All cards that aren't on the battlefield, spells, and permanents are "
                                                 "the chosen color in addition to their other colors.")));
        QVERIFY(layerChangingText(QStringLiteral("Lands your opponents control with the chosen name lose all land types "
                                                 "and abilities, and they gain \"{T}: Add one mana of any color.\"")));
        // 612.2: text-changing effects are layer 3.
        QVERIFY(layerChangingText(QStringLiteral("All instances of color words in the text of spells and permanents are "
                                                 "changed to the chosen color word.")));
        // A second sentence saying how long the first one's effect lasts does not make it one-shot.
        QVERIFY(layerChangingText(QStringLiteral("Each noncreature artifact loses all abilities and becomes an artifact "
                                                 "creature with power and toughness each equal to its mana value. If ~ "
                                                 "leaves the battlefield, this effect continues until end of turn.")));
    }

    // CR 611.3a, 508.1c: a condition, and a rule followed "as though", are cut before asking; what is
    // left decides (Colossus of Akros's trample counts, Crevasse's blocking rule does not).
    void conditionsAndAsThoughRulesAreCut()
    {
        QVERIFY(layerChangingText(QStringLiteral(
            "As long as ~ is monstrous, it has trample and can attack as though it didn't have defender.")));
        QVERIFY(layerChangingText(QStringLiteral(
            "If a creature card with flying was exiled with ~'s delve ability, ~ has flying.")));
        QVERIFY(!layerChangingText(QStringLiteral(
            "Creatures with mountainwalk can be blocked as though they didn't have mountainwalk.")));
        QVERIFY(!layerChangingText(QStringLiteral("You may cast ~ as though it had flash.")));
        // 614.1a: a replacement effect is not a characteristic.
        QVERIFY(!layerChangingText(QStringLiteral("If you would gain life, you gain that much life plus 1 instead.")));
        QVERIFY(!layerChangingText(QStringLiteral("~ can't attack unless there is a Mountain on the battlefield.")));
    }

    // CR 113.3d, 603.1: activated and triggered abilities are not static ones, even when they grant.
    void activatedAndTriggeredAbilitiesAreNotCounted()
    {
        QVERIFY(!layerChangingText(QStringLiteral("{1}{G}: ~ gets +1/+1 until end of turn.")));
        QVERIFY(!layerChangingText(QStringLiteral(
            "Landfall \u2014 Whenever a land enters the battlefield under your control, ~ gets +2/+2 until end of turn.")));
    }
};

QTEST_GUILESS_MAIN(LayerCountTest)
#include "tst_layercount.moc"
