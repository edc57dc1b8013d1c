// Golden event scenarios (events.md): each tests/data/events/NAME.strata.json is played and its
// result compared with NAME.expect.json, written from the rules; "rule" names what each case checks. A
// case whose scenario is a worked example says so: "scenario" is then its path in the source tree.
//
// An expectation lists only what it checks. Per event: "done", "triggered" (["source:ability", …] in
// stack order), "not_triggered" (["source:ability"]), "resolved" (the outcome), "sba"
// (["object:action"]), "stack" (ids bottom first), "damage" (["source>to:amount@step"]), "players"
// ({"id": {"life": …}}), "objects" ({"id": {"zone": …}} among the event's changed objects). "final" holds "objects" and "players"
// for the result after all events.
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "io/PlayResultJson.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include "play/EventPlayer.h"
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;
using strata::testfiles::sourcePath;

using namespace strata;

namespace {

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QStringList pairs(const QJsonValue& list, const char* first, const char* second)
{
    QStringList out;
    for (const QJsonValue& v : list.toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonValue b = o.value(QLatin1String(second));
        const QString who = o.contains(QLatin1String(first)) ? o.value(QLatin1String(first)).toString()
                                                             : o.value(QStringLiteral("player")).toString();
        out << who + ":" + (b.isDouble() ? QString::number(b.toInt()) : b.toString());
    }
    return out;
}

QStringList strings(const QJsonValue& list)
{
    QStringList out;
    for (const QJsonValue& v : list.toArray())
        out << v.toString();
    return out;
}

// Each key of `expected` must equal the same key of `actual`.
QStringList compareKeys(const QString& where, const QJsonObject& expected, const QJsonObject& actual)
{
    QStringList problems;
    for (auto it = expected.begin(); it != expected.end(); ++it)
        if (actual.value(it.key()) != it.value())
            problems << QStringLiteral("%1.%2: expected %3, got %4")
                            .arg(where, it.key(),
                                QString::fromUtf8(QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact)),
                                QString::fromUtf8(
                                    QJsonDocument(QJsonArray{actual.value(it.key())}).toJson(QJsonDocument::Compact)));
    return problems;
}

QStringList compareObjects(const QString& where, const QJsonObject& expected, const QJsonValue& actualList)
{
    QHash<QString, QJsonObject> byId;
    for (const QJsonValue& v : actualList.toArray())
        byId.insert(v.toObject().value("id").toString(), v.toObject());
    QStringList problems;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (!byId.contains(it.key()))
            problems << QStringLiteral("%1: object %2 is not listed").arg(where, it.key());
        else
            problems += compareKeys(where + "." + it.key(), it.value().toObject(), byId.value(it.key()));
    }
    return problems;
}

QStringList comparePlayers(const QString& where, const QJsonObject& expected, const QJsonValue& actualList)
{
    QHash<QString, QJsonObject> byId;
    for (const QJsonValue& v : actualList.toArray())
        byId.insert(v.toObject().value("id").toString(), v.toObject());
    QStringList problems;
    for (auto it = expected.begin(); it != expected.end(); ++it)
        problems += compareKeys(where + "." + it.key(), it.value().toObject(), byId.value(it.key()));
    return problems;
}

QStringList compareEvent(const QString& id, const QJsonObject& want, const QJsonObject& got)
{
    QStringList problems;
    auto same = [&](const char* key, const QStringList& actual) {
        if (want.contains(QLatin1String(key)) && strings(want.value(QLatin1String(key))) != actual)
            problems << QStringLiteral("%1.%2: expected [%3], got [%4]")
                            .arg(id, QLatin1String(key), strings(want.value(QLatin1String(key))).join(", "),
                                actual.join(", "));
    };
    if (want.contains("done") && want.value("done") != got.value("done"))
        problems << QStringLiteral("%1.done: expected %2").arg(id, want.value("done").toBool() ? "true" : "false");
    same("triggered", pairs(got.value("triggered"), "source", "ability"));
    same("not_triggered", pairs(got.value("not_triggered"), "source", "ability"));
    same("sba", pairs(got.value("state_based_actions"), "object", "action"));
    same("stack", strings(got.value("stack")));
    same("happened", strings(got.value("happened")));   // the event's log, line by line (English)
    same("damage", [&] {   // "source>to:amount" plus "@step" for combat damage
        QStringList dealt;
        for (const QJsonValue& d : got.value("damage").toArray()) {
            const QJsonObject o = d.toObject();
            QString line = o.value("source").toString() + ">" + o.value("to").toString() + ":"
                + QString::number(o.value("amount").toInt());
            if (o.value("combat").toBool())
                line += "@" + o.value("step").toString();
            dealt << line;
        }
        return dealt;
    }());
    same("problem_rules", [&] {
        QStringList rules;
        for (const QJsonValue& p : got.value("problems").toArray())
            rules << p.toObject().value("rule").toString();
        return rules;
    }());
    if (want.contains("resolved")
        && want.value("resolved").toString() != got.value("resolved").toObject().value("outcome").toString())
        problems << QStringLiteral("%1.resolved: expected %2, got %3")
                        .arg(id, want.value("resolved").toString(),
                            got.value("resolved").toObject().value("outcome").toString());
    if (want.contains("players"))
        problems += comparePlayers(id + ".players", want.value("players").toObject(), got.value("players"));
    if (want.contains("objects"))
        problems += compareObjects(id + ".objects", want.value("objects").toObject(), got.value("objects"));
    return problems;
}

}   // namespace

class TestEvents : public QObject {
    Q_OBJECT
private slots:
    void scenario_data()
    {
        QTest::addColumn<QString>("name");
        const QDir dir(testDataPath() + "/events");
        const QStringList files = dir.entryList({"*.expect.json"}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 1, "tests/data/events holds the golden event scenarios");
        for (const QString& f : files)
            QTest::newRow(qPrintable(f.chopped(QStringLiteral(".expect.json").size()))) << f.chopped(12);
    }

    void scenario()
    {
        QFETCH(QString, name);
        const QDir dir(testDataPath() + "/events");
        const QJsonObject expect = readJson(dir.filePath(name + ".expect.json"));
        QVERIFY2(!expect.isEmpty(), "expectation file is empty or unreadable");
        QVERIFY2(expect.value("rule").toString().startsWith("CR "), "each golden case names the rule it checks");
        Diagnostics diags;
        // A golden case whose scenario is a worked example of the gallery names that file instead.
        const QString scenario = expect.contains("scenario")
            ? sourcePath(expect.value("scenario").toString())
            : dir.filePath(name + ".strata.json");
        auto state = ScenarioReader(CardLibrary::builtin()).readFile(scenario, &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join("\n")));
        const Playthrough play = EventPlayer::play(*state, CardLibrary::builtin());
        QJsonObject result = resultToJson(play.finalState, play.finalResolution);
        addPlayResult(result, play);

        QStringList problems;
        QHash<QString, QJsonObject> events;
        for (const QJsonValue& e : result.value("events").toArray())
            events.insert(e.toObject().value("id").toString(), e.toObject());
        const QJsonObject wantEvents = expect.value("events").toObject();
        for (auto it = wantEvents.begin(); it != wantEvents.end(); ++it) {
            if (!events.contains(it.key()))
                problems << QStringLiteral("event %1 is not in the result").arg(it.key());
            else
                problems += compareEvent(it.key(), it.value().toObject(), events.value(it.key()));
        }
        const QJsonObject final = expect.value("final").toObject();
        if (final.contains("objects"))
            problems += compareObjects("final", final.value("objects").toObject(), result.value("objects"));
        if (final.contains("players"))
            problems += comparePlayers("final.players", final.value("players").toObject(), result.value("players"));
        if (final.contains("stack") && strings(final.value("stack")) != strings(result.value("stack")))
            problems << QStringLiteral("final.stack: got [%1]").arg(strings(result.value("stack")).join(", "));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    }
};

QTEST_GUILESS_MAIN(TestEvents)
#include "tst_events.moc"
