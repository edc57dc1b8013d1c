#pragma once
#include <QMenu>

namespace strata::ui {

// File → Open Recent: the last scenarios opened or saved, newest first, kept in QSettings.
class RecentFilesMenu : public QMenu {
    Q_OBJECT
public:
    static constexpr int kMaximum = 8;

    explicit RecentFilesMenu(QWidget* parent = nullptr);

    static QStringList files();
    // Puts `path` first. Files inside the app (":/…", the gallery) are not remembered.
    void add(const QString& path);
    void clearFiles();

signals:
    void fileChosen(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
};

}   // namespace strata::ui
