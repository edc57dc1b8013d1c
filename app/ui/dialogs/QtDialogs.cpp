#include "QtDialogs.h"
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

namespace strata::ui {

QString QtDialogs::openFileName(
    QWidget* parent, const QString& caption, const QString& directory, const QString& filter)
{
    return QFileDialog::getOpenFileName(parent, caption, directory, filter);
}

QString QtDialogs::saveFileName(
    QWidget* parent, const QString& caption, const QString& suggestedPath, const QString& filter)
{
    return QFileDialog::getSaveFileName(parent, caption, suggestedPath, filter);
}

UserDialogs::UnsavedChanges QtDialogs::askUnsavedChanges(QWidget* parent, const QString& documentName)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
        tr("The scenario \"%1\" has changes that are not saved.").arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Do you want to save them first?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return UnsavedChanges::Save;
    case QMessageBox::Discard:
        return UnsavedChanges::Discard;
    default:
        return UnsavedChanges::Cancel;
    }
}

bool QtDialogs::askRecover(QWidget* parent, const QString& documentName, const QDateTime& written)
{
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved changes"),
        tr("Strata did not close normally last time, and the scenario \"%1\" had changes that were not saved.")
            .arg(documentName),
        QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Recover them as they stood at %1?")
                               .arg(QLocale().toString(written, QLocale::ShortFormat)));
    QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover;
}

int QtDialogs::choosePngScale(QWidget* parent, const QList<int>& scales, int width, int height)
{
    QStringList items;
    for (int scale : scales)
        //: A PNG export size: "2× (3200 × 1800 pixels)"
        items << tr("%1× (%2 × %3 pixels)").arg(scale).arg(width * scale).arg(height * scale);
    bool ok = false;
    // 2× is the usual choice for slides: sharp on a projector, small enough to mail.
    const QString chosen = QInputDialog::getItem(
        parent, tr("Export as PNG"), tr("Scale:"), items, qMin(1, int(items.size()) - 1), false, &ok);
    return ok ? scales.value(items.indexOf(chosen), 0) : 0;
}

void QtDialogs::showError(QWidget* parent, const QString& title, const QString& text, const QString& details)
{
    QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, parent);
    if (!details.isEmpty()) {
        // The positioned errors of a file are short lines a user may want to copy to an editor.
        box.setInformativeText(details);
        box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    box.exec();
}

void QtDialogs::showAbout(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::about(parent, title, text);
}

}   // namespace strata::ui
