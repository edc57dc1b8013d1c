#include "OracleParser.h"
#include "OracleChosenCardType.h"
#include "OracleTriggerFilters.h"
#include "OracleTargetEvents.h"
#include "OracleEventPlayers.h"
#include "OracleTriggerWordings.h"
#include "cards/CardParser.h"
#include <QRegularExpression>
#include <algorithm>

namespace strata::import {

namespace {

// Reminder text is in parentheses (207.2a); it never changes what an ability does.
QString withoutReminder(const QString& text)
{
    static const QRegularExpression reminder(QStringLiteral("\\s*\\([^()]*\\)"));
    QString out = text;
    out.remove(reminder);
    // Round 23: a reminder misprinted with its own stop after it ("… on ~. (Artifacts, legendaries and
    // Sagas are historic).", Daring Archaeologist) leaves the sentence's stop alone.
    if (out.endsWith(QLatin1String("..")) && !out.endsWith(QLatin1String("...")))
        out.chop(1);
    return out.trimmed();
}

}   // namespace

QString namedSelf(QString text, const QString& name, const TypeLine& type)
{
    if (!name.isEmpty())
        text.replace(name, QStringLiteral("~"));
    // Round 26: a card named by the keyword action it performs ("Exile target nonwhite attacking
    // creature.", Exile; "Regenerate target creature.", Regenerate): an instruction's verb, never the
    // card, since a card that names itself is the subject of its verb ("~ deals", 201.5).
    if (text.contains(QLatin1String("~ target"))) {
        static const QRegularExpression verbNamed(QStringLiteral("(^|\\. |: |\\n)~(?= target\\b)"));
        text.replace(verbNamed, QStringLiteral("\\1") + name);
    }
    // A legendary card calls itself by its short name ("Jace" for "Jace, the Mind Sculptor").
    const int comma = name.indexOf(QLatin1Char(','));
    if (type.has(Supertype::Legendary) && comma > 0) {
        const QRegularExpression shortName(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name.left(comma))));
        text.replace(shortName, QStringLiteral("~"));
    }
    // Round 24: "Hazoret the Fervent" calls itself "Hazoret" (201.5): the word before " the ".
    static const QRegularExpression epithet(QStringLiteral("^([A-Z][a-z]+) the [A-Z]"));
    if (const auto m = epithet.match(name); m.hasMatch() && type.has(Supertype::Legendary) && comma < 0)
        text.replace(QRegularExpression(QStringLiteral("\\b%1\\b").arg(m.captured(1))), QStringLiteral("~"));
    // Round 24: a card file's misprint of the card's last word in "Sacrifice NAME:" ("Sacrifice Prismatic
    // View" on Prismatic Vista, "Pendulum of Patters"): the cost can only name the card itself (602.1).
    // The regular expression is built only for a text that can hold the misprint: built for every text,
    // it made the import of the dev set a quarter slower.
    const int lastSpace = name.lastIndexOf(QLatin1Char(' '));
    if (lastSpace > 0 && name.size() > lastSpace + 2
        && text.contains(QStringLiteral("Sacrifice %1 %2").arg(name.left(lastSpace), name.mid(lastSpace + 1, 2)))) {
        const QRegularExpression misprinted(QStringLiteral("\\bSacrifice %1 %2[a-z]*(?=:)")
                .arg(QRegularExpression::escape(name.left(lastSpace)), QRegularExpression::escape(name.mid(lastSpace + 1, 2))));
        text.replace(misprinted, QStringLiteral("Sacrifice ~"));
    }
    // Today's Oracle wording says "this creature" where older text names the card.
    static const QRegularExpression thisObject(QStringLiteral(
        "\\b[Tt]his (creature|artifact|enchantment|land|planeswalker|permanent|Aura|Equipment|Vehicle|battle)\\b"));
    text.replace(thisObject, QStringLiteral("~"));
    // Round 24: "It" after an instruction on ~ alone is ~ (608.2c): "Put a +1/+1 counter on ~. It gains
    // indestructible …" (Syndicate Trafficker), "Untap ~. It gains shroud …", "~ gains hexproof …. Tap it."
    static const QRegularExpression itAfterSelf(QStringLiteral(
        "((?:^|: |\\. )(?:Put an? [^.\"]+ counter on ~|Untap ~))\\. It (gains|gets) "));
    text.replace(itAfterSelf, QStringLiteral("\\1. ~ \\2 "));
    static const QRegularExpression tapItAfterSelf(QStringLiteral("((?:^|: )~ gains [^.\"]+)\\. Tap it\\."));
    text.replace(tapItAfterSelf, QStringLiteral("\\1. Tap ~."));
    return text;
}

namespace {

// The big mana symbol printed on basic lands ("{G}" on a Forest): it shows the mana ability the land's
// basic land type gives it (305.6), not an ability of its own.
bool isBasicLandSymbol(const QString& sentence, const TypeLine& type)
{
    static const QHash<QString, QString> symbolOfType = {{"Plains", "{W}"}, {"Island", "{U}"}, {"Swamp", "{B}"},
        {"Mountain", "{R}"}, {"Forest", "{G}"}};
    if (!type.has(CardType::Land) || sentence.isEmpty())
        return false;
    QString rest = sentence;
    for (const QString& subtype : type.subtypeNames())
        if (symbolOfType.contains(subtype))
            rest.remove(symbolOfType.value(subtype));
    return rest.trimmed().isEmpty() && rest.size() < sentence.size();
}

// "• Khans — …" (the Sieges): the ability the permanent has while the word before the dash is the
// option it chose as it entered ("As ~ enters, choose Khans or Dragons"), a condition on the chosen
// option (the source's Choices::mode, 1 the first): a trigger's intervening "if" (603.4), a static
// ability's "as long as". Null when the word is no option of the card or the ability has a condition
// of its own.
AbilityPtr optionAbility(const OracleParser& parser, const QString& sentence, const QStringList& options)
{
    static const QRegularExpression bullet(QStringLiteral("^\\x{2022} ([A-Z][a-z]+) \\x{2014} (.+)$"));
    const auto m = bullet.match(sentence);
    const int n = m.hasMatch() ? int(options.indexOf(m.captured(1))) : -1;
    if (n < 0)
        return nullptr;
    const AbilityPtr read = parser.ability(m.captured(2));
    if (!read)
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create(*read);
    Condition chosen;
    chosen.kind = Condition::Kind::ChosenOption;
    chosen.n = n + 1;   // the scenario's choices.mode: 1 is the first option
    if (a->kind == AbilityDef::Kind::Triggered && !a->triggerIf)
        a->triggerIf = chosen;
    else if (a->kind == AbilityDef::Kind::Static && !a->condition && !a->otherwise && !a->cda)
        a->condition = chosen;
    else
        return nullptr;
    a->finalize();
    return a;
}

// "the sacrificed creature's power" in a spell (Fling) is the creature its additional cost sacrificed
// (601.2f, 608.2h): on a card with no such cost, nothing says which creature, so the sentence is not read.
bool sacrificesACreatureToCast(const QVector<OracleAbility>& abilities)
{
    return std::any_of(abilities.cbegin(), abilities.cend(), [](const OracleAbility& a) {
        return a.parsed && a.parsed->kind == AbilityDef::Kind::AdditionalCost
            && std::any_of(a.parsed->costParts.cbegin(), a.parsed->costParts.cend(), [](const CostPart& c) {
                   return c.kind == CostKind::Sacrifice && c.card && !c.card->isRef() && c.amount <= 1 && !c.amountX
                       && c.card->types == quint16(CardType::Creature) && c.card->anyOf.isEmpty();
               });
    });
}

// One player's sacrifice of one creature ("Target player sacrifices a creature"), which a later "that creature's
// toughness" of the same spell names (OracleAmountActions.cpp's lastSacrificesOneCreature).
bool sacrificesOneCreature(const Action& a)
{
    return a.kind == ActionKind::Sacrifice && (a.who == QLatin1String("you") || a.who == QLatin1String("target_player"))
        && a.object && !a.object->isRef() && a.object->types == quint16(CardType::Creature) && a.object->anyOf.isEmpty()
        && a.amount.n <= 1 && !a.amount.x && !a.amountOf;
}

void dropSacrificedWithoutCost(QVector<OracleAbility>* abilities)
{
    if (sacrificesACreatureToCast(*abilities))
        return;
    for (OracleAbility& a : *abilities) {
        auto sacrificed = [](const Expr& e) {
            const Expr& inner = e.kind == Expr::Kind::Neg && !e.args.isEmpty() ? e.args.first() : e;
            return inner.kind == Expr::Kind::PowerOfSacrificed || inner.kind == Expr::Kind::ToughnessOfSacrificed;
        };
        // round 20: also in a change of power and toughness ("gets -X/-X …", Call for Blood)
        auto changes = [&](const Action& x) {
            return x.continuous && std::any_of(x.continuous->ops.cbegin(), x.continuous->ops.cend(), [&](const Op& o) {
                return (o.power && sacrificed(*o.power)) || (o.toughness && sacrificed(*o.toughness));
            });
        };
        // Round 32: unless the spell's own earlier instruction sacrificed the one creature ("Target player
        // sacrifices a creature. You gain life equal to that creature's toughness.", Consuming Vapors, 608.2c)
        bool sacrificedBefore = false, reads = false;
        for (const Action& x : a.parsed ? a.parsed->effect : QVector<Action>()) {
            reads = reads || (!sacrificedBefore && ((x.amountOf && sacrificed(*x.amountOf)) || changes(x)));
            sacrificedBefore = sacrificedBefore || sacrificesOneCreature(x);
        }
        if (reads && a.parsed->kind == AbilityDef::Kind::Spell) {
            a.parsed.reset();
            a.notUnderstood = a.sentence;
        }
    }
}

}   // namespace

QStringList sentences(const QString& text)
{
    QStringList out;
    QString current;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        current += c;
        // Round 34: a quoted ability that ends its sentence ("… with \"{R}, Sacrifice this artifact: …\" Then flip a
        // coin.", Goblin Kaboomist) ends at its closing quote.
        const bool endsQuote = c == QLatin1Char('"') && !quoted && i > 0 && text[i - 1] == QLatin1Char('.');
        if (!quoted && (c == QLatin1Char('.') || endsQuote) && (i + 1 == text.size() || text[i + 1] == QLatin1Char(' '))) {
            out << current.trimmed();
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        out << current.trimmed();
    return out;
}

// 702.16g: the separate protection keywords of "Protection from A, from B and from C", when the line
// is not one keyword already ("from red and from white", Pristine Angel's "from artifacts and from all
// colors"); empty otherwise.
static QStringList protectionShorthand(const QString& sentence)
{
    static const QRegularExpression line(QStringLiteral("^Protection from (.+)$"));
    static const QRegularExpression between(QStringLiteral(",? and from |, from "));
    const auto m = line.match(sentence);
    if (!m.hasMatch())
        return {};
    const QStringList qualities = m.captured(1).split(between);
    if (qualities.size() < 2)
        return {};
    QStringList out;
    for (const QString& q : qualities)
        out << QStringLiteral("Protection from ") + q;
    return out;
}

OracleParser::OracleParser(const QString& name, const TypeLine& type, const QStringList& keywords)
    : m_name(name), m_type(type), m_keywords(keywords)
{
}

QVector<OracleAbility> OracleParser::parse(const QString& oracleText)
{
    QVector<OracleAbility> out;
    QStringList options;   // "choose Khans or Dragons": the words the "• Khans — …" paragraphs name
    // A few card files print the typographic apostrophe ("permanent’s"): the same word as "permanent's",
    // which is what every template reads.
    QString text = oracleText;
    text.replace(QChar(0x2019), QLatin1Char('\''));
    const QStringList paragraphs =
        joinedLevels(joinedModes(text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)));
    for (const QString& printed : paragraphs) {
        m_paragraph = withoutReminder(printed);
        const QString sentence = namedSelf(m_paragraph, m_name, m_type);
        if (sentence.isEmpty() || isBasicLandSymbol(sentence, m_type))
            continue;   // no ability of its own: reminder text alone, or a basic land type's mana
        // A keyword line: "Flying, vigilance", "Protection from black", "Equip {2}".
        static const QRegularExpression keywordSeparator(QStringLiteral("[,;] "));
        QStringList pieces = sentence.split(keywordSeparator);
        // 702.33b: "Kicker [cost 1] and/or [cost 2]" means the same thing as "Kicker [cost 1]" and
        // "Kicker [cost 2]": two kicker abilities, each read (and written back) on its own.
        static const QRegularExpression twoKickers(
            QStringLiteral("^Kicker ((?:\\{[^}]+\\})+) and/or ((?:\\{[^}]+\\})+)$"));
        if (const auto k = twoKickers.match(sentence); k.hasMatch())
            pieces = QStringList{QStringLiteral("Kicker ") + k.captured(1), QStringLiteral("Kicker ") + k.captured(2)};
        // 702.124j: "Partner with Okaun, Eye of Chaos" is one keyword, its card name holding a comma (201.2).
        if (sentence.startsWith(QLatin1String("Partner with ")))
            pieces = QStringList{sentence};
        // 702.16g: "Protection from Vampires, from Werewolves and from Zombies" is shorthand for one
        // protection ability per quality; read as those, when each is one the model holds.
        if (const QStringList each = protectionShorthand(sentence); !each.isEmpty() && !keyword(sentence)
            && std::all_of(each.cbegin(), each.cend(), [this](const QString& one) { return bool(keyword(one)); }))
            pieces = each;
        bool keywordLine = true;
        QVector<OracleAbility> keywords;
        for (const QString& piece : pieces) {
            OracleAbility a;
            a.printed = pieces.size() == 1 ? printed : piece;
            a.sentence = piece;
            a.isKeyword = true;
            a.parsed = keyword(piece);
            // A keyword line printed with a full stop ("Flying.", Senate Griffin; "Protection from Humans."; round 38:
            // the last of a list, Aurora of Emrakul's "Flying, Deathtouch."): the same keyword (the round trip drops a
            // final stop).
            if (!a.parsed && &piece == &pieces.last() && piece.endsWith(QLatin1Char('.')) && !piece.contains(QChar(0x2014)))
                a.parsed = keyword(piece.chopped(1));
            // Strive is listed as a keyword but is an ability word (207.2c) before a cost (601.2f).
            if (!a.parsed && pieces.size() == 1 && piece.startsWith(QStringLiteral("Strive ") + QChar(0x2014)))
                a.parsed = castingRule(piece);
            if (!a.parsed) {
                // Keywords Strata does not model (Scryfall lists them: "Devoid", "Convoke", "Ward").
                bool listed = false;
                for (const QString& k : m_keywords)
                    if (piece.startsWith(k, Qt::CaseInsensitive)
                        && (piece.size() == k.size() || !piece[k.size()].isLetter()))
                        listed = true;
                if (!listed) {
                    keywordLine = false;
                    break;
                }
                a.notUnderstood = piece;
            }
            keywords << a;
        }
        if (keywordLine) {
            out << keywords;
            continue;
        }
        OracleAbility a;
        a.printed = printed;
        a.sentence = sentence;
        const bool optionBullet = !options.isEmpty() && sentence.startsWith(QChar(0x2022));
        a.parsed = optionBullet ? optionAbility(*this, sentence, options) : ability(sentence);
        // Round 24: "Threshold — ~ deals 5 damage to that creature instead if …", the paragraph before replaced.
        if (!a.parsed && !out.isEmpty() && out.last().parsed && !out.last().isKeyword)
            a.parsed = insteadParagraph(sentence, *out.last().parsed, out.last().sentence);
        if (!a.parsed && optionBullet) {
            a.notUnderstood = sentence;
        } else if (a.parsed && a.parsed->kind == AbilityDef::Kind::Replacement
            && a.parsed->replacement.choose == ChoiceKind::Option) {
            options = a.parsed->replacement.chooseOptions;
        } else if (!a.parsed) {
            // Partly understood: name the sentences no template reads.
            QStringList missing;
            const QStringList parts = sentences(sentence);
            for (const QString& s : parts)
                if (!ability(s))
                    missing << s;
            a.notUnderstood = missing.size() == parts.size() ? sentence : missing.join(QLatin1Char(' '));
        }
        out << a;
    }
    dropSacrificedWithoutCost(&out);
    dropChosenCardTypeWithoutChoice(&out);   // round 36: OracleChosenCardType.cpp
    return out;
}

AbilityPtr OracleParser::ability(const QString& sentence) const
{
    auto read = [&]() -> AbilityPtr {
        QString s = mendedTriggerWording(sentence.trimmed());   // round 24: wordings that say the writer's
        if (s.isEmpty())
            return nullptr;
        if (s.startsWith(QLatin1String("LEVEL ")))
            return levelStriation(s);
        static const QRegularExpression triggerWord(QStringLiteral(
            "^(?:[A-Z][a-z]+(?: [a-z]+)? \\x{2014} )?(When|Whenever|At the beginning|At end of combat)\\b"));
        if (m_type.has(CardType::Instant) || m_type.has(CardType::Sorcery))
            if (AbilityPtr a = delayedSpell(s))
                return a;
        if (triggerWord.match(s).hasMatch())
            return triggered(withNegatedTypesJoined(s));
        // 701.43a: "You may exert ~ as it attacks. When you do, …", read as an attack trigger (its "it" ~).
        if (const QString attack = exertedAsAttack(s); !attack.isEmpty()) {
            const AbilityPtr a = triggered(attack);
            if (!a || a->event != TriggerEvent::SelfAttacks)
                return nullptr;
            auto exerted = QSharedPointer<AbilityDef>::create(*a);
            exerted->event = TriggerEvent::SelfExerted;
            return exerted;
        }
        if (AbilityPtr a = activated(s))
            return a;
        if (AbilityPtr a = kickedReplacement(s))
            return a;
        if (AbilityPtr a = replacement(s))
            return a;
        if (AbilityPtr a = castingRule(s))
            return a;
        // 207.2c: an ability word ("Metalcraft — ", a spell's "Domain — ") has no rules meaning; the round
        // trip ignores it too.
        // Round 24: Molderhulk's misprint "Undergrowth—This spell costs …" drops the spaces; a keyword's
        // cost ("Kicker—{1}", "Recover—Pay") is never followed by "This spell".
        static const QRegularExpression abilityWord(
            QStringLiteral("^[A-Z][a-z]+(?: [a-z]+)?(?: \\x{2014} (?=\\S)|\\x{2014}(?=This spell ))"));
        // Round 23: a casting rule after one ("Metalcraft — Stoic Rebuttal costs {1} less to cast if …",
        // "Ferocious — If you control …, you may cast Dragon Grip as though it had flash").
        const auto withoutWord = [&s]() {
            const auto m = abilityWord.match(s);
            if (!m.hasMatch())
                return false;
            s = s.mid(m.capturedEnd());
            return true;
        };
        if (m_type.has(CardType::Instant) || m_type.has(CardType::Sorcery)) {
            if (!s.startsWith(QLatin1String("Choose ")) && withoutWord())
                if (AbilityPtr a = castingRule(s))
                    return a;
            return spell(s);
        }
        if (AbilityPtr a = objectRule(s))
            return a;
        if (withoutWord()) {
            if (AbilityPtr a = castingRule(s))
                return a;
            if (AbilityPtr a = objectRule(s))   // "Domain — Creatures can't attack you unless …"
                return a;
        }
        if (AbilityPtr a = conditionalStatic(s))
            return a;
        if (AbilityPtr a = unlessStatic(s))
            return a;
        return staticAbility(s);
    };
    // "that player controls": kept only where the event player knows that player (OracleEventPlayers.cpp)
    const AbilityPtr a = read();
    return a && eventPlayersRead(*a, sentence) ? a : nullptr;
}

}   // namespace strata::import
