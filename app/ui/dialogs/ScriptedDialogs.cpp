#include "ScriptedDialogs.h"

namespace strata::ui {

QString ScriptedDialogs::openFileName(QWidget*, const QString& caption, const QString&, const QString&)
{
    questions << caption;
    return fileNames.isEmpty() ? QString() : fileNames.dequeue();
}

QString ScriptedDialogs::saveFileName(QWidget*, const QString& caption, const QString&, const QString&)
{
    questions << caption;
    return fileNames.isEmpty() ? QString() : fileNames.dequeue();
}

UserDialogs::UnsavedChanges ScriptedDialogs::askUnsavedChanges(QWidget*, const QString& documentName)
{
    questions << documentName;
    return unsavedAnswers.isEmpty() ? UnsavedChanges::Cancel : unsavedAnswers.dequeue();
}

bool ScriptedDialogs::askRecover(QWidget*, const QString& documentName, const QDateTime&)
{
    questions << documentName;
    return !recoverAnswers.isEmpty() && recoverAnswers.dequeue();
}

int ScriptedDialogs::choosePngScale(QWidget*, const QList<int>& scales, int, int)
{
    if (pngScales.isEmpty())
        return 0;
    const int scale = pngScales.dequeue();
    return scales.contains(scale) ? scale : 0;
}

void ScriptedDialogs::showError(QWidget*, const QString& title, const QString& text, const QString& details)
{
    errors << Error{title, text, details};
}

}   // namespace strata::ui
