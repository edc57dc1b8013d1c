#include "RulesTextWriter.h"

// The subject of a clause and the object of an instruction: "it", "target creature", "the exiled cards",
// "creatures you control", and round 19's "target creature and all other creatures with the same name
// as that creature" (Selector::sameNameAsTarget, 201.2), and round 41's radiance "target creature and each other
// creature that shares a color with it" (Selector::sharesColorWithTarget, 105.4).

namespace strata {
namespace rulestext {

Writer::Subject Writer::subject(const Selector& s, bool each)
{
    // The event's object the card calls "it" (603.7c): the pronoun, in the gender of its noun.
    if (s.word == QLatin1String("it")
        && (s.ref == Selector::Ref::It || s.ref == Selector::Ref::Created || s.ref == Selector::Ref::Self)) {
        const Gender g = s.ref == Selector::Ref::Created ? genderOf("token")
            : s.ref == Selector::Ref::Self               ? m_selfGender
            : m_itNoun.text.isEmpty()                    ? genderOf("permanent")
                                                         : m_itNoun.g;
        return Subject{pickG(g, QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a masculine noun"),
                           QT_TRANSLATE_NOOP3("RulesText", "it", "subject pronoun for a feminine noun")),
            Form::Sing, g};
    }
    if (s.ref == Selector::Ref::It && s.word == QLatin1String("creature")) {   // the creature an action moved
        const NP noun = m_itNoun;
        m_itNoun = NP{tr("creature"), {}, genderOf("creature")};
        const Subject out = refPhrase(s.ref);
        m_itNoun = noun;
        return out;
    }
    // Round 36: Endless Sands' creature cards among them (607.2a).
    if (s.ref == Selector::Ref::ExiledWithSource && s.word == QLatin1String("cards") && s.types == quint16(CardType::Creature))
        return Subject{tr("the exiled creature cards"), Form::Plur, genderOf("card")};
    if (s.ref == Selector::Ref::ExiledWithSource && s.word == QLatin1String("cards"))   // 607.2a, several
        return Subject{tr("the exiled cards"), Form::Plur, genderOf("card")};
    if (s.ref == Selector::Ref::DealtDamageThisWay && s.word == QLatin1String("creatures"))
        return Subject{tr("creatures dealt damage this way"), Form::Plur, genderOf("creature")};
    if (s.ref == Selector::Ref::DealtDamageThisWay && s.word == QLatin1String("permanent"))   // round 34
        return Subject{tr("a permanent dealt damage this way"), Form::Sing, genderOf("permanent")};
    if (s.isRef())
        return refPhrase(s.ref);
    if (s.sameNameAsTarget) {   // round 19 (Bile Blight): the target, then the others that share its name
        Selector kind = s;
        kind.sameNameAsTarget = false;
        const Gender g = selectorGender(kind);
        const QString text = pickG(g,
            QT_TRANSLATE_NOOP3("RulesText", "%1 and all other %2 with the same name as that %3",
                "the target, a plural noun, the singular noun; masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "%1 and all other %2 with the same name as that %3",
                "the target, a plural noun, the singular noun; feminine"));
        // Round 39 (Deputy of Detention): "that permanent" names the group's noun without its narrowing.
        Selector bare = kind;
        bare.notTypes = 0;
        bare.whose.clear();
        return Subject{text.arg(refPhrase(Selector::Ref::Target).text, noun(kind, true), noun(bare, false)), Form::Plur, g};
    }
    if (s.sharesColorWithTarget) {   // round 41, radiance: the target, then each other that shares a colour with it
        Selector kind = s;
        kind.sharesColorWithTarget = false;
        const Gender g = selectorGender(kind);
        const QString text = pickG(g,
            QT_TRANSLATE_NOOP3("RulesText", "%1 and each other %2 that shares a color with it",
                "radiance: the target, a singular noun; masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "%1 and each other %2 that shares a color with it",
                "radiance: the target, a singular noun; feminine"));
        return Subject{text.arg(refPhrase(Selector::Ref::Target).text, noun(kind, false)), Form::Plur, g};
    }
    Subject out;
    out.text = selector(s, each ? Det::Each : Det::The, true);
    out.form = each ? Form::Sing : Form::Plur;
    out.g = agreementGender(s);
    return out;
}

QString Writer::objectPhrase(const Selector& s)
{
    if (s.word == QLatin1String("it")
        && (s.ref == Selector::Ref::It || s.ref == Selector::Ref::Created || s.ref == Selector::Ref::Self))
        return tr("it", "the object a dies or leaves trigger is about");   // or a delayed trigger's "it"
    if (s.isRef() || s.sameNameAsTarget || s.sharesColorWithTarget)
        return subject(s, false).text;
    return selector(s, Det::The);
}

}   // namespace rulestext
}   // namespace strata
