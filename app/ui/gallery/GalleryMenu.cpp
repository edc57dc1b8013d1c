#include "GalleryMenu.h"
#include "Gallery.h"
#include <QEvent>
#include <QLocale>

namespace strata::ui {

GalleryMenu::GalleryMenu(QWidget* parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("menuExamples"));
    // The descriptions are the point of the gallery: show them as the pointer rests on an entry.
    setToolTipsVisible(true);
    rebuild();
}

QStringList GalleryMenu::examplePaths() const
{
    QStringList paths;
    for (const QAction* action : actions())
        if (!action->isSeparator())
            paths << action->data().toString();
    return paths;
}

void GalleryMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QMenu::changeEvent(event);
}

void GalleryMenu::rebuild()
{
    clear();
    setTitle(tr("&Worked examples"));
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    bool first = true;
    GalleryExample::Group group{};
    for (const GalleryExample& example : Gallery::examples()) {
        if (first || example.group != group) {
            addSection(example.group == GalleryExample::Group::Seeds ? tr("Worked examples to start with")
                                                                     : tr("Classic interactions"));
            group = example.group;
            first = false;
        }
        QString title = example.titleIn(language);
        QAction* action = addAction(title.replace(QLatin1Char('&'), QLatin1String("&&")));
        const QString description = example.descriptionIn(language);
        // Rich text, so the tooltip wraps the sentences instead of drawing one screen-wide line.
        action->setToolTip(QStringLiteral("<p>%1</p>").arg(description.toHtmlEscaped()));
        action->setStatusTip(description);
        action->setData(example.path);
        connect(action, &QAction::triggered, this, [this, path = example.path] { emit exampleChosen(path); });
    }
}

}   // namespace strata::ui
