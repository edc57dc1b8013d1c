#include "Gallery.h"
#include "document/LocalizedText.h"
#include "io/InputFile.h"
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace strata::ui {

namespace {

const QString kDemo = QStringLiteral("demo.strata.json");

GalleryExample::Group groupOf(const QString& fileName)
{
    if (fileName == kDemo || fileName.startsWith(QLatin1String("seed-")))
        return GalleryExample::Group::Seeds;
    if (fileName.startsWith(QLatin1String("trigger-")))
        return GalleryExample::Group::Triggers;
    if (fileName.startsWith(QLatin1String("combat-")))
        return GalleryExample::Group::Combat;
    return GalleryExample::Group::Classics;
}

// Only the title and description are read here; the whole file is checked when it is opened.
GalleryExample readExample(const QString& path)
{
    GalleryExample example;
    example.path = path;
    const QString name = QFileInfo(path).fileName();
    example.group = groupOf(name);
    QString error;
    if (const auto json = io::readInputFile(path, &error)) {
        const QJsonObject root = QJsonDocument::fromJson(*json).object();
        example.title = localizedTextFromJson(root.value(QLatin1String("title")));
        example.description = localizedTextFromJson(root.value(QLatin1String("description")));
    }
    if (example.title.in(QStringLiteral("en")).isEmpty())
        example.title = LocalizedText::of(name.section(QLatin1Char('.'), 0, 0));
    return example;
}

}   // namespace

QString GalleryExample::titleIn(const QString& language) const
{
    return title.in(language);
}

QString GalleryExample::descriptionIn(const QString& language) const
{
    return description.in(language);
}

QVector<GalleryExample> Gallery::examples(const QString& directory)
{
    QStringList names = QDir(directory).entryList({QStringLiteral("*.strata.json")}, QDir::Files, QDir::Name);
    // The demo is the seed article's second worked example, so it follows seed-1 and seed-2.
    const auto key = [](const QString& name) { return name == kDemo ? QStringLiteral("seed-3") : name; };
    std::sort(names.begin(), names.end(), [&key](const QString& a, const QString& b) { return key(a) < key(b); });
    QVector<GalleryExample> result;
    for (const QString& name : names)
        result << readExample(QDir(directory).filePath(name));
    std::stable_sort(result.begin(), result.end(),
        [](const GalleryExample& a, const GalleryExample& b) { return a.group < b.group; });
    return result;
}

}   // namespace strata::ui
