// Autosave and recovery (issue 17, "Nothing lost"): an edited, unsaved scenario survives a kill with
// at most two seconds of edits lost; nothing is offered after a save or a normal end.
#include "AppTestSupport.h"
#include "actions/FileActions.h"
#include "dialogs/ScriptedDialogs.h"
#include "document/Autosave.h"
#include "document/ScenarioDocument.h"
#include "io/ScenarioWriter.h"
#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>
#include <QtTest>
#include <cstdio>

using namespace strata;
using namespace strata::ui;

namespace {

const char* kChildVariable = "STRATA_AUTOSAVE_CHILD";
constexpr int kEditEveryMs = 100;

// The process the test kills: edits a new scenario every kEditEveryMs (one more Grizzly Bears each
// time) with autosave on, printing "edit N MS" after edit N, MS after the first edit.
int runEditingChild(const QString& directory)
{
    ScenarioDocument doc;
    Autosave autosave(&doc, directory);
    QElapsedTimer clock;
    int edits = 0;
    QTimer editor;
    QObject::connect(&editor, &QTimer::timeout, [&] {
        if (doc.addObject(QStringLiteral("Grizzly Bears"), QStringLiteral("ana")).isEmpty())
            QCoreApplication::exit(1);
        if (edits == 0)
            clock.start();
        std::printf("edit %d %lld\n", ++edits, static_cast<long long>(clock.elapsed()));
        std::fflush(stdout);
    });
    editor.start(kEditEveryMs);
    return QCoreApplication::exec();
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}   // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    // The copy is written once edits pause for a second, and reads back as the edited scenario.
    void editsAreWrittenAfterAQuietSecond()
    {
        ScenarioDocument doc;
        Autosave autosave(&doc, m_dir.path());
        QSignalSpy written(&autosave, &Autosave::written);
        QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
        QVERIFY(!QFile::exists(autosave.filePath()));
        QVERIFY(written.wait(5000));
        ScenarioDocument copy;
        QVERIFY(test::openInto(copy, autosave.filePath()));
        QCOMPARE(copy.state().objects.size(), 1);
    }

    // The timed copies are written off the GUI thread, one at a time: copies asked for while one is
    // being written wait, the newest replacing the older, so the file ends with the last state.
    void backgroundWritesKeepTheLastState()
    {
        ScenarioDocument doc;
        Autosave autosave(&doc, m_dir.path());
        QSignalSpy written(&autosave, &Autosave::written);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
            autosave.writeInBackground();
            QVERIFY(autosave.isWriting());
        }
        // The event loop has not run: the first write is still in flight for the autosave, the
        // second copy was replaced by the third, so two writes in all.
        QTRY_VERIFY_WITH_TIMEOUT(!autosave.isWriting(), 5000);
        QCOMPARE(written.size(), 2);
        ScenarioDocument copy;
        QVERIFY(test::openInto(copy, autosave.filePath()));
        QCOMPARE(copy.state().objects.size(), 3);
    }

    // A copy being written when the scenario is saved, or the session ends, does not come back
    // after the copy was removed.
    void aWriteInFlightDoesNotOutliveTheCopy()
    {
        QString file;
        {
            ScenarioDocument doc;
            Autosave autosave(&doc, m_dir.path());
            file = autosave.filePath();
            QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
            autosave.writeInBackground();
            QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
            autosave.writeInBackground();
            QString error;
            QVERIFY2(doc.saveAs(QDir(m_dir.path()).filePath("saved.strata.json"), &error), qPrintable(error));
            QVERIFY(!autosave.isWriting());
            QVERIFY(!QFile::exists(file));
            QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
            autosave.writeInBackground();
        }   // the session ends with a write in flight
        QTest::qWait(200);
        QVERIFY(!QFile::exists(file));
    }

    // The copy is the scenario as edited, not the moment shown: with an event shown, the board is
    // the game after it, but what must come back after a kill is the snapshot and its events.
    void theCopyIsTheSnapshotWhileAnEventIsShown()
    {
        ScenarioDocument doc;
        QVERIFY(test::openInto(doc, test::testData("events/blastoderm_fading.strata.json")));
        Autosave autosave(&doc, m_dir.path());
        QVERIFY(!doc.addObject("Grizzly Bears", "you").isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!doc.isResolving(), 5000);
        QVERIFY(doc.snapshot().events.size() >= 2);
        doc.showEvent(int(doc.snapshot().events.size()) - 1);

        const QString snapshotFile = QDir(m_dir.path()).filePath("snapshot.strata.json");
        const QString shownFile = QDir(m_dir.path()).filePath("shown.strata.json");
        QString error;
        QVERIFY2(writeScenarioFile(doc.snapshot(), snapshotFile, &error), qPrintable(error));
        QVERIFY2(writeScenarioFile(doc.state(), shownFile, &error), qPrintable(error));
        QVERIFY2(readAll(snapshotFile) != readAll(shownFile), "the event shown should change the board");

        autosave.writeNow();
        QCOMPARE(readAll(autosave.filePath()), readAll(snapshotFile));
    }

    // Edits that never pause are still written: the longest wait is not restarted by each edit.
    void continuousEditsAreWrittenWithinTheLongestWait()
    {
        ScenarioDocument doc;
        Autosave autosave(&doc, m_dir.path());
        QSignalSpy written(&autosave, &Autosave::written);
        QTimer editor;
        connect(&editor, &QTimer::timeout, &doc, [&doc] { doc.addObject("Grizzly Bears", "ana"); });
        editor.start(Autosave::kQuietMs / 4);
        QVERIFY(written.wait(5000));
        editor.stop();
        QVERIFY(doc.state().objects.size() < 4 * Autosave::kLongestMs / Autosave::kQuietMs + 8);
    }

    // A save, an undo back to the saved state, or a normal end leaves nothing to recover.
    void nothingIsOfferedAfterASaveOrANormalEnd()
    {
        const QString file = QDir(m_dir.path()).filePath("mine.strata.json");
        {
            ScenarioDocument doc;
            Autosave autosave(&doc, m_dir.path());
            QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
            autosave.writeNow();
            QVERIFY(QFile::exists(autosave.filePath()));
            QString error;
            QVERIFY2(doc.saveAs(file, &error), qPrintable(error));
            QVERIFY(!QFile::exists(autosave.filePath()));
            QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
            autosave.writeNow();
            QVERIFY(QFile::exists(autosave.filePath()));
            doc.undoStack()->undo();
            QVERIFY(!QFile::exists(autosave.filePath()));
            QVERIFY(!doc.addObject("Glorious Anthem", "ana").isEmpty());
            autosave.writeNow();
            QVERIFY(QFile::exists(autosave.filePath()));
        }
        ScenarioDocument next;
        Autosave nextSession(&next, m_dir.path());
        QVERIFY(nextSession.orphans().isEmpty());
    }

    // Another session that is still running keeps its copy to itself.
    void aLiveSessionsCopyIsNotOffered()
    {
        ScenarioDocument doc;
        Autosave running(&doc, m_dir.path());
        QVERIFY(!doc.addObject("Grizzly Bears", "ana").isEmpty());
        running.writeNow();
        ScenarioDocument other;
        Autosave starting(&other, m_dir.path());
        QVERIFY(starting.orphans().isEmpty());
    }

    // The real thing: a process editing with autosave on is killed (SIGKILL, nothing runs after it);
    // the next start offers what it left, and what is lost is at most the last two seconds of edits.
    void killedSessionLosesAtMostTwoSeconds()
    {
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(kChildVariable, m_dir.path());
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        // 3.5 s of edits: the copy has been written at least once, and edits are still going on.
        QByteArray out;
        while (!out.contains("edit 35 ")) {
            QVERIFY2(child.waitForReadyRead(10000), out.right(200).constData());
            out += child.readAllStandardOutput();
        }
        child.kill();
        QVERIFY(child.waitForFinished(10000));
        out += child.readAllStandardOutput();

        QHash<int, qint64> editTime;
        int made = 0;
        for (const QByteArray& line : out.split('\n')) {
            const QList<QByteArray> words = line.split(' ');
            if (words.size() == 3 && words[0] == "edit") {
                made = words[1].toInt();
                editTime.insert(made, words[2].toLongLong());
            }
        }
        QVERIFY(made >= 35);

        ScenarioDocument doc;
        ScriptedDialogs dialogs;
        dialogs.recoverAnswers.enqueue(true);
        QWidget window;
        FileActions file(&doc, dialogs, &window);
        Autosave autosave(&doc, m_dir.path());
        QVERIFY(file.offerRecovery(&autosave));
        QCOMPARE(dialogs.questions, QStringList{"Untitled scenario"});
        QVERIFY(doc.isModified());
        const int kept = int(doc.state().objects.size());
        QVERIFY2(kept >= 1 && kept <= made, qPrintable(QString::number(kept)));
        // The first lost edit was made at most 2 s before the last one: nothing older is lost.
        if (kept < made) {
            const qint64 lostSpan = editTime.value(made) - editTime.value(kept + 1);
            QVERIFY2(lostSpan <= Autosave::kLongestMs,
                qPrintable(QStringLiteral("edits %1 to %2 lost, %3 ms").arg(kept + 1).arg(made).arg(lostSpan)));
        }
        // Recovered, it is this session's: nothing more is offered, now or to the next start.
        QVERIFY(QFile::exists(autosave.filePath()));
        QVERIFY(autosave.orphans().isEmpty());
    }

    // Declined, the copy is gone and the next start offers nothing.
    void declinedRecoveryDiscardsTheCopy()
    {
        const QString original = QDir(m_dir.path()).filePath("board.strata.json");
        QVERIFY(QFile::copy(test::testData("cr_613_4_example_1.strata.json"), original));
        {
            ScenarioDocument crashed;
            QVERIFY(test::openInto(crashed, original));
            Autosave session(&crashed, m_dir.path());
            QVERIFY(!crashed.addObject("Grizzly Bears", "ana").isEmpty());
            session.writeNow();
            // Left as a crash leaves it: the copy and a lock whose process is gone.
            QVERIFY(QFile::copy(session.filePath(), QDir(m_dir.path()).filePath("autosave-crashed.strata.json")));
            QVERIFY(writeFile(QDir(m_dir.path()).filePath("autosave-crashed.origin"), original.toUtf8()));
        }
        ScenarioDocument doc;
        Autosave autosave(&doc, m_dir.path());
        const auto orphans = autosave.orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans.first().originalPath, original);
        ScriptedDialogs dialogs;
        dialogs.recoverAnswers.enqueue(false);
        QWidget window;
        FileActions file(&doc, dialogs, &window);
        QVERIFY(!file.offerRecovery(&autosave));
        QCOMPARE(dialogs.questions, QStringList{"board.strata.json"});
        QVERIFY(!doc.isModified());
        QVERIFY(autosave.orphans().isEmpty());
        QVERIFY(!QFile::exists(orphans.first().file));
    }

private:
    static bool writeFile(const QString& path, const QByteArray& bytes)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }

    QTemporaryDir m_dir;
};

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    if (qEnvironmentVariableIsSet(kChildVariable))
        return runEditingChild(qEnvironmentVariable(kChildVariable));
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
