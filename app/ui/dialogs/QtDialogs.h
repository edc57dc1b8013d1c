#pragma once
#include "UserDialogs.h"
#include <QCoreApplication>

namespace strata::ui {

// The real dialogs: Qt's file dialogs and message boxes.
class QtDialogs : public UserDialogs {
    Q_DECLARE_TR_FUNCTIONS(QtDialogs)
public:
    QString openFileName(
        QWidget* parent, const QString& caption, const QString& directory, const QString& filter) override;
    QString saveFileName(
        QWidget* parent, const QString& caption, const QString& suggestedPath, const QString& filter) override;
    UnsavedChanges askUnsavedChanges(QWidget* parent, const QString& documentName) override;
    bool askRecover(QWidget* parent, const QString& documentName, const QDateTime& written) override;
    int choosePngScale(QWidget* parent, const QList<int>& scales, int width, int height) override;
    void showError(QWidget* parent, const QString& title, const QString& text, const QString& details) override;
    void showAbout(QWidget* parent, const QString& title, const QString& text) override;
};

}   // namespace strata::ui
