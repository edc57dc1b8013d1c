#pragma once
#include "model/LocalizedText.h"
#include <QString>
#include <QVector>

namespace strata::ui {

// One bundled example scenario, as the gallery lists it.
struct GalleryExample {
    // In menu order.
    enum class Group { Seeds, Classics, Triggers, Combat };

    QString path;   // ":/strata/scenarios/seed-1-bad-moon-darkest-hour.strata.json"
    Group group = Group::Classics;
    LocalizedText title;   // as in the scenario
    LocalizedText description;

    QString titleIn(const QString& language) const;
    QString descriptionIn(const QString& language) const;
};

// The examples bundled with Strata (resources/scenarios, embedded under ":/strata/scenarios").
//
// The file name files each example: "seed-*" and the demo are the worked examples of the seed
// documents, in the article's order (the demo, its last example, comes third); "classic-*" are the
// classic interactions; "trigger-*" play the triggered-ability document's cases (CR 603) and
// "combat-*" the combat primer's, as today's rules have them. Each group sorts by file name.
class Gallery {
public:
    static QVector<GalleryExample> examples(const QString& directory = QStringLiteral(":/strata/scenarios"));
};

}   // namespace strata::ui
