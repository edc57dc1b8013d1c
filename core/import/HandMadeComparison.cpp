#include "HandMadeComparison.h"
#include "engine/LayerEngine.h"
#include "io/PlayResultJson.h"
#include "io/ResultJson.h"
#include "model/ChoiceChecks.h"
#include "model/ResolvableAbilities.h"
#include "io/ScenarioReader.h"
#include "play/EventPlayer.h"
#include "rules/StateBasedActions.h"
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>

namespace strata::import {

namespace {

QString abilityCountDifference(int imported, int handMade)
{
    return QStringLiteral("%1 abilities, hand-made %2").arg(imported).arg(handMade);
}

int spellAbilities(const CardFace& f)
{
    return int(std::count_if(f.abilities.cbegin(), f.abilities.cend(),
        [](const AbilityPtr& a) { return a->kind == AbilityDef::Kind::Spell; }));
}

// 608.2c: a spell printed in several paragraphs is one spell ability a paragraph when imported, and may
// be one ability written by hand (Inside Out: "Switch …" then "Draw a card."). The engine resolves the
// paragraphs as one (spellAbility), so they are compared joined so, every paragraph parsed. False
// when the face is not such a case.
bool compareJoinedSpell(const CardFace& imported, const CardFace& handMade, const QVector<AbilityReport>& reports,
    int reportIndex, CardComparison& out)
{
    const int paragraphs = spellAbilities(imported);
    if (paragraphs < 2 || spellAbilities(handMade) != 1
        || imported.abilities.size() - paragraphs + 1 != handMade.abilities.size())
        return false;
    for (int k = 0; k < imported.abilities.size(); ++k)
        if (reportIndex + k >= reports.size() || reports[reportIndex + k].status != AbilityStatus::Parsed)
            return false;
    auto card = std::make_shared<Card>();
    card->front = imported;
    const AbilityPtr whole = spellAbility(card);
    QVector<AbilityPtr> joined;   // the whole spell where its first paragraph is
    bool placed = false;
    for (const AbilityPtr& a : imported.abilities) {
        if (a->kind != AbilityDef::Kind::Spell)
            joined << a;
        else if (!placed)
            joined << whole;
        placed = placed || a->kind == AbilityDef::Kind::Spell;
    }
    if (joined.size() != handMade.abilities.size())
        return false;
    for (int i = 0; i < joined.size(); ++i) {
        if (joined[i]->sameStructure(*handMade.abilities[i]))
            ++out.sameStructure;
        else
            out.differences << QStringLiteral("ability %1: read differently").arg(i + 1);
    }
    return true;
}

void compareFace(const CardFace& imported, const CardFace& handMade, const QVector<AbilityReport>& reports, int face,
    CardComparison& out)
{
    out.handMadeAbilities += handMade.abilities.size();
    // The reports list a card's abilities face after face, in the faces' order.
    int reportIndex = 0;
    for (const AbilityReport& r : reports)
        if (r.face < face)
            ++reportIndex;
    if (imported.abilities.size() != handMade.abilities.size()) {
        if (!compareJoinedSpell(imported, handMade, reports, reportIndex, out))
            out.differences << abilityCountDifference(imported.abilities.size(), handMade.abilities.size());
        return;
    }
    for (int i = 0; i < handMade.abilities.size(); ++i) {
        const AbilityReport* report = reportIndex + i < reports.size() ? &reports[reportIndex + i] : nullptr;
        if (!report || report->status != AbilityStatus::Parsed) {
            out.differences << QStringLiteral("ability %1: %2").arg(i + 1)
                                   .arg(report ? statusName(report->status) : QStringLiteral("missing"));
            continue;
        }
        if (imported.abilities[i]->sameStructure(*handMade.abilities[i]))
            ++out.sameStructure;
        else
            out.differences << QStringLiteral("ability %1: read differently").arg(i + 1);
    }
}

QString shortValue(const QJsonValue& v)
{
    if (v.isObject() || v.isArray())
        return v.isObject() ? QStringLiteral("{…}") : QStringLiteral("[…]");
    QString text = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    return text.mid(1, text.size() - 2);
}

// Where the hand-made result `a` and the imported one `b` first differ, as a path
// ("objects[3].power: hand-made 2, imported 3"); empty when they are equal.
QString firstDifference(const QJsonValue& a, const QJsonValue& b, const QString& path)
{
    if (a == b)
        return {};
    if (a.isObject() && b.isObject()) {
        const QJsonObject oa = a.toObject(), ob = b.toObject();
        QStringList keys = oa.keys() + ob.keys();
        keys.removeDuplicates();
        keys.sort();
        for (const QString& key : keys) {
            const QString inner = firstDifference(oa.value(key), ob.value(key), path.isEmpty() ? key : path + '.' + key);
            if (!inner.isEmpty())
                return inner;
        }
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray aa = a.toArray(), ab = b.toArray();
        for (qsizetype i = 0; i < qMin(aa.size(), ab.size()); ++i) {
            const QString inner = firstDifference(aa[i], ab[i], QStringLiteral("%1[%2]").arg(path).arg(i));
            if (!inner.isEmpty())
                return inner;
        }
        return QStringLiteral("%1: hand-made %2 entries, imported %3").arg(path).arg(aa.size()).arg(ab.size());
    }
    return QStringLiteral("%1: hand-made %2, imported %3").arg(path, shortValue(a), shortValue(b));
}

// The `strata-cli check --json` result of a scenario read with `library`.
std::optional<QJsonObject> resultWith(const QString& file, const CardLibrary& library, QString* error,
    QSet<QString>* cardNames)
{
    Diagnostics diags;
    const auto state = ScenarioReader(library).readFile(file, &diags);
    if (!state) {
        *error = diags.formatted().join(QLatin1Char('\n'));
        return std::nullopt;
    }
    if (cardNames)
        for (const GameObject& o : state->objects)
            if (o.card)
                cardNames->insert(o.card->name());
    if (!state->usesPlayKeys && state->events.isEmpty()) {
        Resolution res = LayerEngine::resolve(*state);
        findStateBasedActions(*state, res);
        res.warnings << choiceWarnings(*state);
        return resultToJson(*state, res);
    }
    Playthrough play = EventPlayer::play(*state, library);
    play.finalResolution.warnings << choiceWarnings(*state);
    QJsonObject result = resultToJson(play.finalState, play.finalResolution);
    addPlayResult(result, play);
    return result;
}

}   // namespace

QVector<CardComparison> compareWithHandMade(const QVector<ImportedCard>& imported, const CardLibrary& handMade)
{
    QVector<CardComparison> out;
    for (const ImportedCard& c : imported) {
        const CardPtr made = handMade.find(c.card->name());
        if (!made || made->name().compare(c.card->name(), Qt::CaseInsensitive) != 0)
            continue;   // find() also answers a back face's name: only the same card counts
        CardComparison cmp;
        cmp.name = made->name();
        cmp.status = c.status;
        compareFace(c.card->front, made->front, c.abilities, 0, cmp);
        if (made->back && c.card->back)
            compareFace(*c.card->back, *made->back, c.abilities, 1, cmp);
        else if (bool(made->back) != bool(c.card->back))
            cmp.differences << QStringLiteral("faces differ");
        out << cmp;
    }
    return out;
}

CardLibrary libraryWithImportsFirst(const QVector<ImportedCard>& imported, const CardLibrary& handMade,
    QStringList* replaced)
{
    QVector<CardPtr> taking;
    for (const ImportedCard& c : imported) {
        const CardPtr made = handMade.find(c.card->name());
        if (c.status == CardStatus::Understood && made && made->name().compare(c.card->name(), Qt::CaseInsensitive) == 0) {
            taking << c.card;
            *replaced << made->name();
        }
    }
    Diagnostics ignored;   // imported cards were checked when they were made
    CardLibrary library = CardLibrary::fromCards(taking, &ignored);
    library.addMissing(handMade);
    return library;
}

ScenarioComparison compareScenario(const QString& file, const CardLibrary& handMade, const CardLibrary& importsFirst,
    const QStringList& replaced)
{
    ScenarioComparison out;
    out.file = file;
    QSet<QString> used;
    const auto before = resultWith(file, handMade, &out.error, &used);
    if (!before)
        return out;
    for (const QString& name : replaced)
        if (used.contains(name))
            out.replacedCards << name;
    if (out.replacedCards.isEmpty())
        return out;
    const auto after = resultWith(file, importsFirst, &out.error, nullptr);
    if (!after) {
        out.identical = false;
        return out;
    }
    out.difference = firstDifference(*before, *after, QString());
    out.identical = out.difference.isEmpty();
    return out;
}

QStringList scenarioFilesAt(const QString& path)
{
    if (!QFileInfo(path).isDir())
        return {path};
    QStringList files;
    QDirIterator it(path, {QStringLiteral("*.strata.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

}   // namespace strata::import
