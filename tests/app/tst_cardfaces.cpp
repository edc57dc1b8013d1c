// Which face a card shows, and how its words break (issue 13): a board that fits at the legible
// zoom on a 1920x1080 screen draws whole cards, not compact ones; a compact face wraps its name and
// type line between words, and a word too long for a line ends in "…", never split with a hyphen
// ("Encantam-" / "iento"), in English, Spanish and Italian.
#include "AppTestSupport.h"
#include "MainWindow.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/CardItem.h"
#include "board/CardPainter.h"
#include "board/CompactCardFace.h"
#include "board/ZoneArea.h"
#include "dialogs/ScriptedDialogs.h"
#include <QApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextItem>
#include <QTranslator>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::sourcePath;

using namespace strata;
using namespace strata::ui;
using namespace strata::ui::test;

namespace {

// A paint device that keeps every piece of text drawn on it: what a card face writes, line by line.
class TextRecorder : public QPaintDevice {
public:
    QStringList texts;
    QPaintEngine* paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
        case PdmHeight:
            return 400;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        case PdmDepth:
            return 32;
        default:
            return 1;
        }
    }

private:
    class Engine : public QPaintEngine {
    public:
        explicit Engine(QStringList* texts) : QPaintEngine(AllFeatures), m_texts(texts) {}
        bool begin(QPaintDevice*) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState&) override {}
        void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
        void drawTextItem(const QPointF&, const QTextItem& item) override { *m_texts << item.text(); }
        void drawPath(const QPainterPath&) override {}
        void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
        Type type() const override { return User; }

    private:
        QStringList* m_texts;
    };
    mutable Engine m_engine{&texts};
};

QStringList scenarioFiles()
{
    const QDir dir(sourcePath(QStringLiteral("resources/scenarios")));
    QStringList files;
    for (const QString& f : dir.entryList({QStringLiteral("*.strata.json")}, QDir::Files, QDir::Name))
        files << dir.filePath(f);
    return files;
}

// Why `line`, drawn for `source` (a name or type line), splits a word; empty when it does not: it is
// a run of whole words of `source`, or whole words and then the start of one more ending in "…".
QString splitWord(const QString& line, const QString& source)
{
    const QString ellipsis(QChar(0x2026));
    const bool elided = line.endsWith(ellipsis);
    const QString words = elided ? line.chopped(1).trimmed() : line;
    if (words.isEmpty())
        return elided ? QString() : QStringLiteral("an empty line");
    for (qsizetype at = source.indexOf(words); at >= 0; at = source.indexOf(words, at + 1)) {
        const qsizetype end = at + words.size();
        const bool startsAWord = at == 0 || source.at(at - 1).isSpace();
        const bool endsAWord = end == source.size() || source.at(end).isSpace();
        if (startsAWord && (endsAWord || elided))
            return QString();
    }
    return QStringLiteral("“%1” is not a run of whole words of “%2”").arg(line, source);
}

}   // namespace

class TestCardFaces : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_cardfaces"));
        QSettings().clear();
        QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1920, 1080));
    }

    void cleanup() { QVERIFY(useLanguage(m_translator, QStringLiteral("en"))); }

    // The recorder sees what a painter writes: a line drawn is a line recorded.
    void recorderRecordsText()
    {
        TextRecorder recorder;
        QPainter p(&recorder);
        p.drawText(QPointF(10, 10), QStringLiteral("Encantamiento — Aura"));
        p.end();
        QCOMPARE(recorder.texts, QStringList{QStringLiteral("Encantamiento — Aura")});
    }

    // A two-player board with a few permanents fits a 1920x1080 screen at the zoom where whole cards
    // are legible: the cards show their whole face, rules text included, and are all in view.
    void smallBoardsShowWholeCardsAt1920_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addRow("demo") << kDemo;
        QTest::addRow("Blood Moon and Urborg")
            << sourcePath(QStringLiteral("resources/scenarios/classic-03-blood-moon-urborg.strata.json"));
        QTest::addRow("Bad Moon and Darkest Hour")
            << sourcePath(QStringLiteral("resources/scenarios/seed-1-bad-moon-darkest-hour.strata.json"));
    }

    void smallBoardsShowWholeCardsAt1920()
    {
        QFETCH(QString, file);
        ScriptedDialogs dialogs;
        MainWindow window(&dialogs);
        window.restoreLayout();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openInto(*window.document(), file));
        QCoreApplication::processEvents();
        BoardView* board = window.board();
        board->fitToContents();
        QVERIFY2(board->headlineScale() == 1,
            qPrintable(QStringLiteral("compact faces at zoom %1 (legible from %2), board %3x%4")
                           .arg(board->zoom())
                           .arg(board->legibleZoom())
                           .arg(board->viewport()->width())
                           .arg(board->viewport()->height())));
        QCOMPARE(board->boardScene()->headlineScale(), 1.0);
        const QRectF visible = board->mapToScene(board->viewport()->rect()).boundingRect();
        for (CardItem* item : board->boardScene()->cardItems())
            if (!item->parentItem())
                QVERIFY2(visible.contains(item->mapRectToScene(item->faceRect())), qPrintable(item->objectId()));
    }

    // On a whole face on screen, a name too long for the bar beside its mana cost takes two lines,
    // broken between words, instead of ending in "…" after one word.
    void wholeFaceNamesTakeTwoLines()
    {
        CardPresentation card;
        card.name = QStringLiteral("Grinning Demon");
        card.typeLine = QStringLiteral("Creature — Demon");
        card.manaSymbols = {QStringLiteral("2"), QStringLiteral("B"), QStringLiteral("B")};
        QFont font;
        QVERIFY(CardPainter::shownName(card, &font) != card.name);   // one line would not hold it
        TextRecorder recorder;
        QPainter p(&recorder);
        CardPainter::paint(&p, card, CardPainter::Highlight());
        p.end();
        QVERIFY2(recorder.texts.contains(QStringLiteral("Grinning")), qPrintable(recorder.texts.join(" | ")));
        QVERIFY2(recorder.texts.contains(QStringLiteral("Demon")), qPrintable(recorder.texts.join(" | ")));
        for (const QString& text : recorder.texts)
            QVERIFY2(!text.startsWith(QStringLiteral("Grinning")) || text == QStringLiteral("Grinning"), qPrintable(text));
    }

    // Tapped cards lie turned, wider than their column: side by side (two attackers), none covers
    // another, and the first stays off the graveyard column left of the battlefield.
    void tappedCardsDoNotCoverEachOther()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tapped.strata.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "strata-scenario", "version": 1, "title": "Three attackers",
            "players": [{"id": "ana", "name": "Ana"}, {"id": "nico", "name": "Nico"}],
            "objects": [
              {"id": "a", "card": "Grizzly Bears", "controller": "ana", "timestamp": 1, "tapped": true},
              {"id": "b", "card": "Gray Ogre", "controller": "ana", "timestamp": 2, "tapped": true},
              {"id": "c", "card": "Craw Wurm", "controller": "ana", "timestamp": 3},
              {"id": "d", "card": "Grizzly Bears", "controller": "ana", "timestamp": 4, "tapped": true}]})");
        file.close();
        ScenarioDocument doc;
        QVERIFY(openInto(doc, path));
        doc.finishResolving();
        BoardScene scene(&doc);
        QList<CardItem*> cards = scene.cardItems();
        QCOMPARE(cards.size(), 4);
        int tapped = 0;
        for (CardItem* a : cards) {
            tapped += a->isTapped() ? 1 : 0;
            const QRectF face = a->mapRectToScene(a->faceRect());
            for (CardItem* b : cards)
                if (a != b)
                    QVERIFY2(!face.intersects(b->mapRectToScene(b->faceRect())),
                        qPrintable(a->objectId() + QStringLiteral(" covers ") + b->objectId()));
            const ZoneArea* battlefield = scene.zoneArea(QStringLiteral("ana"), ZoneArea::Kind::Battlefield);
            QVERIFY(battlefield);
            QVERIFY2(face.left() >= battlefield->sceneBoundingRect().left(), qPrintable(a->objectId()));
        }
        QCOMPARE(tapped, 3);
    }

    // Every card of every bundled scenario, drawn with its compact face at the largest headline
    // scale (the laptop's zoom), in each language: each line of its name and type line is whole words.
    void compactFacesBreakBetweenWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        const QStringList files = scenarioFiles();
        QVERIFY(files.size() >= 10);
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")})
            for (const QString& f : files)
                QTest::newRow(qPrintable(language + QLatin1Char(' ') + QFileInfo(f).fileName())) << language << f;
    }

    void compactFacesBreakBetweenWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QVERIFY(useLanguage(m_translator, language));
        ScenarioDocument doc;
        QVERIFY(openInto(doc, file));
        doc.finishResolving();
        int lines = 0;
        for (int i = 0; i < doc.state().objects.size(); ++i) {
            const CardPresentation card = CardPresenter::present(doc, i);
            TextRecorder recorder;
            QPainter p(&recorder);
            CardPainter::Highlight compact;
            compact.headlineScale = CardPainter::kMaxHeadlineScale;
            CardPainter::paint(&p, card, compact);
            p.end();
            // What the face writes first is its name, then its type line, in these lines.
            const cardpaint::CompactHeadlines h = cardpaint::compactHeadlines(card, compact.headlineScale);
            QCOMPARE(recorder.texts.mid(0, h.name.size() + h.typeLine.size()), h.name + h.typeLine);
            QVERIFY2(!h.name.isEmpty(), qPrintable(card.name));
            for (const QString& line : h.name) {
                const QString why = splitWord(line, card.name);
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
            for (const QString& line : h.typeLine) {
                const QString why = splitWord(line, card.typeLine);
                QVERIFY2(why.isEmpty(), qPrintable(why));
            }
            lines += h.name.size() + h.typeLine.size();
            // Nothing is left out silently: the lines hold the whole text, or the last ends in "…".
            for (const auto& [shown, source] : {std::pair{h.name, card.name}, std::pair{h.typeLine, card.typeLine}})
                if (!shown.join(QLatin1Char(' ')).contains(QChar(0x2026)))
                    QCOMPARE(shown.join(QLatin1Char(' ')), source.simplified());
        }
        QVERIFY(lines > 0);
    }

private:
    QTranslator m_translator;
};

// The offscreen platform with a 1920x1080 screen, as on a first start on a projector.
int main(int argc, char** argv)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [
            {"name": "projector", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
            < 0)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toUtf8());
    QApplication app(argc, argv);
    TestCardFaces test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_cardfaces.moc"
