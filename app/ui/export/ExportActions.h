#pragma once
#include "PictureExport.h"
#include <QObject>
#include <functional>

class QAction;
class QWidget;

namespace strata::ui {

class ScenarioDocument;
class UserDialogs;

// File → Export Board… and Export Timeline…: a picture for slides, SVG or PNG as the file name says.
// A PNG asks for its scale (1×, 2×, 4×).
class ExportActions : public QObject {
    Q_OBJECT
public:
    using SourceProvider = std::function<ExportSource()>;
    static const QList<int>& pngScales();

    ExportActions(ScenarioDocument* document, UserDialogs& dialogs, QWidget* window);

    // What to draw, asked for at the moment of exporting (the board grows as cards are added).
    void setBoardSource(SourceProvider provider) { m_board = std::move(provider); }
    void setTimelineSource(SourceProvider provider) { m_timeline = std::move(provider); }

    QAction* exportBoardAction() const { return m_exportBoard; }
    QAction* exportTimelineAction() const { return m_exportTimeline; }
    // Checked: pictures carry the scenario's title above and a legend of what they use below.
    QAction* titleAndLegendAction() const { return m_titleAndLegend; }

    void retranslateUi();

public slots:
    bool exportBoard();
    bool exportTimeline();

private:
    enum class Subject { Board, Timeline };
    bool exportPicture(Subject subject);

    ScenarioDocument* m_doc;
    UserDialogs& m_dialogs;
    QWidget* m_window;
    QAction* m_exportBoard;
    QAction* m_exportTimeline;
    QAction* m_titleAndLegend;
    SourceProvider m_board;
    SourceProvider m_timeline;
    QString m_lastDirectory;
};

}   // namespace strata::ui
