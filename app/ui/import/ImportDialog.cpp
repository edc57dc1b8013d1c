#include "ImportDialog.h"
#include "AppCardLibrary.h"
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace strata::ui {

namespace {

constexpr int kShownShapes = 10;
constexpr int kShownErrors = 20;

ImportOutcome runImport(const QString& cardFile, const QString& libraryPath,
    const std::shared_ptr<std::atomic_bool>& cancel, const std::function<void(qint64, qint64)>& progress)
{
    ImportOutcome out;
    const import::ImportResult result = import::importFile(cardFile, progress, cancel.get());
    out.summary = result.summary(kShownShapes);
    out.errors = result.errors.formatted();
    out.cancelled = result.cancelled || cancel->load();
    out.complete = result.complete && !out.cancelled;
    if (!out.complete || result.cards.isEmpty())
        return out;
    out.saved = import::ImportedLibrary::save(libraryPath, result.cards, &out.saveError);
    if (out.saved)
        out.library = std::make_shared<import::ImportedLibrary>(import::ImportedLibrary::fromImported(result.cards));
    return out;
}

QString percent(int part, int whole)
{
    return QLocale().toString(whole ? 100.0 * part / whole : 0.0, 'f', 1);
}

}   // namespace

ImportDialog::ImportDialog(const QString& libraryPath, QWidget* parent)
    : QDialog(parent),
      m_libraryPath(libraryPath),
      m_file(new QLabel(this)),
      m_progress(new QProgressBar(this)),
      m_summary(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(tr("Import Cards"));
    m_progress->setRange(0, 1000);
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_summary->setReadOnly(true);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_summary->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_summary->hide();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_file);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ImportDialog::reject);
    connect(m_poll, &QTimer::timeout, this, &ImportDialog::showProgress);
    connect(&m_watcher, &QFutureWatcher<ImportOutcome>::finished, this, &ImportDialog::finish);
    resize(640, 200);
}

ImportDialog::~ImportDialog()
{
    if (m_shared)
        m_shared->cancel = true;
    m_watcher.waitForFinished();
}

void ImportDialog::start(const QString& cardFile)
{
    m_file->setText(tr("Reading %1…").arg(QFileInfo(cardFile).fileName()));
    m_shared = std::make_shared<Shared>();
    const std::shared_ptr<Shared> shared = m_shared;
    // The worker reports through atomics that a timer reads: nothing crosses threads but numbers.
    const auto progress = [shared](qint64 done, qint64 total) {
        shared->done = done;
        shared->total = total;
    };
    const std::shared_ptr<std::atomic_bool> cancel(shared, &shared->cancel);
    m_watcher.setFuture(QtConcurrent::run(runImport, cardFile, m_libraryPath, cancel, progress));
    m_poll->start(50);
}

bool ImportDialog::isRunning() const
{
    return m_watcher.isRunning();
}

void ImportDialog::cancel()
{
    if (m_shared)
        m_shared->cancel = true;
}

void ImportDialog::reject()
{
    // The first Cancel stops the import and shows what was read; the dialog closes once it is over.
    if (isRunning()) {
        cancel();
        m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(false);
        return;
    }
    QDialog::reject();
}

void ImportDialog::showProgress()
{
    const qint64 total = m_shared->total.load();
    if (total > 0)
        m_progress->setValue(int(1000 * m_shared->done.load() / total));
}

void ImportDialog::finish()
{
    m_poll->stop();
    m_outcome = m_watcher.result();
    m_progress->setValue(m_progress->maximum());
    m_file->setText(m_outcome.cancelled ? tr("Import cancelled.") : tr("Import finished."));
    m_summary->setPlainText(describe(m_outcome));
    m_summary->show();
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    // Wide enough for the summary's longest line (a sentence not understood, a problem with its
    // file position) where the screen allows: at 1920x1080 it was cut at 640 pixels.
    int widest = 0;
    const QFontMetrics fm(m_summary->font());
    for (const QString& line : m_summary->toPlainText().split(QLatin1Char('\n')))
        widest = qMax(widest, fm.horizontalAdvance(line));
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1366, 768);
    const QPoint centre = geometry().center();
    resize(qBound(width(), widest + 60, room.width() * 9 / 10), qMin(520, room.height() * 9 / 10));
    QRect placed = geometry();
    placed.moveCenter(centre);
    move(placed.topLeft() - QPoint(qMax(0, placed.right() - room.right()), 0)
        + QPoint(qMax(0, room.left() - placed.left()), 0));
    if (m_outcome.library)
        AppCardLibrary::instance().setImported(*m_outcome.library);
    emit importFinished();
}

QString ImportDialog::summaryText() const
{
    return m_summary->toPlainText();
}

QString ImportDialog::describe(const ImportOutcome& o)
{
    const import::ImportSummary& s = o.summary;
    const QLocale locale;
    QStringList lines;
    lines << tr("Cards imported: %1 (%2 skipped with an error)").arg(locale.toString(s.cards), locale.toString(s.skipped));
    lines << tr("Fully understood: %1 (%2%)").arg(locale.toString(s.understood), percent(s.understood, s.cards));
    lines << tr("Partly understood: %1 (%2%)").arg(locale.toString(s.partly), percent(s.partly, s.cards));
    lines << tr("Text only: %1 (%2%)").arg(locale.toString(s.textOnly), percent(s.textOnly, s.cards));
    const int abilities = s.abilities[0] + s.abilities[1] + s.abilities[2] + s.abilities[3];
    lines << tr("Abilities: %1 — parsed %2, partial %3, text only %4, round-trip mismatch %5")
                 .arg(locale.toString(abilities), locale.toString(s.abilities[int(import::AbilityStatus::Parsed)]),
                     locale.toString(s.abilities[int(import::AbilityStatus::Partial)]),
                     locale.toString(s.abilities[int(import::AbilityStatus::TextOnly)]),
                     locale.toString(s.abilities[int(import::AbilityStatus::Mismatch)]));
    lines << tr("Static abilities that change characteristics: %1 of %2 parsed (%3%)")
                 .arg(locale.toString(s.layerParsed), locale.toString(s.layerAbilities),
                     percent(s.layerParsed, s.layerAbilities));
    if (o.saved)
        lines << tr("Saved as your imported library; the app uses these cards from now on.");
    else if (o.cancelled)
        lines << tr("Cancelled: nothing was saved, and the library imported before is kept.");
    else if (!o.saveError.isEmpty())
        lines << tr("Not saved: %1. The library imported before is kept.").arg(o.saveError);
    else if (!o.complete)
        lines << tr("The file could not be read to its end: nothing was saved, and the library imported before is kept.");
    else
        lines << tr("The file holds no card: nothing was saved.");
    if (!s.commonShapes.isEmpty()) {
        lines << QString() << tr("Most common sentences not understood:");
        for (const auto& [shape, count] : s.commonShapes)
            lines << QStringLiteral("  %1 × %2").arg(locale.toString(count), shape);
    }
    if (!o.errors.isEmpty()) {
        lines << QString() << tr("Problems (%1):").arg(locale.toString(o.errors.size()));
        for (int i = 0; i < o.errors.size() && i < kShownErrors; ++i)
            lines << QStringLiteral("  ") + o.errors[i];
        if (o.errors.size() > kShownErrors)
            lines << tr("  … and %1 more").arg(locale.toString(o.errors.size() - kShownErrors));
    }
    return lines.join(QLatin1Char('\n'));
}

}   // namespace strata::ui
