// Rules text in the languages the app ships (the translations embedded in the UI library under
// ":/i18n"), and the cache that keeps each written text for the language it was written in.
#include "AppTestSupport.h"
#include "cards/CardLibrary.h"
#include "text/Contractions.h"
#include "text/RulesText.h"
#include "text/RulesTextCache.h"
#include <QTranslator>
#include <QtTest>

using namespace strata;

namespace {

const CardFace* frontFace(const QString& cardName)
{
    const CardPtr card = CardLibrary::builtin().find(cardName);
    return card ? &card->front : nullptr;
}

AbilityInstance printedAbility(const CardFace& f, int index)
{
    AbilityInstance a;
    a.def = f.abilities.value(index - 1);
    a.printedIndex = index;
    return a;
}

}   // namespace

class TestTranslatedRulesText : public QObject {
    Q_OBJECT

private slots:
    void cleanup();
    void translatedTexts_data();
    void translatedTexts();
    void keptTextIsWrittenText();
    void languageSwitchForgetsKeptTexts();
    void contractionsReadOncePerLanguage();

private:
    // Installs Strata's translation for `code`; "en" removes it.
    bool useLanguage(const QString& code);
    QTranslator m_translator;
};

bool TestTranslatedRulesText::useLanguage(const QString& code)
{
    return ui::test::useLanguage(m_translator, code);
}

void TestTranslatedRulesText::cleanup()
{
    QVERIFY(useLanguage(QStringLiteral("en")));
}

// Spanish and Italian texts as they were written when each contraction was a regular expression compiled
// for every text. The first ten rows are the five abilities, each in both languages, where the shipped
// translations contract: in Spanish Artificial Evolution, Mind Bend and Oko ("de el" → "del"), in Italian
// Mirror Gallery and Swirl the Mists ("di le" → "delle", "a i" → "ai"). The rest are a spread of static,
// triggered, activated, keyword and copy abilities.
void TestTranslatedRulesText::translatedTexts_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("index");   // 1-based, as printed
    QTest::addColumn<QString>("expected");

    QTest::newRow("es Artificial Evolution 1")
        << "es"
        << "Artificial Evolution" << 1
        << "Cambia el texto del hechizo o permanente objetivo reemplazando todas las apariciones de una "
           "palabra de tipo de criatura por otra.";
    QTest::newRow("it Artificial Evolution 1")
        << "it"
        << "Artificial Evolution" << 1
        << "Cambia il testo di una magia o permanente bersaglio sostituendo tutte le occorrenze di una "
           "parola di tipo di creatura con un'altra.";
    QTest::newRow("es Mind Bend 1")
        << "es"
        << "Mind Bend" << 1
        << "Cambia el texto del permanente objetivo reemplazando todas las apariciones de una palabra de "
           "color o de tipo de tierra básica por otra.";
    QTest::newRow("it Mind Bend 1")
        << "it"
        << "Mind Bend" << 1
        << "Cambia il testo di un permanente bersaglio sostituendo tutte le occorrenze di una parola di "
           "colore o di tipo di terra base con un'altra.";
    QTest::newRow("es Oko, Thief of Crowns 3")
        << "es"
        << "Oko, Thief of Crowns" << 3
        << "−5: Intercambia el control del artefacto o criatura objetivo que controlas y la criatura "
           "objetivo que controla un oponente con una fuerza de 3 o menos.";
    QTest::newRow("it Oko, Thief of Crowns 3")
        << "it"
        << "Oko, Thief of Crowns" << 3
        << "−5: Scambia il controllo di un artefatto o creatura bersaglio che controlli e una creatura "
           "bersaglio che un avversario controlla con forza pari o inferiore a 3.";
    QTest::newRow("es Mirror Gallery 1") << "es"
                                         << "Mirror Gallery" << 1
                                         << "La regla de leyendas no se aplica a los permanentes legendarios.";
    QTest::newRow("it Mirror Gallery 1") << "it"
                                         << "Mirror Gallery" << 1
                                         << "La regola delle leggende non si applica ai permanenti leggendari.";
    QTest::newRow("es Swirl the Mists 2")
        << "es"
        << "Swirl the Mists" << 2
        << "Todas las apariciones de palabras de color en el texto de los hechizos y los permanentes se cambian "
           "por la palabra de color elegida.";
    QTest::newRow("it Swirl the Mists 2")
        << "it"
        << "Swirl the Mists" << 2
        << "Tutte le occorrenze di parole di colore nel testo delle magie e i permanenti vengono cambiate nella "
           "parola di colore scelta.";
    QTest::newRow("es Humility 1")
        << "es"
        << "Humility" << 1
        << "Todas las criaturas pierden todas las habilidades y tienen una fuerza y resistencia base de 1/1.";
    QTest::newRow("it Humility 1")
        << "it"
        << "Humility" << 1 << "Tutte le creature perdono tutte le abilità e hanno forza e costituzione base 1/1.";
    QTest::newRow("es Opalescence 1")
        << "es"
        << "Opalescence" << 1
        << "Cada otro encantamiento no Aura es una criatura además de sus otros tipos y tiene una fuerza y "
           "una resistencia base iguales cada una a su valor de maná.";
    QTest::newRow("it Opalescence 1")
        << "it"
        << "Opalescence" << 1
        << "Ogni altro incantesimo non Aura è una creatura in aggiunta ai suoi altri tipi e ha come forza "
           "base e come costituzione base il suo valore di mana.";
    QTest::newRow("es Blood Moon 1") << "es"
                                     << "Blood Moon" << 1 << "Cada tierra no básica es una Montaña.";
    QTest::newRow("it Blood Moon 1") << "it"
                                     << "Blood Moon" << 1 << "Ogni terra non base è una Montagna.";
    QTest::newRow("es Conspiracy 1") << "es"
                                     << "Conspiracy" << 1
                                     << "En cuanto Conspiracy entre al campo de batalla, elige un tipo de criatura.";
    QTest::newRow("it Conspiracy 1") << "it"
                                     << "Conspiracy" << 1
                                     << "Mentre Conspiracy entra nel campo di battaglia, scegli un tipo di creatura.";
    QTest::newRow("es Tarmogoyf 1")
        << "es"
        << "Tarmogoyf" << 1
        << "La fuerza de Tarmogoyf es igual a la cantidad de tipos de carta entre las cartas de todos los "
           "cementerios y su resistencia es igual a esa cantidad más 1.";
    QTest::newRow("it Tarmogoyf 1")
        << "it"
        << "Tarmogoyf" << 1
        << "La forza di Tarmogoyf è il numero di tipi di carta tra le carte in tutti i cimiteri e la sua "
           "costituzione è quel numero più 1.";
    QTest::newRow("es Wandering Fumarole 1")
        << "es"
        << "Wandering Fumarole" << 1 << "Wandering Fumarole entra al campo de batalla girada.";
    QTest::newRow("it Wandering Fumarole 1")
        << "it"
        << "Wandering Fumarole" << 1 << "Wandering Fumarole entra nel campo di battaglia TAPpata.";
    QTest::newRow("es Act of Treason 1")
        << "es"
        << "Act of Treason" << 1
        << "Gana el control de la criatura objetivo hasta el final del turno. Endereza esa criatura. Esta "
           "gana prisa hasta el final del turno.";
    QTest::newRow("it Act of Treason 1")
        << "it"
        << "Act of Treason" << 1
        << "Prendi il controllo di una creatura bersaglio fino alla fine del turno. STAPpa quella creatura. "
           "Quest'ultima acquisisce rapidità fino alla fine del turno.";
    QTest::newRow("es Bad Moon 1") << "es"
                                   << "Bad Moon" << 1 << "Las criaturas negras obtienen +1/+1.";
    QTest::newRow("it Bad Moon 1") << "it"
                                   << "Bad Moon" << 1 << "Le creature nere prendono +1/+1.";
    QTest::newRow("es Lord of Atlantis 1")
        << "es"
        << "Lord of Atlantis" << 1 << "Los demás Tritones obtienen +1/+1 y tienen cruzar Isla.";
    QTest::newRow("it Lord of Atlantis 1")
        << "it"
        << "Lord of Atlantis" << 1 << "Gli altri Tritoni prendono +1/+1 e hanno camminare su Isola.";
    QTest::newRow("es Magebane Armor 1") << "es"
                                         << "Magebane Armor" << 1
                                         << "La criatura equipada obtiene +2/+4 y pierde volar.";
    QTest::newRow("it Magebane Armor 1") << "it"
                                         << "Magebane Armor" << 1
                                         << "La creatura equipaggiata prende +2/+4 e perde volare.";
    QTest::newRow("es Song of the Dryads 1") << "es"
                                             << "Song of the Dryads" << 1 << "Encantar permanente";
    QTest::newRow("it Song of the Dryads 1") << "it"
                                             << "Song of the Dryads" << 1 << "Incanta permanente";
    QTest::newRow("es Kwende, Pride of Femeref 1") << "es"
                                                   << "Kwende, Pride of Femeref" << 1 << "Dañar dos veces";
    QTest::newRow("it Kwende, Pride of Femeref 1") << "it"
                                                   << "Kwende, Pride of Femeref" << 1 << "Doppio attacco";
    QTest::newRow("es Life and Limb 1")
        << "es"
        << "Life and Limb" << 1
        << "Cada Bosque o Saprolín es una criatura tierra Saprolín Bosque verde además de sus otros tipos "
           "y tiene una fuerza y resistencia base de 1/1.";
    QTest::newRow("it Life and Limb 1")
        << "it"
        << "Life and Limb" << 1
        << "Ogni Foresta o Saproling è una creatura terra Saproling Foresta verde in aggiunta ai suoi altri "
           "tipi e ha forza e costituzione base 1/1.";
    QTest::newRow("es Urborg, Tomb of Yawgmoth 1")
        << "es"
        << "Urborg, Tomb of Yawgmoth" << 1 << "Cada tierra es un Pantano además de sus otros tipos.";
    QTest::newRow("it Urborg, Tomb of Yawgmoth 1")
        << "it"
        << "Urborg, Tomb of Yawgmoth" << 1 << "Ogni terra è una Palude in aggiunta ai suoi altri tipi.";
    QTest::newRow("es Clone 1")
        << "es"
        << "Clone" << 1
        << "Puedes hacer que Clone entre al campo de batalla como una copia de una criatura en el campo de "
           "batalla.";
    QTest::newRow("it Clone 1")
        << "it"
        << "Clone" << 1
        << "Puoi far entrare Clone nel campo di battaglia come copia di una creatura sul campo di battaglia.";
    QTest::newRow("es Honor of the Pure 1")
        << "es"
        << "Honor of the Pure" << 1 << "Las criaturas blancas que controlas obtienen +1/+1.";
    QTest::newRow("it Honor of the Pure 1")
        << "it"
        << "Honor of the Pure" << 1 << "Le creature bianche che controlli prendono +1/+1.";
    QTest::newRow("es Cerulean Wisps 1")
        << "es"
        << "Cerulean Wisps" << 1
        << "La criatura objetivo pasa a ser azul hasta el final del turno. Endereza esa criatura. Roba una carta.";
    QTest::newRow("it Cerulean Wisps 1")
        << "it"
        << "Cerulean Wisps" << 1
        << "Una creatura bersaglio diventa blu fino alla fine del turno. STAPpa quella creatura. Pesca una carta.";
    QTest::newRow("es Oko, Thief of Crowns 2")
        << "es"
        << "Oko, Thief of Crowns" << 2
        << "+1: El artefacto o criatura objetivo pasa a ser una criatura Alce verde 3/3 y pierde todas las "
           "habilidades.";
    QTest::newRow("it Oko, Thief of Crowns 2")
        << "it"
        << "Oko, Thief of Crowns" << 2
        << "+1: Un artefatto o creatura bersaglio diventa una creatura Alce verde 3/3 e perde tutte le abilità.";
    QTest::newRow("es Song of the Dryads 2")
        << "es"
        << "Song of the Dryads" << 2 << "El permanente encantado es una tierra Bosque incolora.";
    QTest::newRow("it Song of the Dryads 2")
        << "it"
        << "Song of the Dryads" << 2 << "Il permanente incantato è una terra Foresta incolore.";
    QTest::newRow("es Wandering Fumarole 3")
        << "es"
        << "Wandering Fumarole" << 3
        << "{2}{U}{R}: Hasta el final del turno, Wandering Fumarole se convierte en una criatura Elemental "
           "azul y roja 1/4 además de sus otros tipos y gana “{0}: Intercambia la fuerza y la resistencia "
           "de Wandering Fumarole hasta el final del turno.”";
    QTest::newRow("it Wandering Fumarole 3")
        << "it"
        << "Wandering Fumarole" << 3
        << "{2}{U}{R}: Fino alla fine del turno, Wandering Fumarole diventa una creatura Elementale blu e "
           "rossa 1/4 in aggiunta ai suoi altri tipi e acquisisce “{0}: Scambia forza e costituzione di "
           "Wandering Fumarole fino alla fine del turno.”";
    QTest::newRow("es Magebane Armor 2")
        << "es"
        << "Magebane Armor" << 2
        << "Previene todo el daño que no sea de combate que se le fuera a hacer a la criatura equipada.";
    QTest::newRow("it Magebane Armor 2")
        << "it"
        << "Magebane Armor" << 2
        << "Previeni tutto il danno non da combattimento che la creatura equipaggiata subirebbe.";
}

void TestTranslatedRulesText::translatedTexts()
{
    QFETCH(QString, language);
    QFETCH(QString, card);
    QFETCH(int, index);
    QFETCH(QString, expected);
    const CardFace* f = frontFace(card);
    QVERIFY2(f && index <= f->abilities.size(), qPrintable(card + QStringLiteral(" is missing from the library")));
    QVERIFY(useLanguage(language));
    QCOMPARE(RulesText::ability(*f->abilities[index - 1], f->name), expected);
    QCOMPARE(RulesText::ability(printedAbility(*f, index), f->name), expected);
}

// In every language, every ability of every card in the library: the kept text, asked for twice, is
// the text the writer writes afresh.
void TestTranslatedRulesText::keptTextIsWrittenText()
{
    int compared = 0;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")}) {
        QVERIFY(useLanguage(language));
        for (const CardPtr& card : CardLibrary::builtin().cards()) {
            QVector<const CardFace*> faces{&card->front};
            if (card->back)
                faces << &*card->back;
            for (const CardFace* f : faces)
                for (int i = 1; i <= f->abilities.size(); ++i) {
                    const QString written = RulesText::ability(*f->abilities[i - 1], f->name);
                    QCOMPARE(RulesText::ability(printedAbility(*f, i), f->name), written);
                    QCOMPARE(RulesText::ability(printedAbility(*f, i), f->name), written);
                    ++compared;
                }
        }
    }
    QVERIFY(compared > 300);
}

// A text kept in one language is not shown in another: switching the installed translator, back and
// forth, gives each language's own text.
void TestTranslatedRulesText::languageSwitchForgetsKeptTexts()
{
    const CardFace* f = frontFace(QStringLiteral("Act of Treason"));
    QVERIFY2(f && !f->abilities.isEmpty(), "Act of Treason is missing from the library");
    const AbilityInstance a = printedAbility(*f, 1);
    QMap<QString, QString> texts;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("it")}) {
        QVERIFY(useLanguage(language));
        texts[language] = RulesText::ability(*a.def, f->name);
    }
    QVERIFY(texts["en"] != texts["es"] && texts["es"] != texts["it"] && texts["en"] != texts["it"]);
    for (const QString& language : {QStringLiteral("es"), QStringLiteral("it"), QStringLiteral("en"),
             QStringLiteral("it"), QStringLiteral("es"), QStringLiteral("en")}) {
        const quint64 changes = RulesTextCache::languageChanges();
        QVERIFY(useLanguage(language));
        QVERIFY(RulesTextCache::languageChanges() > changes);
        QCOMPARE(RulesText::ability(a, f->name), texts[language]);
        QCOMPARE(RulesText::ability(a, f->name), texts[language]);
    }
}

// The contraction list is read from the translation and parsed once per language, not once per text.
void TestTranslatedRulesText::contractionsReadOncePerLanguage()
{
    QVERIFY(useLanguage(QStringLiteral("it")));
    const QSharedPointer<const Contractions> italian = Contractions::current();
    QCOMPARE(italian->size(), 51);   // 43, and "una abilità" → "un'abilità" with its seven relatives (stop 40)
    QCOMPARE(Contractions::current(), italian);
    QVERIFY(useLanguage(QStringLiteral("es")));
    const QSharedPointer<const Contractions> spanish = Contractions::current();
    QVERIFY(spanish != italian);
    QCOMPARE(spanish->size(), 2);
    QCOMPARE(Contractions::current(), spanish);
    QVERIFY(useLanguage(QStringLiteral("en")));
    QCOMPARE(Contractions::current()->size(), 0);
}

QTEST_MAIN(TestTranslatedRulesText)
#include "tst_translatedrulestext.moc"
