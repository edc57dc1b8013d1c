#include "CliImport.h"
#include "CliCommands.h"
#include "CliCompare.h"
#include "import/CardImport.h"
#include "import/ImportedLibrary.h"
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace strata::cli {

namespace {

using namespace strata::import;

QString percent(int part, int whole)
{
    return whole == 0 ? QStringLiteral("-") : QString::number(100.0 * part / whole, 'f', 1) + QLatin1Char('%');
}

QJsonObject summaryJson(const ImportSummary& s)
{
    QJsonArray shapes;
    for (const auto& shape : s.commonShapes)
        shapes << QJsonObject{{"shape", shape.first}, {"count", shape.second}};
    return QJsonObject{{"cards", s.cards}, {"understood", s.understood}, {"partly", s.partly}, {"text_only", s.textOnly},
        {"skipped", s.skipped},
        {"abilities",
            QJsonObject{{"parsed", s.abilities[int(AbilityStatus::Parsed)]},
                {"partial", s.abilities[int(AbilityStatus::Partial)]},
                {"text_only", s.abilities[int(AbilityStatus::TextOnly)]},
                {"mismatch", s.abilities[int(AbilityStatus::Mismatch)]}}},
        {"layer_abilities", QJsonObject{{"total", s.layerAbilities}, {"parsed", s.layerParsed}}},
        {"not_understood_shapes", shapes}};
}

QJsonObject cardJson(const ImportedCard& c)
{
    QJsonObject entry = libraryEntry(c);
    entry.remove(QStringLiteral("text_only"));
    QJsonArray abilities;
    for (const AbilityReport& r : c.abilities) {
        QJsonObject a{{"face", r.face}, {"status", statusName(r.status)}, {"oracle", r.printed}};
        if (!r.written.isEmpty())
            a.insert("written", r.written);
        if (!r.notUnderstood.isEmpty() && r.status == AbilityStatus::Partial)
            a.insert("not_understood", r.notUnderstood);
        if (r.layerChanging)   // counted among the static abilities that change characteristics
            a.insert("layer_changing", true);
        abilities << a;
    }
    entry.insert("abilities", abilities);
    return entry;
}

void printSummary(const ImportSummary& s, QTextStream& out)
{
    const int abilities = s.abilities[0] + s.abilities[1] + s.abilities[2] + s.abilities[3];
    out << "Cards: " << s.cards << " imported, " << s.skipped << " skipped" << (s.skipped > 0 ? " (errors above)" : "") << "\n"
        << "  fully understood: " << s.understood << " (" << percent(s.understood, s.cards) << ")\n"
        << "  partly understood: " << s.partly << " (" << percent(s.partly, s.cards) << ")\n"
        << "  text only: " << s.textOnly << " (" << percent(s.textOnly, s.cards) << ")\n"
        << "Abilities: " << abilities << "\n";
    static const char* const names[] = {"parsed", "partial", "text only", "mismatch (not trusted, kept as text)"};
    for (int i = 0; i < 4; ++i)
        out << "  " << names[i] << ": " << s.abilities[i] << " (" << percent(s.abilities[i], abilities) << ")\n";
    out << "Static abilities that change characteristics (layers 1-7): " << s.layerParsed << " of "
        << s.layerAbilities << " parsed (" << percent(s.layerParsed, s.layerAbilities) << ")\n";
    if (!s.commonShapes.isEmpty()) {
        out << "Most common sentences not understood:\n";
        for (const auto& shape : s.commonShapes)
            out << "  " << QString::number(shape.second).rightJustified(5) << "  " << shape.first << "\n";
    }
}

void printReport(const QVector<ImportedCard>& cards, QTextStream& out)
{
    for (const ImportedCard& c : cards) {
        out << c.card->name() << "  [" << statusName(c.status) << "]\n";
        for (const AbilityReport& r : c.abilities) {
            out << "    " << statusName(r.status).leftJustified(10) << r.printed << "\n";
            if (r.status == AbilityStatus::Mismatch)
                out << "              Strata read: " << r.written << "\n";
            else if (r.status == AbilityStatus::Partial)
                out << "              not understood: " << r.notUnderstood << "\n";
        }
    }
}

}   // namespace

int importCards(const CliArguments& args, QTextStream& out, QTextStream& err)
{
    if (!SubtypeRegistry::instance().loaded()) {
        err << "strata-cli: " << SubtypeRegistry::instance().loadError() << "\n";
        return InternalError;
    }
    const ImportResult result = importFile(args.file);
    for (const QString& line : result.errors.formatted())
        err << line << "\n";
    if (result.cards.isEmpty() && !result.complete)
        return InvalidInput;
    const ImportSummary summary = result.summary();
    if (!args.save.isEmpty()) {
        QString error;
        if (!ImportedLibrary::save(args.save, result.cards, &error)) {
            err << "strata-cli: " << error << "\n";
            return InvalidInput;
        }
    }
    if (args.json) {
        QJsonArray cards;
        for (const ImportedCard& c : result.cards)
            cards << cardJson(c);
        QJsonObject whole{{"summary", summaryJson(summary)}, {"cards", cards}};
        if (!args.compare.isEmpty())
            whole.insert("hand_made", handMadeComparison(result.cards, args.compare, nullptr));
        out << QJsonDocument(whole).toJson(QJsonDocument::Indented);
    } else {
        if (args.report)
            printReport(result.cards, out);
        printSummary(summary, out);
        if (!args.compare.isEmpty())
            handMadeComparison(result.cards, args.compare, &out);
    }
    return result.errors.isEmpty() ? Ok : InvalidInput;
}

std::optional<CardLibrary> libraryWithImported(const QString& path, QTextStream& err)
{
    CardLibrary lib = CardLibrary::builtin();
    const QString file = path.isEmpty() ? ImportedLibrary::defaultPath() : path;
    if (path.isEmpty() && !QFileInfo::exists(file))
        return lib;
    Diagnostics errors;
    const ImportedLibrary imported = ImportedLibrary::load(file, &errors);
    if (!errors.isEmpty()) {
        for (const QString& line : errors.formatted())
            err << line << "\n";
        return std::nullopt;
    }
    lib.addMissing(imported.cards());
    return lib;
}

}   // namespace strata::cli
