// File → Import Cards… and the imported library in the app: the dialog's summary, the stored library
// and its merge with the built-in cards, badges, and "Find on Scryfall" against a local server.
#include "AppTestSupport.h"
#include "MainWindow.h"
#include "dialogs/ScriptedDialogs.h"
#include "docks/LibraryDock.h"
#include "docks/LibraryFilter.h"
#include "import/AppCardLibrary.h"
#include "import/ImportActions.h"
#include "import/ImportBadge.h"
#include "import/ImportDialog.h"
#include "import/ScryfallLookup.h"
#include "models/CardLibraryModel.h"
#include "text/RulesText.h"
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

using namespace strata;
using namespace strata::ui;

namespace {

// Serves recorded Scryfall card objects by exact name, as api.scryfall.com/cards/named does, and
// counts the requests it gets; a name it has no card for gets Scryfall's 404.
class RecordedScryfall : public QObject {
public:
    explicit RecordedScryfall(const QHash<QString, QByteArray>& cards) : m_cards(cards)
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { answer(socket); });
        });
        m_server.listen(QHostAddress::LocalHost);
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }
    int requests = 0;
    QStringList paths;

private:
    void answer(QTcpSocket* socket)
    {
        const QByteArray request = socket->readAll();
        if (!request.contains("\r\n\r\n"))
            return;
        ++requests;
        const QUrl asked(QString::fromLatin1(request.split(' ').value(1)));
        paths << asked.path();
        const QString name = QUrlQuery(asked).queryItemValue(QStringLiteral("exact"), QUrl::FullyDecoded);
        const bool known = asked.path() == QLatin1String("/cards/named") && m_cards.contains(name.toLower());
        const QByteArray body = known ? m_cards.value(name.toLower())
                                      : QByteArray(R"({"object": "error", "code": "not_found", "status": 404})");
        socket->write((known ? "HTTP/1.1 200 OK\r\n" : "HTTP/1.1 404 Not Found\r\n")
            + QByteArray("Content-Type: application/json\r\nConnection: close\r\nContent-Length: ")
            + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        socket->disconnectFromHost();
    }
    QTcpServer m_server;
    QHash<QString, QByteArray> m_cards;
};

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Waits for the window's import to end and returns its dialog.
ImportDialog* finishedImport(MainWindow& w)
{
    ImportDialog* dialog = w.importActions()->dialog();
    if (!dialog)
        return nullptr;
    if (!QTest::qWaitFor([dialog] { return !dialog->isRunning() && !dialog->summaryText().isEmpty(); }, 60000))
        return nullptr;
    return dialog;
}

}   // namespace

class TestImportApp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Strata"));
        QCoreApplication::setApplicationName(QStringLiteral("Strata"));
    }
    void init()
    {
        QFile::remove(import::ImportedLibrary::defaultPath());
        QDir(ScryfallLookup::defaultCacheDirectory()).removeRecursively();
        QSettings().remove(QStringLiteral("import"));
        AppCardLibrary::instance().setPreferImported(false);
        AppCardLibrary::instance().clear();
    }

    // The whole fixture file imported from the File menu: the summary, the stored library, the cards
    // in the library dock with their badges.
    void importShowsSummaryStoresAndBadges()
    {
        ScriptedDialogs dialogs;
        dialogs.fileNames << test::testData(QStringLiteral("import/scryfall-cards.json"));
        MainWindow w(&dialogs);
        const int builtinRows = w.findChild<CardLibraryModel*>()->rowCount();
        w.importActions()->importAction()->trigger();
        ImportDialog* dialog = finishedImport(w);
        QVERIFY(dialog);
        QVERIFY(dialog->outcome().saved);
        QVERIFY2(dialog->summaryText().contains(QStringLiteral("Cards imported: 31")), qPrintable(dialog->summaryText()));
        QVERIFY(dialog->summaryText().contains(QStringLiteral("Static abilities that change characteristics")));
        QVERIFY(QFile::exists(import::ImportedLibrary::defaultPath()));

        // Built-in cards win a shared name: Glorious Anthem stays the hand-made one, with no badge.
        QCOMPARE(AppCardLibrary::current().find(QStringLiteral("Glorious Anthem")),
            CardLibrary::builtin().find(QStringLiteral("Glorious Anthem")));
        QVERIFY(!AppCardLibrary::instance().understanding(QStringLiteral("Glorious Anthem")));
        QVERIFY(AppCardLibrary::current().find(QStringLiteral("Agent of Treachery")));

        auto* model = w.findChild<CardLibraryModel*>();
        QVERIFY(model->rowCount() > builtinRows);
        QModelIndex agent;
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row).data(CardLibraryModel::NameRole).toString() == QLatin1String("Agent of Treachery"))
                agent = model->index(row);
        QVERIFY(agent.isValid());
        QVERIFY(!agent.data(CardLibraryModel::ImportBadgeRole).isNull());
        QVERIFY(agent.data(CardLibraryModel::ImportBadgeRole).toInt() != int(import::CardStatus::Understood));
        QVERIFY(agent.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Not modelled: ")));
        // The dock counts the cards it shows now.
        const QString count = QStringLiteral("%1 of %1 cards").arg(model->rowCount());
        bool counted = false;
        for (const QLabel* label : w.libraryDock()->findChildren<QLabel*>())
            counted = counted || label->text() == count;
        QVERIFY2(counted, qPrintable(count));
    }

    // A cancelled import saves nothing: the library stored before is kept as it was.
    void cancelKeepsTheStoredLibrary()
    {
        QString saveError;
        QVERIFY(import::ImportedLibrary::save(import::ImportedLibrary::defaultPath(),
            import::importFile(test::testData(QStringLiteral("import/list.json"))).cards, &saveError));
        const QByteArray before = readAll(import::ImportedLibrary::defaultPath());
        // Enough cards that the import is still running when Cancel comes.
        QTemporaryDir dir;
        QJsonArray many;
        const QJsonArray fixture
            = QJsonDocument::fromJson(readAll(test::testData(QStringLiteral("import/scryfall-cards.json")))).array();
        for (int copy = 0; copy < 400; ++copy)
            for (const QJsonValue& v : fixture) {
                QJsonObject card = v.toObject();
                if (card.contains(QStringLiteral("card_faces")))
                    continue;
                card[QStringLiteral("name")] = QStringLiteral("%1 %2").arg(card[QStringLiteral("name")].toString()).arg(copy);
                many << card;
            }
        const QString big = dir.filePath(QStringLiteral("many.json"));
        QFile out(big);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(many).toJson(QJsonDocument::Compact));
        out.close();

        ScriptedDialogs dialogs;
        MainWindow w(&dialogs);
        w.importActions()->importFile(big);
        ImportDialog* dialog = w.importActions()->dialog();
        QVERIFY(dialog && dialog->isRunning());
        dialog->reject();   // the Cancel button
        QVERIFY(finishedImport(w));
        QVERIFY(dialog->outcome().cancelled);
        QVERIFY(!dialog->outcome().saved);
        QVERIFY(dialog->outcome().summary.cards < many.size());
        QVERIFY(dialog->summaryText().contains(QStringLiteral("nothing was saved")));
        QCOMPARE(readAll(import::ImportedLibrary::defaultPath()), before);
    }

    // The stored library loads at start-up; "Prefer Imported Cards" makes the imported one win.
    void storedLibraryLoadsAndPreferenceWins()
    {
        const import::ImportResult imported = import::importFile(test::testData(QStringLiteral("import/scryfall-cards.json")));
        QString saveError;
        QVERIFY(import::ImportedLibrary::save(import::ImportedLibrary::defaultPath(), imported.cards, &saveError));
        Diagnostics errors;
        QElapsedTimer timer;
        timer.start();
        ImportActions::loadImportedCards(&errors);
        qInfo("stored library of %d cards loaded in %lld ms", int(imported.cards.size()), timer.elapsed());
        QVERIFY2(errors.isEmpty(), qPrintable(errors.formatted().join(QLatin1Char('\n'))));
        QVERIFY(AppCardLibrary::current().find(QStringLiteral("Battle Squadron")));
        QCOMPARE(AppCardLibrary::current().find(QStringLiteral("Glorious Anthem")),
            CardLibrary::builtin().find(QStringLiteral("Glorious Anthem")));

        ScriptedDialogs dialogs;
        MainWindow w(&dialogs);
        w.importActions()->preferImportedAction()->setChecked(true);
        QVERIFY(QSettings().value(preferImportedKey()).toBool());
        const CardPtr anthem = AppCardLibrary::current().find(QStringLiteral("Glorious Anthem"));
        QVERIFY(anthem && anthem != CardLibrary::builtin().find(QStringLiteral("Glorious Anthem")));
        QVERIFY(AppCardLibrary::instance().understanding(QStringLiteral("Glorious Anthem")));
        w.importActions()->preferImportedAction()->setChecked(false);
        QCOMPARE(AppCardLibrary::current().find(QStringLiteral("Glorious Anthem")),
            CardLibrary::builtin().find(QStringLiteral("Glorious Anthem")));
    }

    // At start-up the stored library is read on a worker thread; the cards are in use when `then`
    // runs, unless an import made while it read came first (nothing imported is lost).
    void startupLoadInBackgroundYieldsToAnImport()
    {
        const import::ImportResult stored = import::importFile(test::testData(QStringLiteral("import/scryfall-cards.json")));
        QString saveError;
        QVERIFY(import::ImportedLibrary::save(import::ImportedLibrary::defaultPath(), stored.cards, &saveError));
        QObject context;
        bool loaded = false;
        ImportActions::loadImportedCardsThen(&context, [&loaded](const Diagnostics& errors, qint64) {
            loaded = errors.isEmpty();
        });
        QTRY_VERIFY(loaded);
        QVERIFY(AppCardLibrary::current().find(QStringLiteral("Battle Squadron")));

        // An import while the start-up read runs: the read's older library must not replace it.
        AppCardLibrary::instance().clear();
        bool done = false;
        ImportActions::loadImportedCardsThen(&context, [&done](const Diagnostics&, qint64) { done = true; });
        AppCardLibrary::instance().setImported(import::ImportedLibrary::fromImported(
            import::importFile(test::testData(QStringLiteral("import/list.json"))).cards));
        QTRY_VERIFY(done);
        QVERIFY(!AppCardLibrary::current().find(QStringLiteral("Battle Squadron")));
    }

    // The hover and the timeline write a text-only ability with its mark, in any language.
    void textOnlyAbilitiesAreNamed()
    {
        const import::ImportResult imported = import::importFile(test::testData(QStringLiteral("import/scryfall-cards.json")));
        for (const import::ImportedCard& c : imported.cards)
            if (c.card->name() == QLatin1String("Agent of Treachery")) {
                for (const AbilityPtr& a : c.card->front.abilities)
                    if (a->kind == AbilityDef::Kind::TextOnly) {
                        const QString shown = RulesText::ability(*a, c.card->name());
                        QVERIFY2(shown.contains(QStringLiteral("[not modelled]")), qPrintable(shown));
                        QVERIFY(shown.contains(a->text));
                        return;
                    }
            }
        QFAIL("Agent of Treachery has no text-only ability");
    }

    // Find on Scryfall: nothing goes out unless allowed; one request per card, then the cache.
    void findOnScryfallAsksOnceAndCaches()
    {
        RecordedScryfall scryfall({{QStringLiteral("anthroplasm"),
            readAll(test::testData(QStringLiteral("import/single-card-today.json")))}});
        ScriptedDialogs dialogs;
        MainWindow w(&dialogs);
        ImportActions* actions = w.importActions();
        actions->lookup()->setBaseUrl(scryfall.url());
        QVERIFY(!actions->allowOnlineAction()->isChecked());   // offline unless the user allows it
        QVERIFY(!actions->findOnlineAction()->isEnabled());
        QVERIFY(!actions->findOnline(QStringLiteral("Anthroplasm")));
        QTest::qWait(100);
        QCOMPARE(scryfall.requests, 0);

        actions->allowOnlineAction()->setChecked(true);
        QSignalSpy found(actions->lookup(), &ScryfallLookup::found);
        QVERIFY(actions->findOnline(QStringLiteral("anthroplasm")));
        QVERIFY(found.wait(10000));
        QCOMPARE(found.first().first().toString(), QStringLiteral("Anthroplasm"));
        QCOMPARE(scryfall.requests, 1);
        QCOMPARE(scryfall.paths.value(0), QStringLiteral("/cards/named"));
        QVERIFY(AppCardLibrary::current().find(QStringLiteral("Anthroplasm")));
        QVERIFY(AppCardLibrary::instance().understanding(QStringLiteral("Anthroplasm")));

        // Asked again, the answer comes from the cache; at the next start too, with no network.
        QVERIFY(actions->findOnline(QStringLiteral("Anthroplasm")));
        QCOMPARE(found.size(), 2);
        QCOMPARE(scryfall.requests, 1);
        AppCardLibrary::instance().clear();
        Diagnostics errors;
        ImportActions::loadImportedCards(&errors);
        QVERIFY(AppCardLibrary::current().find(QStringLiteral("Anthroplasm")));

        // A name Scryfall does not know is an error the user reads, and nothing is added.
        QSignalSpy failed(actions->lookup(), &ScryfallLookup::failed);
        QVERIFY(actions->findOnline(QStringLiteral("No Such Card")));
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.first().at(1).toString().contains(QStringLiteral("No Such Card")));
        QCOMPARE(dialogs.errors.size(), 1);
        QVERIFY(!AppCardLibrary::current().find(QStringLiteral("No Such Card")));
    }

    // A search the library answers with nothing offers Scryfall in the library dock itself: how to
    // allow it while lookups are off, a button once they are on, and the card listed once found.
    void librarySearchOffersScryfall()
    {
        RecordedScryfall scryfall({{QStringLiteral("anthroplasm"),
            readAll(test::testData(QStringLiteral("import/single-card-today.json")))}});
        ScriptedDialogs dialogs;
        MainWindow w(&dialogs);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.importActions()->lookup()->setBaseUrl(scryfall.url());
        LibraryDock* dock = w.findChild<LibraryDock*>();
        QVERIFY(dock);
        dock->raise();
        dock->searchField()->setText(QStringLiteral("Grizzly"));
        QVERIFY(!dock->notFoundLabel()->isVisible());   // a card is found: nothing to offer
        QVERIFY(!dock->findOnlineButton()->isVisible());

        dock->searchField()->setText(QStringLiteral("Anthroplasm"));
        QVERIFY(dock->notFoundLabel()->isVisible());
        QVERIFY2(dock->notFoundLabel()->text().contains(QStringLiteral("allow online lookups")),
            qPrintable(dock->notFoundLabel()->text()));
        QVERIFY(!dock->findOnlineButton()->isVisible());   // offline unless the user allows it

        w.importActions()->allowOnlineAction()->setChecked(true);
        QVERIFY(dock->findOnlineButton()->isVisible());
        QVERIFY(dock->findOnlineButton()->text().contains(QStringLiteral("Anthroplasm")));
        QSignalSpy found(w.importActions()->lookup(), &ScryfallLookup::found);
        QTest::mouseClick(dock->findOnlineButton(), Qt::LeftButton);
        QVERIFY(found.wait(10000));
        QCOMPARE(scryfall.requests, 1);
        QTRY_COMPARE(dock->filterModel()->rowCount(), 1);
        QVERIFY(!dock->findOnlineButton()->isVisible());
        QVERIFY(!dock->notFoundLabel()->isVisible());
    }
};

QTEST_MAIN(TestImportApp)
#include "tst_importapp.moc"
