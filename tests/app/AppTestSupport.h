#pragma once
// Helpers every app test needs: where the golden scenarios are, and opening one into a document.
#include "document/ScenarioDocument.h"
#include <QDebug>
#include <QDir>
#include <QGraphicsView>
#include <QTranslator>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;
using strata::testfiles::sourcePath;

namespace strata::ui::test {

// The demo scenario the app opens first (README), which many tests start from.
inline const QString kDemo = sourcePath(QStringLiteral("resources/scenarios/demo.strata.json"));

inline QString testData(const QString& name)
{
    return QDir(testDataPath()).filePath(name);
}

// A worked example of the gallery (resources/scenarios), e.g. "combat-1-who-may-block".
inline QString workedExample(const QString& name)
{
    return sourcePath(QStringLiteral("resources/scenarios/%1.strata.json")).arg(name);
}

// Opens a scenario and prints its problems when it cannot, so a failing test says why.
inline bool openInto(ScenarioDocument& doc, const QString& path)
{
    Diagnostics diags;
    const bool ok = doc.open(path, &diags);
    if (!ok)
        qWarning() << diags.formatted();
    return ok;
}

// Installs Strata's embedded translation for `code` into `translator`; "en" removes it.
inline bool useLanguage(QTranslator& translator, const QString& code)
{
    QCoreApplication::removeTranslator(&translator);
    if (code == QLatin1String("en"))
        return true;
    return translator.load(QStringLiteral(":/i18n/strata_%1.qm").arg(code))
        && QCoreApplication::installTranslator(&translator);
}

// A mouse drag on a graphics view (the board), with real press, move and release events.
inline void dragOnView(QGraphicsView& view, QPointF fromScene, QPointF toScene)
{
    QWidget* viewport = view.viewport();
    const QPoint from = view.mapFromScene(fromScene);
    const QPoint to = view.mapFromScene(toScene);
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, from);
    for (int step = 1; step <= 6; ++step) {
        const QPoint p = from + (to - from) * step / 6;
        QMouseEvent move(QEvent::MouseMove, QPointF(p), QPointF(viewport->mapToGlobal(p)), Qt::NoButton, Qt::LeftButton,
            Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, to);
}

}   // namespace strata::ui::test
