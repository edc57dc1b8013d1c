// Golden scenarios: each tests/data/NAME.strata.json is resolved and compared with the expectations
// in NAME.expect.json, written from the rules (the rule each case checks is in its "rule" key).
#include "cards/CardLibrary.h"
#include "engine/LayerEngine.h"
#include "io/ResultJson.h"
#include "io/ScenarioReader.h"
#include "rules/StateBasedActions.h"
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>
#include "TestPaths.h"

using strata::testfiles::testDataPath;

using namespace strata;

namespace {

QSet<QString> stringSet(const QJsonValue& v)
{
    QSet<QString> out;
    for (const QJsonValue& x : v.toArray())
        out.insert(x.isObject() ? x.toObject().value("action").toString() : x.toString());
    return out;
}

QString show(const QSet<QString>& s)
{
    QStringList l = s.values();
    l.sort();
    return "[" + l.join(", ") + "]";
}

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

}   // namespace

class TestGolden : public QObject {
    Q_OBJECT
private slots:
    void library()
    {
        QVERIFY2(CardLibrary::builtin().errors().isEmpty(),
            qPrintable(CardLibrary::builtin().errors().formatted().join("\n")));
    }

    void scenario_data()
    {
        QTest::addColumn<QString>("name");
        const QDir dir(testDataPath());
        for (const QString& f : dir.entryList({"*.expect.json"}, QDir::Files, QDir::Name)) {
            const QString name = f.chopped(QStringLiteral(".expect.json").size());
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void scenario()
    {
        QFETCH(QString, name);
        const QDir dir(testDataPath());
        const QJsonObject expect = readJson(dir.filePath(name + ".expect.json"));
        QVERIFY2(!expect.isEmpty(), "expectation file is empty or unreadable");
        QVERIFY2(expect.value("rule").toString().startsWith("CR "), "each golden case names the rule it checks");

        Diagnostics diags;
        auto state = ScenarioReader(CardLibrary::builtin()).readFile(dir.filePath(name + ".strata.json"), &diags);
        QVERIFY2(state, qPrintable(diags.formatted().join("\n")));
        Resolution res = LayerEngine::resolve(*state);
        findStateBasedActions(*state, res);
        const QJsonObject result = resultToJson(*state, res);

        QHash<QString, QJsonObject> objects;
        for (const QJsonValue& o : result.value("objects").toArray())
            objects.insert(o.toObject().value("id").toString(), o.toObject());

        const QJsonObject expObjects = expect.value("objects").toObject();
        for (auto it = expObjects.begin(); it != expObjects.end(); ++it) {
            QVERIFY2(objects.contains(it.key()), qPrintable("no object " + it.key()));
            const QJsonObject got = objects.value(it.key());
            const QJsonObject want = it.value().toObject();
            const QString where = name + "/" + it.key() + ": ";
            for (const char* key : {"power", "toughness", "controller", "name"})
                if (want.contains(key))
                    QVERIFY2(got.value(key) == want.value(key),
                        qPrintable(where + key + " is "
                            + QJsonDocument(QJsonArray{got.value(key)}).toJson(QJsonDocument::Compact) + ", expected "
                            + QJsonDocument(QJsonArray{want.value(key)}).toJson(QJsonDocument::Compact)));
            for (const char* key : {"types", "subtypes", "supertypes", "colors", "state_based_actions"})
                if (want.contains(key))
                    QVERIFY2(stringSet(got.value(key)) == stringSet(want.value(key)),
                        qPrintable(where + key + " is " + show(stringSet(got.value(key))) + ", expected "
                            + show(stringSet(want.value(key)))));
            for (const QJsonValue& k : want.value("has_subtypes").toArray())
                QVERIFY2(stringSet(got.value("subtypes")).contains(k.toString()),
                    qPrintable(where + "lacks subtype " + k.toString()));
            QSet<QString> keywords;
            for (const QJsonValue& a : got.value("abilities").toArray())
                if (a.toObject().contains("keyword"))
                    keywords.insert(a.toObject().value("keyword").toString());
            for (const QJsonValue& k : want.value("has_keywords").toArray())
                QVERIFY2(keywords.contains(k.toString()),
                    qPrintable(where + "lacks " + k.toString() + "; has " + show(keywords)));
            for (const QJsonValue& k : want.value("lacks_keywords").toArray())
                QVERIFY2(!keywords.contains(k.toString()), qPrintable(where + "has " + k.toString()));
            if (want.contains("ability_count"))
                QVERIFY2(got.value("abilities").toArray().size() == want.value("ability_count").toInt(),
                    qPrintable(where
                        + QString("has %1 abilities, expected %2: %3")
                              .arg(got.value("abilities").toArray().size())
                              .arg(want.value("ability_count").toInt())
                              .arg(QString(
                                  QJsonDocument(got.value("abilities").toArray()).toJson(QJsonDocument::Compact)))));
        }

        const QJsonArray timeline = result.value("timeline").toArray();
        const QJsonObject order = expect.value("order").toObject();
        for (auto it = order.begin(); it != order.end(); ++it) {
            QStringList seen;
            for (const QJsonValue& s : timeline)
                if (s.toObject().value("layer").toString() == it.key())
                    seen << s.toObject().value("effect").toString();
            int last = -1;
            for (const QJsonValue& e : it.value().toArray()) {
                const int at = seen.indexOf(e.toString());
                QVERIFY2(at > last,
                    qPrintable(name + ": layer " + it.key() + " order is [" + seen.join(", ") + "], expected "
                        + e.toString() + " after the previous expected effect"));
                last = at;
            }
        }
        QSet<QString> deps;
        for (const QJsonValue& d : result.value("dependencies").toArray()) {
            const QJsonObject o = d.toObject();
            deps.insert(o.value("layer").toString() + ":" + o.value("effect").toString() + "->"
                + o.value("depends_on").toString());
        }
        for (const QJsonValue& d : expect.value("dependencies").toArray()) {
            const QJsonObject o = d.toObject();
            const QString key = o.value("layer").toString() + ":" + o.value("effect").toString() + "->"
                + o.value("depends_on").toString();
            QVERIFY2(deps.contains(key), qPrintable(name + ": missing dependency " + key + "; found " + show(deps)));
        }
        // Steps named by layer and effect, with what the expectation says of their place.
        for (const QJsonValue& w : expect.value("steps").toArray()) {
            const QJsonObject want = w.toObject();
            const QString what = name + ": step " + want.value("layer").toString() + " " + want.value("effect").toString();
            QJsonObject got;
            for (const QJsonValue& s : timeline)
                if (s.toObject().value("layer") == want.value("layer")
                    && s.toObject().value("effect") == want.value("effect"))
                    got = s.toObject();
            QVERIFY2(!got.isEmpty(), qPrintable(what + " is not in the timeline"));
            for (const char* key : {"order", "applied"})
                if (want.contains(key))
                    QVERIFY2(got.value(key) == want.value(key),
                        qPrintable(what + ": " + key + " is " + got.value(key).toVariant().toString()));
            if (want.contains("depends_on"))
                QVERIFY2(stringSet(got.value("depends_on")) == stringSet(want.value("depends_on")),
                    qPrintable(what + ": depends_on is " + show(stringSet(got.value("depends_on")))));
        }
        for (const QJsonValue& w : expect.value("warnings_contain").toArray()) {
            bool found = false;
            for (const QJsonValue& g : result.value("warnings").toArray())
                found |= g.toString().contains(w.toString());
            QVERIFY2(found, qPrintable(name + ": no warning contains \"" + w.toString() + "\""));
        }
        if (expect.value("no_warnings").toBool())
            QVERIFY2(result.value("warnings").toArray().isEmpty(),
                qPrintable(name + ": warnings " + QJsonDocument(result.value("warnings").toArray()).toJson()));
        if (expect.value("no_dependencies").toBool())
            QVERIFY2(deps.isEmpty(), qPrintable(name + ": expected no dependency, found " + show(deps)));
        // Effects that never were effects of the board: no step at all in any layer.
        for (const QJsonValue& e : expect.value("no_step").toArray())
            for (const QJsonValue& s : timeline)
                QVERIFY2(s.toObject().value("effect").toString() != e.toString(),
                    qPrintable(name + ": " + e.toString() + " has a step in layer "
                        + s.toObject().value("layer").toString()));
        for (const QJsonValue& e : expect.value("not_applied").toArray()) {
            bool any = false;
            for (const QJsonValue& s : timeline) {
                const QJsonObject o = s.toObject();
                if (o.value("effect").toString() == e.toString()) {
                    any = true;
                    QVERIFY2(!o.value("applied").toBool(),
                        qPrintable(name + ": " + e.toString() + " applied in layer " + o.value("layer").toString()));
                }
            }
            QVERIFY2(any, qPrintable(name + ": " + e.toString() + " has no timeline step"));
        }
    }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
