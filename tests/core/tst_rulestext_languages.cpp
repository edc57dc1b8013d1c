// The rules-text writer in languages other than English: the forms a translation asks for (gender
// and number agreement) and each language's contractions ("de el" → "del").
#include "cards/CardLibrary.h"
#include "text/Contractions.h"
#include "text/RulesText.h"
#include "BuiltinCards.h"

#include <QTranslator>
#include <QtTest>

using namespace strata;

namespace {

// A translator that shows which form the generator asked for: adjectives get their agreement
// ("black/fp" = feminine plural), templates chosen for a feminine noun get "{f}", the plural subject
// template gets an article ("THE"), and "creature" and "land" are feminine.
class FormMarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override
    {
        Q_UNUSED(context);
        Q_UNUSED(n);
        const QString src = QString::fromUtf8(source);
        const QString d = QString::fromUtf8(disambiguation ? disambiguation : "");
        if (src == QLatin1String("m")
            && (d.contains(QLatin1String("\"creature\"")) || d.contains(QLatin1String("\"land\""))))
            return QStringLiteral("f");
        static const QHash<QString, QString> forms = {
            {"adjective, masculine singular", "ms"},
            {"adjective, feminine singular", "fs"},
            {"adjective, masculine plural", "mp"},
            {"adjective, feminine plural", "fp"},
        };
        if (forms.contains(d))
            return src + QLatin1Char('/') + forms.value(d);
        if (src == QLatin1String("%1") && d.startsWith(QLatin1String("plural subject or object")))
            return QStringLiteral("THE %1");
        if (d.endsWith(QLatin1String("is feminine")))
            return src + QStringLiteral("{f}");
        return {};
    }
};


}   // namespace

class TestRulesTextLanguages : public QObject {
    Q_OBJECT
private slots:
    void agreement_data();
    void agreement();
    void contractions_data();
    void contractions();
    void contractionListsThatGiveNone();
};

// Languages with gender and number get the forms they need: adjectives agreeing with the head noun,
// templates chosen by the noun's gender, an article for plural subjects.
void TestRulesTextLanguages::agreement_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("expected");   // a part of the text

    QTest::newRow("Bad Moon") << "Bad Moon" << 1 << "THE black/fp creatures get +1/+1.";
    QTest::newRow("Honor of the Pure") << "Honor of the Pure" << 1 << "THE white/fp creatures you control get +1/+1.";
    QTest::newRow("Darkest Hour") << "Darkest Hour" << 1 << "All creatures{f} are black/fp.";
    QTest::newRow("Wandering Fumarole") << "Wandering Fumarole" << 3
                                        << "becomes a 1/4 blue/fs and red/fs Elemental creature{f} in addition";
    QTest::newRow("Song of the Dryads") << "Song of the Dryads" << 2
                                        << "Enchanted permanent is a colorless/fs Forest land{f}.";
    QTest::newRow("Mind Bend") << "Mind Bend" << 1 << "Change the text of target permanent by";
    QTest::newRow("Act of Treason") << "Act of Treason" << 1
                                    << "Gain control of target creature{f} until end of turn. Untap that creature{f}.";
    QTest::newRow("Cerulean Wisps") << "Cerulean Wisps" << 1 << "Target creature{f} becomes blue/fs until end of turn.";
    // A target of a creature type with its card type ("target Assembly-Worker creature"): the noun is
    // "creature", feminine, with the creature type before it ("criatura Obrero ensamblador objetivo").
    QTest::newRow("Mishra's Factory") << "Mishra's Factory" << 3 << "Target Assembly-Worker creature{f} gets +1/+1";
}

void TestRulesTextLanguages::agreement()
{
    QFETCH(QString, card);
    QFETCH(int, index);
    QFETCH(QString, expected);
    const AbilityPtr a = test::builtinAbility(card, index);
    if (!a)
        QFAIL(qPrintable(QStringLiteral("%1 did not load or has no ability %2").arg(card).arg(index)));
    FormMarkingTranslator marking;
    QCoreApplication::installTranslator(&marking);
    const QString text = RulesText::ability(*a, test::builtinFace(card)->name);
    QCoreApplication::removeTranslator(&marking);
    QVERIFY2(text.contains(expected), qPrintable(text));
}

// A language's contractions ("de el" → "del") apply where their first word starts a word: at the start,
// after a space or punctuation, never inside a word or after an apostrophe or a digit; each pair in the
// order given, as written and with a capital.
void TestRulesTextLanguages::contractions_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    const QString spanish = QStringLiteral("de el =del |a el =al ");
    QTest::newRow("inside a sentence") << spanish << "Gana el control de el permanente."
                                       << "Gana el control del permanente.";
    QTest::newRow("capitalised") << spanish << "A el comienzo de el combate"
                                 << "Al comienzo del combate";
    QTest::newRow("inside a word") << spanish << "Puede el jugador"
                                   << "Puede el jugador";
    QTest::newRow("after a digit") << spanish << "2de el x"
                                   << "2de el x";
    QTest::newRow("after an apostrophe") << spanish << "l'de el x"
                                         << "l'de el x";
    QTest::newRow("after punctuation") << spanish << "(de el jugador) «de el permanente»"
                                       << "(del jugador) «del permanente»";
    QTest::newRow("twice in a row") << spanish << "de el de el fin"
                                    << "del del fin";
    QTest::newRow("after a non-BMP letter")
        << spanish << QStringLiteral("\U0001D400de el x") << QStringLiteral("\U0001D400de el x");
    QTest::newRow("apostrophe in the pair") << "di l'=dell'|a l'=all'"
                                            << "Di l'artefatto a l'incantesimo"
                                            << "Dell'artefatto all'incantesimo";
    QTest::newRow("pairs apply in order") << "a b=c|c d=e"
                                          << "a b d"
                                          << "e";
    QTest::newRow("malformed pairs skipped") << "=x|de el =del |nada"
                                             << "de el nada"
                                             << "del nada";
}

void TestRulesTextLanguages::contractions()
{
    QFETCH(QString, rules);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(Contractions(rules).apply(text), expected);
}

void TestRulesTextLanguages::contractionListsThatGiveNone()
{
    QCOMPARE(Contractions(QStringLiteral("(none)")).size(), 0);
    QCOMPARE(Contractions(QString()).size(), 0);
    QCOMPARE(Contractions(QStringLiteral("de el =del |a el =al ")).size(), 2);
    QCOMPARE(Contractions(QStringLiteral("(none)")).apply(QStringLiteral("de el x")), QStringLiteral("de el x"));
    // English gives "(none)": texts written without a translator come out as written.
    QCOMPARE(Contractions::current()->size(), 0);
}

QTEST_GUILESS_MAIN(TestRulesTextLanguages)
#include "tst_rulestext_languages.moc"
