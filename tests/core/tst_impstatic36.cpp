// Static abilities read from real cards' Oracle text (tests/data/import/impstatic36.json), round 36 of the
// static list: Animate Artifact's "As long as enchanted artifact isn't a creature, it's an artifact creature with
// power and toughness each equal to its converted mana cost." The condition is checked as the layer engine
// applies the effect (611.3a), in layer 4, so the Aura's own type change does not switch it off, while an artifact
// that is a creature already is left as it is. Checked as read, through the card format, and as played.
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
    return test::fixtureFile(QStringLiteral("impstatic36.json"));
}

Playthrough played(const QByteArray& objects)
{
    return test::playScenario(fixtures(), objects, {});
}

bool hasType(const Playthrough& play, const char* id, CardType t)
{
    const Characteristics* c = test::charsOf(play, QLatin1String(id));
    return c && c->type.has(t);
}

const QString kAnimate = QStringLiteral("Animate Artifact");

}   // namespace

class TestImpStatic36 : public QObject {
    Q_OBJECT
private slots:
    void animateArtifactIsUnderstood()
    {
        const ImportedCard* card = test::findCard(fixtures(), kAnimate);
        QVERIFY(card);
        QCOMPARE(card->status, CardStatus::Understood);
    }

    // CR 611.3a, 205.1b, 613.1d, 613.4b: a static ability of the Aura under a negated condition on the enchanted
    // permanent; "an artifact creature" keeps its other types (205.1b: added), and the power and toughness are the
    // enchanted artifact's mana value. Written back with its condition first, as printed.
    void animateArtifactIsReadWithItsCondition()
    {
        const AbilityDef* a = test::parsedWith(fixtures(), kAnimate, QStringLiteral("isn't a creature"));
        QVERIFY(a);
        QVERIFY(a->condition);
        QCOMPARE(a->condition->kind, Condition::Kind::AttachedIs);
        QVERIFY(a->condition->negated);
        QVERIFY(a->condition->filter && a->condition->filter->types == quint16(CardType::Creature));
        QVERIFY(a->affects && a->affects->ref == Selector::Ref::Attached);
        QVERIFY(std::any_of(a->ops.cbegin(), a->ops.cend(), [](const Op& o) {
            return o.kind == Op::Kind::AddTypes
                && o.cardTypes == (quint16(CardType::Artifact) | quint16(CardType::Creature));
        }));
        QVERIFY(std::any_of(a->ops.cbegin(), a->ops.cend(), [](const Op& o) { return o.kind == Op::Kind::SetPT; }));
        QCOMPARE(test::writtenText(fixtures(), kAnimate, 1),
            QStringLiteral("As long as enchanted artifact isn't a creature, it is an artifact creature with power and "
                           "toughness each equal to its mana value."));
    }

    // The condition and both changes survive the card format (the "not" around "attached_is").
    void cardFormatKeepsTheCondition()
    {
        int checked = 0;
        const QString difference = test::cardFormatDifference(fixtures(), &checked);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        QCOMPARE(checked, 3);
        const ImportedCard* card = test::findCard(fixtures(), kAnimate);
        QVERIFY(card);
        QString why;
        const CardPtr back = test::throughCardFormat(*card->card, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->front.abilities.size(), 2);
        const AbilityDef& s = *back->front.abilities.at(1);
        QVERIFY(s.condition && s.condition->negated && s.condition->kind == Condition::Kind::AttachedIs);
    }

    // CR 611.3a, 613.1d, 613.4b, 205.1b: Ana's Jayemdae Tome (mana value 4) enchanted by Animate Artifact is a 4/4
    // artifact creature; the Aura's own type change in layer 4 does not turn the condition off for the power and
    // toughness it sets in layer 7b (613.6: the effect, once applied, keeps applying).
    void aNoncreatureArtifactBecomesACreature()
    {
        const Playthrough play = played(test::objectJson("tome", "Jayemdae Tome") + ","
            + test::objectJson("aura", "Animate Artifact", R"(, "attached_to": "tome")"));
        QVERIFY(hasType(play, "tome", CardType::Creature));
        QVERIFY(hasType(play, "tome", CardType::Artifact));
        QCOMPARE(test::ptOf(play, QStringLiteral("tome")), QStringLiteral("4/4"));
        // Without the Aura it is no creature.
        const Playthrough plain = played(test::objectJson("tome", "Jayemdae Tome"));
        QVERIFY(!hasType(plain, "tome", CardType::Creature));
    }

    // CR 611.3a: an artifact that is a creature already is not changed: Ornithopter (mana value 0) stays a 0/2
    // and survives, where the Aura's 0/0 would have put it into the graveyard (704.5f).
    void anArtifactCreatureKeepsItsPowerAndToughness()
    {
        const Playthrough play = played(test::objectJson("thopter", "Ornithopter") + ","
            + test::objectJson("aura", "Animate Artifact", R"(, "attached_to": "thopter")"));
        QCOMPARE(test::zoneOf(play, QStringLiteral("thopter")), Zone::Battlefield);
        QCOMPARE(test::ptOf(play, QStringLiteral("thopter")), QStringLiteral("0/2"));
    }
};

QTEST_MAIN(TestImpStatic36)
#include "tst_impstatic36.moc"
