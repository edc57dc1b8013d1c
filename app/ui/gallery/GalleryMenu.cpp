#include "GalleryMenu.h"
#include "Gallery.h"
#include <QEvent>
#include <QLocale>
#include <optional>

namespace strata::ui {

namespace {

QString sectionTitle(GalleryExample::Group group)
{
    switch (group) {
    case GalleryExample::Group::Seeds:
        return GalleryMenu::tr("Worked examples to start with");
    case GalleryExample::Group::Classics:
        return GalleryMenu::tr("Classic interactions");
    case GalleryExample::Group::Triggers:
        return GalleryMenu::tr("Triggered abilities and the stack");
    case GalleryExample::Group::Combat:
        return GalleryMenu::tr("Combat, then and now");
    }
    return {};
}

}   // namespace

GalleryMenu::GalleryMenu(QWidget* parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("menuExamples"));
    // The descriptions are the point of the gallery: show them as the pointer rests on an entry.
    setToolTipsVisible(true);
    rebuild();
}

QList<QAction*> GalleryMenu::exampleActions() const
{
    QList<QAction*> result;
    for (QAction* action : actions()) {
        if (QMenu* group = action->menu())
            result += group->actions();
        else if (!action->isSeparator())
            result << action;
    }
    return result;
}

QStringList GalleryMenu::examplePaths() const
{
    QStringList paths;
    for (const QAction* action : exampleActions())
        paths << action->data().toString();
    return paths;
}

void GalleryMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QMenu::changeEvent(event);
}

// The worked examples to start with stand in the menu itself; every other group is a submenu, so
// the menu fits a 768-pixel-high screen however many examples a group holds.
void GalleryMenu::rebuild()
{
    clear();   // deletes the submenus too: they are children of this menu
    setTitle(tr("&Worked examples"));
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    QMenu* target = nullptr;
    std::optional<GalleryExample::Group> group;
    for (const GalleryExample& example : Gallery::examples()) {
        if (example.group != group) {
            group = example.group;
            if (*group == GalleryExample::Group::Seeds) {
                addSection(sectionTitle(*group));
                target = this;
            } else {
                target = addMenu(sectionTitle(*group));
                target->setToolTipsVisible(true);
            }
        }
        QString title = example.titleIn(language);
        QAction* action = target->addAction(title.replace(QLatin1Char('&'), QLatin1String("&&")));
        const QString description = example.descriptionIn(language);
        // Rich text, so the tooltip wraps the sentences instead of drawing one screen-wide line.
        action->setToolTip(QStringLiteral("<p>%1</p>").arg(description.toHtmlEscaped()));
        action->setStatusTip(description);
        action->setData(example.path);
        connect(action, &QAction::triggered, this, [this, path = example.path] { emit exampleChosen(path); });
    }
}

}   // namespace strata::ui
