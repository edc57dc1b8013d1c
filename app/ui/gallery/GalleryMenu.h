#pragma once
#include <QMenu>

namespace strata::ui {

// File → Worked examples: the bundled scenarios by title, each explained in its tooltip, in the
// language of the interface.
class GalleryMenu : public QMenu {
    Q_OBJECT
public:
    explicit GalleryMenu(QWidget* parent = nullptr);

    // Every example's entry and file, submenus included, in menu order.
    QList<QAction*> exampleActions() const;
    QStringList examplePaths() const;

signals:
    void exampleChosen(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
};

}   // namespace strata::ui
