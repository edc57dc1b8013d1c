// The streaming writer's strings must be byte for byte what Qt's own JSON writer gives
// (strata-cli check --json promises QJsonDocument's output).
#include "io/JsonEmitter.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace strata;

class TestJsonEmitter : public QObject {
    Q_OBJECT
private slots:
    void stringsAreEscapedAsQtEscapesThem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("ascii") << QStringLiteral("Grizzly Bears");
        QTest::newRow("quotes and controls") << QStringLiteral("a\"b\\c\b\f\n\r\t\x01\x1f\x7f");
        QTest::newRow("type line dash") << QStringLiteral("Creature \u2014 Saproling");
        QTest::newRow("two-byte") << QStringLiteral("Lim-D\u00fbl's Vault, \u00c6ther");
        QTest::newRow("three-byte") << QStringLiteral("\u4e2d\u6587 \u0800 \uffef");
        QTest::newRow("surrogate pair") << QString::fromUtf16(u"card \U0001F409 dragon");
        QTest::newRow("lone high surrogate") << QString(QChar(0xd83d)) + QStringLiteral(" tail");
        QTest::newRow("lone low surrogate") << QStringLiteral("head ") + QString(QChar(0xdc09));
        QTest::newRow("noncharacters") << QString(QChar(0xfffe)) + QChar(0xffff) + QChar(0xfdd0);
        QTest::newRow("empty") << QString();
    }
    void stringsAreEscapedAsQtEscapesThem()
    {
        QFETCH(QString, text);
        const QByteArray qt = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
        QByteArray ours;
        JsonEmitter::appendEscaped(ours, text);
        QCOMPARE(ours, qt.mid(2, qt.size() - 4));
    }

    // A list rendered once (ShownAbilityLists) and written as a prefix must read as the same list
    // written element by element, empty or not, nested or not.
    void aRenderedArrayIsTheArrayWrittenInTurn_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("count");
        QTest::newRow("empty at depth 0") << 0 << 0;
        QTest::newRow("one at depth 3") << 3 << 1;
        QTest::newRow("prefix of three at depth 5") << 5 << 3;
    }
    void aRenderedArrayIsTheArrayWrittenInTurn()
    {
        QFETCH(int, depth);
        QFETCH(int, count);
        const QStringList all{QStringLiteral("Flying"), QStringLiteral("Creature \u2014 \"Bear\""),
            QStringLiteral("Double strike"), QStringLiteral("never shown")};
        const QStringList shown = all.first(count);
        QByteArray inTurn;
        JsonEmitter a(inTurn, depth);
        a.beginObject();
        a.member("abilities", shown);
        a.member("name", QStringLiteral("x"));
        a.end();

        QByteArray rendered;
        JsonEmitter b(rendered, depth);
        b.beginObject();
        b.key("abilities");
        QByteArray elements;
        QVector<qsizetype> ends;
        for (const QString& s : all) {
            if (!elements.isEmpty())
                elements += ",\n";
            JsonEmitter::appendElement(elements, b.elementLevels(), s);
            ends << elements.size();
        }
        b.renderedArray(elements.constData(), count > 0 ? ends[count - 1] : 0);
        b.member("name", QStringLiteral("x"));
        b.end();
        QCOMPARE(rendered, inTurn);
    }
};

QTEST_GUILESS_MAIN(TestJsonEmitter)
#include "tst_jsonemitter.moc"
