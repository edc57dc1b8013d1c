// Combat in the app (events.md `attack`, `block`, `assign`): declaring attackers and blockers by
// dragging creatures on the board, the arrows that show them, a refused declaration with its rule on
// the board and in the events dock, and the damage-assignment dialog; each edit undoable.
#include "AppTestSupport.h"
#include "MainWindow.h"
#include "board/BoardActions.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardContextMenu.h"
#include "board/CardItem.h"
#include "board/ZoneArea.h"
#include "combat/CombatOverlay.h"
#include "combat/DamageAssignmentDialog.h"
#include "dialogs/ScriptedDialogs.h"
#include "docks/EventsDock.h"
#include "docks/StepBar.h"
#include <QMenu>
#include <QSpinBox>
#include <QUndoStack>
#include <QtTest>
#include <limits>
#include <memory>

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

using Amounts = QVector<QPair<QString, int>>;

int countArrows(const CombatOverlay& overlay, CombatOverlay::Arrow::Kind kind)
{
    return int(std::count_if(overlay.arrows().begin(), overlay.arrows().end(),
        [kind](const CombatOverlay::Arrow& a) { return a.kind == kind; }));
}

bool hasArrow(const CombatOverlay& overlay, CombatOverlay::Arrow::Kind kind, const QString& from, const QString& to)
{
    return std::any_of(overlay.arrows().begin(), overlay.arrows().end(),
        [&](const CombatOverlay::Arrow& a) { return a.kind == kind && a.from == from && a.to == to; });
}

}   // namespace

class TestCombat : public QObject {
    Q_OBJECT
    ScriptedDialogs m_dialogs;
    std::unique_ptr<MainWindow> m_window;

    ScenarioDocument* doc() const { return m_window->document(); }
    BoardScene* scene() const { return m_window->board()->boardScene(); }
    CombatOverlay* overlay() const { return CombatOverlay::of(scene()); }
    const QVector<GameEvent>& events() const { return doc()->snapshot().events; }

    bool open(const QString& name)
    {
        if (!openInto(*doc(), testData(QStringLiteral("events/") + name)))
            return false;
        doc()->showEvent(0);   // Play mode: the game after the scenario's first event
        return true;
    }
    QPointF battlefieldOf(const QString& player) const
    {
        return scene()->zoneArea(player, ZoneArea::Kind::Battlefield)->sceneBoundingRect().center();
    }
    QPointF centreOf(const QString& id) const
    {
        const CardItem* card = scene()->cardItem(id);
        return card->mapToScene(card->faceRect().center());
    }
    // What letting go of a dragged card does (CardItem::released → BoardActions::cardMoved).
    void drag(const QString& id, QPointF to) { m_window->board()->actions()->cardMoved(scene()->cardItem(id), to, {}); }

    void declareCombatOnTheTrampler()
    {
        drag(QStringLiteral("bears"), battlefieldOf(QStringLiteral("opp")));
        drag(QStringLiteral("dreadmaw"), battlefieldOf(QStringLiteral("opp")));
        drag(QStringLiteral("ogre"), centreOf(QStringLiteral("dreadmaw")));
        drag(QStringLiteral("obears"), centreOf(QStringLiteral("dreadmaw")));
    }
    void beginCombatDamage()
    {
        StepBar* bar = m_window->eventsDock()->stepBar();
        bar->resize(400, bar->sizeHint().height());
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->stepRect(Step::CombatDamage).center());
    }

private slots:
    void init()
    {
        m_window = std::make_unique<MainWindow>(&m_dialogs);
        doc()->setBackgroundThresholdMs(std::numeric_limits<int>::max());
    }
    void cleanup()
    {
        DamageAssignmentDialog::setScript(nullptr);
        m_window.reset();
    }

    // CR 508.1: two creatures dragged onto the defending player's battlefield are one `attack` event;
    // arrows go from each to the player; undo takes back one drag at a time.
    void dragDeclaresAttackersInOneEvent()
    {
        QVERIFY(open(QStringLiteral("combat_app_trample.strata.json")));
        QVERIFY(overlay());
        QCOMPARE(overlay()->arrows().size(), 0);
        doc()->showEvent(-1);   // the snapshot: a card dragged across stays with its controller
        drag(QStringLiteral("bears"), battlefieldOf(QStringLiteral("opp")));
        QCOMPARE(events().size(), 1);
        doc()->showEvent(0);
        drag(QStringLiteral("bears"), battlefieldOf(QStringLiteral("opp")));
        QCOMPARE(events().size(), 2);
        QCOMPARE(events()[1].verb, GameEvent::Verb::Attack);
        QCOMPARE(doc()->shownEvent(), 1);
        drag(QStringLiteral("dreadmaw"), battlefieldOf(QStringLiteral("opp")));
        QCOMPARE(events().size(), 2);   // added to the declaration shown, not a second attack
        QCOMPARE(events()[1].attacks.size(), 2);
        QCOMPARE(events()[1].attacks[0].attacker, QStringLiteral("bears"));
        QCOMPARE(events()[1].attacks[1].attacker, QStringLiteral("dreadmaw"));
        QCOMPARE(events()[1].attacks[1].defender, QStringLiteral("opp"));
        QVERIFY(doc()->shownOutcome() && doc()->shownOutcome()->done);
        const GameObject* dreadmaw = doc()->state().object(QStringLiteral("dreadmaw"));
        QVERIFY(dreadmaw->attacking && dreadmaw->tapped);   // 508.1f
        QCOMPARE(countArrows(*overlay(), CombatOverlay::Arrow::Kind::Attack), 2);
        QVERIFY(hasArrow(*overlay(), CombatOverlay::Arrow::Kind::Attack, QStringLiteral("dreadmaw"), QStringLiteral("opp")));

        doc()->undoStack()->undo();
        QCOMPARE(events()[1].attacks.size(), 1);
        QCOMPARE(countArrows(*overlay(), CombatOverlay::Arrow::Kind::Attack), 1);
        doc()->undoStack()->undo();
        QCOMPARE(events().size(), 1);
        QCOMPARE(overlay()->arrows().size(), 0);
    }

    // CR 506.3, 508.1b: a creature dragged onto an opposing planeswalker attacks it, and its combat
    // damage removes loyalty (120.3c).
    void dragOntoAPlaneswalkerAttacksIt()
    {
        QVERIFY(open(QStringLiteral("combat_app_planeswalker.strata.json")));
        drag(QStringLiteral("bears"), centreOf(QStringLiteral("oko")));
        QCOMPARE(events().size(), 2);
        QCOMPARE(events()[1].verb, GameEvent::Verb::Attack);
        QCOMPARE(events()[1].attacks.first().defender, QStringLiteral("oko"));
        QVERIFY(doc()->shownOutcome()->done);
        QVERIFY(hasArrow(*overlay(), CombatOverlay::Arrow::Kind::Attack, QStringLiteral("bears"), QStringLiteral("oko")));
        beginCombatDamage();
        QCOMPARE(doc()->state().object(QStringLiteral("oko"))->counterCount(QStringLiteral("loyalty")), 2);
        QCOMPARE(doc()->state().player(QStringLiteral("opp"))->life, 20);
    }

    // CR 509.1, 509.1h: two blockers dragged onto one attacker are one `block` event, in the order
    // dragged (the default order of damage); arrows go from each blocker to the attacker.
    void dragDeclaresTwoBlockersOnOneAttacker()
    {
        QVERIFY(open(QStringLiteral("combat_app_trample.strata.json")));
        declareCombatOnTheTrampler();
        QCOMPARE(events().size(), 3);
        const GameEvent& block = events()[2];
        QCOMPARE(block.verb, GameEvent::Verb::Block);
        QCOMPARE(block.blocks.size(), 2);
        QCOMPARE(block.blocks[0].blocker, QStringLiteral("ogre"));
        QCOMPARE(block.blocks[1].blocker, QStringLiteral("obears"));
        QCOMPARE(block.blocks[1].attackers, QStringList{QStringLiteral("dreadmaw")});
        QVERIFY(doc()->shownOutcome()->done);
        QCOMPARE(doc()->state().object(QStringLiteral("dreadmaw"))->blockedBy,
            (QStringList{QStringLiteral("ogre"), QStringLiteral("obears")}));
        QCOMPARE(countArrows(*overlay(), CombatOverlay::Arrow::Kind::Block), 2);
        QVERIFY(hasArrow(*overlay(), CombatOverlay::Arrow::Kind::Block, QStringLiteral("obears"), QStringLiteral("dreadmaw")));

        doc()->undoStack()->undo();
        QCOMPARE(events()[2].blocks.size(), 1);
        doc()->undoStack()->undo();
        QCOMPARE(events().size(), 2);
        QCOMPARE(countArrows(*overlay(), CombatOverlay::Arrow::Kind::Block), 0);
    }

    // CR 702.9b: Levitation gives the Bears flying, so Wall of Omens can't block them. The refusal
    // shows beside the Wall on the board and in the events dock, with the rule; undo takes it back.
    void refusedBlockShowsItsRuleOnScreen()
    {
        QVERIFY(open(QStringLiteral("combat_app_levitation.strata.json")));
        drag(QStringLiteral("bears"), battlefieldOf(QStringLiteral("opp")));
        drag(QStringLiteral("wall"), centreOf(QStringLiteral("bears")));
        QCOMPARE(events().size(), 3);
        QCOMPARE(events()[2].verb, GameEvent::Verb::Block);
        const EventOutcome* outcome = doc()->shownOutcome();
        QVERIFY(outcome && !outcome->done);
        QCOMPARE(outcome->problems.first().rule, QStringLiteral("702.9b"));

        const QString note = overlay()->refusalText();
        QVERIFY2(note.contains(QStringLiteral("702.9b")) && note.contains(QStringLiteral("flying")), qPrintable(note));
        QCOMPARE(overlay()->refusalObject(), QStringLiteral("wall"));
        // The note stands just beside the Wall, level with it.
        const QGraphicsItem* noteItem = overlay()->refusalNote();
        QVERIFY(noteItem && noteItem->isVisible());
        const CardItem* wall = scene()->cardItem(QStringLiteral("wall"));
        const QRectF wallFace = wall->mapRectToScene(wall->faceRect());
        const qreal x = noteItem->scenePos().x();
        QVERIFY((x > wallFace.right() && x < wallFace.right() + 40) || (x < wallFace.left() && x > wallFace.left() - 40));
        QVERIFY(noteItem->scenePos().y() >= wallFace.top() && noteItem->scenePos().y() < wallFace.bottom());
        QVERIFY(hasArrow(*overlay(), CombatOverlay::Arrow::Kind::Refused, QStringLiteral("wall"), QStringLiteral("bears")));
        QCOMPARE(countArrows(*overlay(), CombatOverlay::Arrow::Kind::Block), 0);
        const QString details = m_window->eventsDock()->detailsText();
        QVERIFY2(details.contains(QStringLiteral("702.9b")), qPrintable(details));

        doc()->undoStack()->undo();
        QCOMPARE(events().size(), 2);
        QVERIFY(overlay()->refusalText().isEmpty());
        QVERIFY(!overlay()->refusalNote());
    }

    // CR 510.1c-d, 702.19c: beginning combat damage opens the dialog with the default division, lethal
    // to each blocker in block order and the rest to the player; accepted, it is the event's `assign`.
    void damageDialogDefaultDivision()
    {
        QVERIFY(open(QStringLiteral("combat_app_trample.strata.json")));
        declareCombatOnTheTrampler();
        Amounts shown;
        DamageAssignmentDialog::setScript([&shown](DamageAssignmentDialog& dialog) {
            for (const DamageDivision::Divider& d : dialog.division().dividers)
                for (const DamageDivision::Recipient& r : d.recipients)
                    shown.append({d.creature + QLatin1Char('>') + r.id, r.amount});
            return true;
        });
        beginCombatDamage();
        const Amounts expected{{QStringLiteral("dreadmaw>ogre"), 2}, {QStringLiteral("dreadmaw>obears"), 2},
            {QStringLiteral("dreadmaw>opp"), 2}};
        QCOMPARE(shown, expected);
        QCOMPARE(events().size(), 4);
        const GameEvent& begin = events()[3];
        QCOMPARE(begin.verb, GameEvent::Verb::Begin);
        QCOMPARE(begin.step, Step::CombatDamage);
        QCOMPARE(begin.assign.size(), 1);
        QCOMPARE(begin.assign[0].creature, QStringLiteral("dreadmaw"));
        QCOMPARE(begin.assign[0].amounts,
            (Amounts{{QStringLiteral("ogre"), 2}, {QStringLiteral("obears"), 2}, {QStringLiteral("opp"), 2}}));
        QVERIFY(doc()->shownOutcome()->done);
        QCOMPARE(doc()->state().player(QStringLiteral("opp"))->life, 16);   // 2 from the Bears, 2 trampling over
        QCOMPARE(doc()->state().object(QStringLiteral("ogre"))->zone, Zone::Graveyard);
        // The damage shows on the card that survived it.
        bool damageBadge = false;
        for (const CardPresentation::Badge& b : scene()->cardItem(QStringLiteral("dreadmaw"))->presentation().badges)
            damageBadge = damageBadge || (b.kind == CardPresentation::Badge::Kind::Damage && b.text.contains(QLatin1Char('4')));
        QVERIFY(damageBadge);

        doc()->undoStack()->undo();
        QCOMPARE(events().size(), 3);
        QCOMPARE(doc()->state().player(QStringLiteral("opp"))->life, 20);

        // The same from a card's context menu.
        std::unique_ptr<QMenu> menu(CardContextMenu::build(
            doc(), m_window->board()->actions(), QStringLiteral("dreadmaw"), nullptr));
        QVERIFY(menu);
        QAction* damage = nullptr;
        for (QAction* a : menu->findChildren<QAction*>())
            if (a->objectName() == QStringLiteral("event-combat-damage"))
                damage = a;
        QVERIFY(damage);
        shown.clear();
        damage->trigger();
        QCOMPARE(shown, expected);
        QCOMPARE(events().size(), 4);
        QCOMPARE(events()[3].assign.size(), 1);
        QCOMPARE(doc()->state().player(QStringLiteral("opp"))->life, 16);
    }

    // CR 702.2c, 702.19c: with deathtouch 1 is lethal, so the default gives the Ogre 1 and the player 5;
    // the golden's division of all 6 to the player is refused by the engine, and the note with its
    // rule stands beside Ball Lightning on the board.
    void deathtouchTrampleDefaultAndRefusedDivision()
    {
        QVERIFY(openInto(*doc(), workedExample(QStringLiteral("combat-3-trample-deathtouch"))));
        doc()->showEvent(1);   // blockers declared
        const DamageDivision division = DamageDivision::forStep(doc()->state(), doc()->resolution(), Step::CombatDamage);
        QCOMPARE(division.dividers.size(), 1);
        const DamageDivision::Divider& ball = division.dividers.first();
        QVERIFY(ball.trample && ball.deathtouch);
        QCOMPARE(ball.recipients.size(), 2);
        QCOMPARE(ball.recipients[0].id, QStringLiteral("ogre"));
        QCOMPARE(ball.recipients[0].lethal, 1);
        QCOMPARE(ball.recipients[0].amount, 1);
        QCOMPARE(ball.recipients[1].id, QStringLiteral("opp"));
        QCOMPARE(ball.recipients[1].amount, 5);

        doc()->showEvent(2);   // "assign": {"ball": {"opp": 6}}
        QVERIFY(!doc()->shownOutcome()->done);
        QVERIFY2(overlay()->refusalText().contains(QStringLiteral("702.19c")), qPrintable(overlay()->refusalText()));
        QCOMPARE(overlay()->refusalObject(), QStringLiteral("ball"));
        QVERIFY(overlay()->refusalNote());
    }

    // An edited division: the dialog checks the total (510.1c) and trample's lethal damage first
    // (702.19c) as the numbers change, and writes the legal one; cancelling records nothing.
    void damageDialogEditedDivision()
    {
        QVERIFY(open(QStringLiteral("combat_app_trample.strata.json")));
        declareCombatOnTheTrampler();
        DamageAssignmentDialog::setScript([](DamageAssignmentDialog&) { return false; });
        beginCombatDamage();
        QCOMPARE(events().size(), 3);

        QStringList problems;
        DamageAssignmentDialog::setScript([&problems](DamageAssignmentDialog& dialog) {
            QSpinBox* ogre = dialog.amountBox(QStringLiteral("dreadmaw"), QStringLiteral("ogre"));
            QSpinBox* opp = dialog.amountBox(QStringLiteral("dreadmaw"), QStringLiteral("opp"));
            if (!ogre || !opp)
                return false;
            ogre->setValue(1);   // 1 + 2 + 2 = 5 of 6
            problems << (dialog.canAccept() ? QString() : dialog.problemText());
            opp->setValue(3);   // adds up, but the Ogre's lethal 2 comes first
            problems << (dialog.canAccept() ? QString() : dialog.problemText());
            ogre->setValue(3);
            opp->setValue(1);
            problems << (dialog.canAccept() ? QString() : dialog.problemText());
            return true;
        });
        beginCombatDamage();
        QCOMPARE(problems.size(), 3);
        QVERIFY2(problems[0].contains(QStringLiteral("510.1c")), qPrintable(problems[0]));
        QVERIFY2(problems[1].contains(QStringLiteral("702.19c")), qPrintable(problems[1]));
        QVERIFY(problems[2].isEmpty());
        QCOMPARE(events().size(), 4);
        QCOMPARE(events()[3].assign.size(), 1);
        QCOMPARE(events()[3].assign[0].amounts,
            (Amounts{{QStringLiteral("ogre"), 3}, {QStringLiteral("obears"), 2}, {QStringLiteral("opp"), 1}}));
        QVERIFY(doc()->shownOutcome()->done);
        QCOMPARE(doc()->state().player(QStringLiteral("opp"))->life, 17);
        doc()->undoStack()->undo();
        QCOMPARE(events().size(), 3);
    }
};

QTEST_MAIN(TestCombat)
#include "tst_combat.moc"
