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
        const QDir dir(STRATA_TEST_DATA);
        for (const QString& f : dir.entryList({"*.expect.json"}, QDir::Files, QDir::Name)) {
            const QString name = f.chopped(QStringLiteral(".expect.json").size());
            QTest::newRow(qPrintable(name)) << name;
        }
    }

    void scenario()
    {
        QFETCH(QString, name);
        const QDir dir(STRATA_TEST_DATA);
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
            for (const char* key : {"power", "toughness", "controller"})
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
        if (expect.value("no_dependencies").toBool())
            QVERIFY2(deps.isEmpty(), qPrintable(name + ": expected no dependency, found " + show(deps)));
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
