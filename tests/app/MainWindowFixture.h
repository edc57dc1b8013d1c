#pragma once
// The main window as the tests drive it: a window on the demo, every question it asks answered by
// ScriptedDialogs, and its settings kept apart from the user's.
#include "AppTestSupport.h"
#include "DiskFailures.h"
#include "MainWindow.h"
#include "dialogs/ScriptedDialogs.h"
#include "document/ScenarioDocument.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "rules/StateBasedActions.h"
#include "actions/FileActions.h"
#include <QAction>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>
#include <memory>

namespace strata::ui::test {

inline QJsonObject resultOf(const ScenarioDocument& doc)
{
    Resolution r = LayerEngine::resolve(doc.state());
    findStateBasedActions(doc.state(), r);
    return resultToJson(doc.state(), r);
}

inline QStringList objectIds(const ScenarioDocument& doc)
{
    QStringList ids;
    for (const GameObject& o : doc.state().objects)
        ids << o.id;
    return ids;
}

class MainWindowFixture {
protected:
    QTemporaryDir m_dir;
    ScriptedDialogs m_dialogs;
    std::unique_ptr<MainWindow> m_window;

    QAction* action(const char* name) const
    {
        auto* a = m_window->findChild<QAction*>(QLatin1String(name));
        if (!a)
            qWarning("no action %s", name);
        return a;
    }
    ScenarioDocument* doc() const { return m_window->document(); }
#ifdef Q_OS_UNIX
    // Triggers the action while the system refuses to let any file grow past 64 bytes, as a full disk
    // refuses (FileSizeLimit). False when the limit could not be set.
    bool triggerOnAFullDisk(const char* name) const
    {
        strata::test::FileSizeLimit limit(64);
        if (limit.isActive())
            action(name)->trigger();
        return limit.isActive();
    }
#endif

    // Recent files and the language live in QSettings: keep the user's own out of the tests, and each
    // test executable's apart from the others' (CTest runs them in parallel).
    void setUpSettings(const QString& applicationName)
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QCoreApplication::setApplicationName(applicationName);
        QSettings().clear();
    }

    void openWindowOnTheDemo()
    {
        m_dialogs = ScriptedDialogs();
        m_window = std::make_unique<MainWindow>(&m_dialogs);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->fileActions()->openFile(kDemo));
    }

    void closeWindow()
    {
        // Closing must not stop at a question: whatever is unsaved is discarded.
        doc()->undoStack()->setClean();
        m_window.reset();
    }
};

}   // namespace strata::ui::test
