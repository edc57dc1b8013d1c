#pragma once
#include "UserDialogs.h"
#include <QQueue>
#include <QStringList>

namespace strata::ui {

// Answers the main window's questions from queues filled in advance, and records what it was asked
// and shown: what tests give the main window instead of real, blocking dialogs. An empty queue
// answers as a user who cancels.
class ScriptedDialogs : public UserDialogs {
public:
    QQueue<QString> fileNames;   // for openFileName and saveFileName
    QQueue<UnsavedChanges> unsavedAnswers;
    QQueue<int> pngScales;
    QQueue<bool> recoverAnswers;   // none: no

    struct Error {
        QString title, text, details;
    };
    QList<Error> errors;     // every error shown, oldest first
    QStringList questions;   // the caption or document name of every question asked

    QString openFileName(QWidget*, const QString& caption, const QString&, const QString&) override;
    QString saveFileName(QWidget*, const QString& caption, const QString&, const QString&) override;
    UnsavedChanges askUnsavedChanges(QWidget*, const QString& documentName) override;
    bool askRecover(QWidget*, const QString& documentName, const QDateTime&) override;
    int choosePngScale(QWidget*, const QList<int>& scales, int, int) override;
    void showError(QWidget*, const QString& title, const QString& text, const QString& details) override;
    void showAbout(QWidget*, const QString& title, const QString&) override { questions << title; }
};

}   // namespace strata::ui
