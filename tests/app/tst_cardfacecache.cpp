// A card's face kept as pixels (CardFaceCache): a timestamp renumbering draws only the timestamp,
// and the face is drawn again whenever something it shows changes (a value, the room the timestamp
// takes, the headline scale, the language, the zoom). Every picture must equal the card painted
// afresh by CardPainter::paint.
#include "board/CardFaceCache.h"
#include "board/CardItem.h"
#include "board/CardPainter.h"
#include <QCoreApplication>
#include <QEvent>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QBuffer>
#include <QtTest>

using namespace strata;
using namespace strata::ui;

namespace {

CardPresentation bear()
{
    CardPresentation card;
    card.objectId = QStringLiteral("o1");
    card.timestamp = 7;
    card.name = card.printedName = QStringLiteral("Grizzly Bears");
    card.manaSymbols = {QStringLiteral("1"), QStringLiteral("G")};
    card.typeLine = card.printedTypeLine = QStringLiteral("Creature — Bear");
    card.colors = card.printedColors = ColorSet::of(Color::Green);
    card.isCreature = true;
    card.abilities << CardPresentation::AbilityLine{QStringLiteral("Trample"), CardPresentation::AbilityLine::Origin::Granted,
        QStringLiteral("Rancor")};
    card.powerToughness = QStringLiteral("4/2");
    card.printedPowerToughness = QStringLiteral("2/2");
    CardPresentation::Badge badge;
    badge.text = QStringLiteral("+1/+1 ×2");
    badge.toolTip = QStringLiteral("+1/+1 counters: 2 (placed at timestamp 7)");
    badge.kind = CardPresentation::Badge::Kind::PlusCounter;
    card.badges << badge;
    card.controllerName = QStringLiteral("Ana");
    return card;
}

CardPainter::Highlight compact()
{
    CardPainter::Highlight h;
    h.headlineScale = 1.6;
    return h;
}

// The card drawn on a clear picture at `zoom`, the way a card item's cache draws it.
template <typename Draw>
QImage picture(qreal zoom, Draw draw)
{
    QImage image(QSize(170, 230) * zoom, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setTransform(QTransform::fromTranslate(10.25, 10.5).scale(zoom, zoom));
    draw(&p);
    return image;
}

QImage cached(CardFaceCache& cache, const CardPresentation& card, CardPainter::Highlight h, qreal zoom = 1)
{
    bool drawn = false;
    const QImage image = picture(zoom, [&](QPainter* p) { drawn = cache.paint(p, card, h); });
    return drawn ? image : QImage();
}

QImage afresh(const CardPresentation& card, CardPainter::Highlight h, qreal zoom = 1)
{
    return picture(zoom, [&](QPainter* p) { CardPainter::paint(p, card, h); });
}

}   // namespace

class TestCardFaceCache : public QObject {
    Q_OBJECT
private slots:
    void aRenumberingDrawsOnlyTheTimestamp_data()
    {
        QTest::addColumn<bool>("compactFace");
        QTest::newRow("whole card") << false;
        QTest::newRow("compact face") << true;
    }
    void aRenumberingDrawsOnlyTheTimestamp()
    {
        QFETCH(bool, compactFace);
        const CardPainter::Highlight h = compactFace ? compact() : CardPainter::Highlight();
        CardFaceCache cache;
        CardPresentation card = bear();
        QCOMPARE(cached(cache, card, h), afresh(card, h));
        QCOMPARE(cache.faceDraws(), 1);
        const QImage before = afresh(card, h);
        card.timestamp = 8;   // the same width: the counters stay where they are
        card.badges[0].toolTip = QStringLiteral("+1/+1 counters: 2 (placed at timestamp 8)");
        const QImage after = cached(cache, card, h);
        QCOMPARE(after, afresh(card, h));
        QVERIFY(after != before);   // the new number is drawn
        QCOMPARE(cache.faceDraws(), 1);
    }

    void aValueTheFaceShowsDrawsItAgain()
    {
        CardFaceCache cache;
        CardPresentation card = bear();
        cached(cache, card, compact());
        card.powerToughness = QStringLiteral("5/3");
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.faceDraws(), 2);
        card.badges[0].text = QStringLiteral("+1/+1 ×3");
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.faceDraws(), 3);
        card.tapped = true;
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.faceDraws(), 4);
    }

    // A compact face's name and type-line bars are kept with its outline: a new P/T or counter draws
    // the foot on them, a new name or type line (or its mark of a changed value) draws them again.
    void theCompactHeadlinesAreKeptWithTheOutline()
    {
        CardFaceCache cache;
        CardPresentation card = bear();
        cached(cache, card, compact());
        QCOMPARE(cache.outlineDraws(), 1);
        card.powerToughness = QStringLiteral("1/1");   // Humility's 7b, as a timestamp move changes it
        card.abilities.clear();
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        card.badges.clear();
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.faceDraws(), 3);
        QCOMPARE(cache.outlineDraws(), 1);
        card.typeLine = QStringLiteral("Creature — Bear Wall");
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.outlineDraws(), 2);
        card.name = QStringLiteral("Grizzly Bears Renamed");
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.outlineDraws(), 3);
        card.name = card.printedName;   // back to the printed name: its words, and no changed mark
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.outlineDraws(), 4);
        // A whole face keeps its outline alone: its headlines are drawn with the rest.
        cached(cache, card, CardPainter::Highlight());
        card.powerToughness = QStringLiteral("2/2");
        QCOMPARE(cached(cache, card, CardPainter::Highlight()), afresh(card, CardPainter::Highlight()));
        QCOMPARE(cache.outlineDraws(), 5);
    }

    // On a compact face the counters start after the timestamp: a wider number moves them.
    void aWiderTimestampDrawsTheCompactFaceAgain()
    {
        CardFaceCache cache;
        CardPresentation card = bear();
        card.timestamp = 9;
        cached(cache, card, compact());
        card.timestamp = 10;
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.faceDraws(), 2);
    }

    void theZoomAndTheHeadlinesDrawItAgain()
    {
        CardFaceCache cache;
        const CardPresentation card = bear();
        cached(cache, card, compact());
        QCOMPARE(cached(cache, card, compact(), 0.75), afresh(card, compact(), 0.75));
        QCOMPARE(cache.faceDraws(), 2);
        QCOMPARE(cached(cache, card, CardPainter::Highlight(), 0.75), afresh(card, CardPainter::Highlight(), 0.75));
        QCOMPARE(cache.faceDraws(), 3);
        CardPainter::Highlight peeking;
        peeking.peeking = true;
        QCOMPARE(cached(cache, card, peeking, 0.75), afresh(card, peeking, 0.75));
        QCOMPARE(cache.faceDraws(), 4);
        // Zoomed in far, a face is drawn each time rather than kept.
        QCOMPARE(cached(cache, card, CardPainter::Highlight(), 3), QImage());
        QCOMPARE(cache.faceDraws(), 4);
    }

    // Selection and hover lie over the face: they change nothing in it.
    void theHighlightIsDrawnOverTheKeptFace()
    {
        CardFaceCache cache;
        const CardPresentation card = bear();
        cached(cache, card, compact());
        CardPainter::Highlight selected = compact();
        selected.selected = true;
        QCOMPARE(cached(cache, card, selected), afresh(card, selected));
        QCOMPARE(cache.faceDraws(), 1);
    }

    void aLanguageChangeDrawsItAgain()
    {
        CardFaceCache cache;
        const CardPresentation card = bear();
        cached(cache, card, compact());
        cached(cache, card, compact());
        QCOMPARE(cache.faceDraws(), 1);
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
        QCOMPARE(cached(cache, card, compact()), afresh(card, compact()));
        QCOMPARE(cache.faceDraws(), 2);
    }

    // Where pixels would not give the same picture, the card is painted as ever.
    void exportsAndSeeThroughCardsAreNotKept()
    {
        CardFaceCache cache;
        CardPresentation card = bear();
        CardPainter::Highlight whole;
        whole.whole = true;
        QVERIFY(cached(cache, card, whole).isNull());
        card.phasedOut = true;
        QVERIFY(cached(cache, card, compact()).isNull());
        card.phasedOut = false;
        QBuffer svg;
        QSvgGenerator generator;
        generator.setOutputDevice(&svg);
        QPainter p(&generator);
        QVERIFY(!cache.paint(&p, card, compact()));
        QCOMPARE(cache.faceDraws(), 0);
    }

    // The board's card item paints through its cache.
    void theCardItemKeepsItsFace()
    {
        CardItem item(QStringLiteral("o1"));
        CardPresentation card = bear();
        item.setPresentation(card);
        const auto paintItem = [&] {
            return picture(1, [&](QPainter* p) { item.paint(p, nullptr, nullptr); });
        };
        QCOMPARE(paintItem(), afresh(card, CardPainter::Highlight()));
        card.timestamp = 8;
        item.setPresentation(card);
        QCOMPARE(paintItem(), afresh(card, CardPainter::Highlight()));
        QCOMPARE(item.faceDraws(), 1);
        card.name = QStringLiteral("Grizzled Bears");
        item.setPresentation(card);
        QCOMPARE(paintItem(), afresh(card, CardPainter::Highlight()));
        QCOMPARE(item.faceDraws(), 2);
    }
};

QTEST_MAIN(TestCardFaceCache)
#include "tst_cardfacecache.moc"
