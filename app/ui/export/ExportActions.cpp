#include "ExportActions.h"
#include "actions/Icons.h"
#include "dialogs/UserDialogs.h"
#include "document/LocalizedText.h"
#include "document/ScenarioDocument.h"
#include "SlideFrame.h"
#include <QSettings>
#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QWidget>
#include <cmath>
#include <spdlog/spdlog.h>

namespace strata::ui {

const QList<int>& ExportActions::pngScales()
{
    static const QList<int> scales{1, 2, 4};
    return scales;
}

ExportActions::ExportActions(ScenarioDocument* document, UserDialogs& dialogs, QWidget* window)
    : QObject(window),
      m_doc(document),
      m_dialogs(dialogs),
      m_window(window),
      m_exportBoard(new QAction(strataIcon(QStringLiteral("export")), QString(), this)),
      m_exportTimeline(new QAction(this)),
      m_titleAndLegend(new QAction(this)),
      m_lastDirectory(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
{
    m_exportBoard->setObjectName(QStringLiteral("actionExportBoard"));
    m_exportTimeline->setObjectName(QStringLiteral("actionExportTimeline"));
    m_exportBoard->setShortcut(Qt::CTRL | Qt::Key_E);
    m_exportTimeline->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    connect(m_exportBoard, &QAction::triggered, this, &ExportActions::exportBoard);
    connect(m_exportTimeline, &QAction::triggered, this, &ExportActions::exportTimeline);
    m_titleAndLegend->setObjectName(QStringLiteral("actionExportTitleAndLegend"));
    m_titleAndLegend->setCheckable(true);
    m_titleAndLegend->setChecked(QSettings().value(QStringLiteral("export/titleAndLegend"), true).toBool());
    connect(m_titleAndLegend, &QAction::toggled, this,
        [](bool on) { QSettings().setValue(QStringLiteral("export/titleAndLegend"), on); });
    retranslateUi();
}

void ExportActions::retranslateUi()
{
    m_exportBoard->setText(tr("Export &Board…"));
    m_exportBoard->setStatusTip(tr("Save a picture of the board for slides, as SVG or PNG"));
    m_exportTimeline->setText(tr("Export &Timeline…"));
    m_exportTimeline->setStatusTip(tr("Save a picture of the layer timeline for slides, as SVG or PNG"));
    m_titleAndLegend->setText(tr("Title and &Legend on Pictures"));
    m_titleAndLegend->setStatusTip(
        tr("Exported pictures show the scenario's title above them and a legend of what they use below"));
}

bool ExportActions::exportBoard()
{
    return exportPicture(Subject::Board);
}

bool ExportActions::exportTimeline()
{
    return exportPicture(Subject::Timeline);
}

bool ExportActions::exportPicture(Subject subject)
{
    const SourceProvider& provider = subject == Subject::Board ? m_board : m_timeline;
    ExportSource source = provider ? provider() : ExportSource();
    if (!source.isValid()) {
        m_dialogs.showError(m_window, tr("Nothing to export"), tr("There is nothing to draw yet."));
        return false;
    }
    const QString title = m_doc->displayTitle();
    if (m_titleAndLegend->isChecked())
        source = SlideFrame::framed(source, title, source.legend);
    const QString what = subject == Subject::Board ? tr("board", "file name of an exported picture")
                                                   : tr("timeline", "file name of an exported picture");
    const QString base = QFileInfo(m_doc->filePath()).fileName().section(QLatin1Char('.'), 0, 0);
    const QString suggested
        = QDir(m_lastDirectory)
              .filePath(QStringLiteral("%1-%2.svg").arg(base.isEmpty() ? QStringLiteral("strata") : base, what));
    QString path
        = m_dialogs.saveFileName(m_window, subject == Subject::Board ? tr("Export Board") : tr("Export Timeline"),
            suggested, tr("SVG pictures (*.svg);;PNG pictures (*.png)"));
    if (path.isEmpty())
        return false;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += QLatin1String(".svg");
    m_lastDirectory = QFileInfo(path).absolutePath();

    QString error;
    bool written = false;
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
        const int scale = m_dialogs.choosePngScale(
            m_window, pngScales(), int(std::ceil(source.size.width())), int(std::ceil(source.size.height())));
        if (scale == 0)
            return false;
        written = PictureExport::writePng(source, scale, path, &error);
    } else {
        const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
        const QString pictureTitle = title.isEmpty() ? what : QStringLiteral("%1 — %2").arg(title, what);
        written = PictureExport::writeSvg(source, path, pictureTitle, m_doc->state().description.in(language), &error);
    }
    if (!written) {
        m_dialogs.showError(m_window, tr("Could not export the picture"), error);
        return false;
    }
    spdlog::info("exported {}", path.toStdString());
    return true;
}

}   // namespace strata::ui
