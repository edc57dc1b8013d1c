<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AddEffectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/AddEffectCommand.cpp" line="9"/>
        <source>Resolve %1</source>
        <translation>Risolvi %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/AddEffectCommand.cpp" line="11"/>
        <source>Resolve ability %1 of %2</source>
        <translation>Risolvi l&apos;abilità %1 di %2</translation>
    </message>
</context>
<context>
    <name>AddObjectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/AddObjectCommand.cpp" line="8"/>
        <source>Add %1</source>
        <translation>Aggiungi %1</translation>
    </message>
</context>
<context>
    <name>AttachCommand</name>
    <message>
        <location filename="../app/ui/document/commands/AttachCommand.cpp" line="14"/>
        <source>Unattach %1</source>
        <translation>Stacca %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/AttachCommand.cpp" line="17"/>
        <source>Attach %1 to %2</source>
        <translation>Assegna %1 a %2</translation>
    </message>
</context>
<context>
    <name>CardContextMenu</name>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="56"/>
        <source>%1 (%2)</source>
        <comment>a target: name (id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="64"/>
        <source>Click the target on the board…</source>
        <translation>Fai clic sul bersaglio sul tavolo…</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="71"/>
        <source>%1 (click its targets)</source>
        <translation>%1 (fai clic sui suoi bersagli)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="77"/>
        <source>%1
Leaves no continuous effect.</source>
        <translation>%1
Non lascia alcun effetto continuo.</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="41"/>
        <source>%1 (granted by %2)</source>
        <comment>a menu entry: ability text, effect id</comment>
        <translation>%1 (concessa da %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="137"/>
        <source>Untap</source>
        <translation>STAPpa</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="137"/>
        <source>Tap</source>
        <translation>TAPpa</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="142"/>
        <source>Counters</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="152"/>
        <source>Add a %1 counter</source>
        <translation>Aggiungi un segnalino %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="158"/>
        <source>Remove a %1 counter (%2 now)</source>
        <translation>Rimuovi un segnalino %1 (ora %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="165"/>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="168"/>
        <source>Mark 1 more damage (%1 now)</source>
        <translation>Segna 1 danno in più (ora %1)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="173"/>
        <source>Remove all damage</source>
        <translation>Rimuovi tutto il danno</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="178"/>
        <source>Unattach</source>
        <translation>Stacca</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="183"/>
        <source>Record an event</source>
        <translation>Registrare un evento</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="188"/>
        <source>Remove from the board</source>
        <translation>Rimuovi dal tavolo</translation>
    </message>
</context>
<context>
    <name>CardPresenter</name>
    <message>
        <location filename="../app/ui/board/CompactCardFace.cpp" line="201"/>
        <source>#%1</source>
        <comment>a card&apos;s timestamp in its corner</comment>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardDecorations.cpp" line="83"/>
        <source>controlled by %1</source>
        <comment>tag under a card: the player who controls it now</comment>
        <translation>controllata da %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardDecorations.cpp" line="87"/>
        <source>Token</source>
        <translation>Pedina</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="107"/>
        <source>%1 ×%2</source>
        <comment>a counter badge: kind × count</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="109"/>
        <source>%1 counters: %2 (placed at timestamp %3)</source>
        <translation>Segnalini %1: %2 (messi con timestamp %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/CardPresentation.cpp" line="119"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n danno</numerusform>
            <numerusform>%n danni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/CardPresentation.cpp" line="121"/>
        <source>%n damage marked this turn, from a source with deathtouch</source>
        <translation>
            <numerusform>%n danno segnato in questo turno, da una fonte con tocco letale</numerusform>
            <numerusform>%n danni segnati in questo turno, da una fonte con tocco letale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/CardPresentation.cpp" line="122"/>
        <source>%n damage marked this turn</source>
        <translation>
            <numerusform>%n danno segnato in questo turno</numerusform>
            <numerusform>%n danni segnati in questo turno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="140"/>
        <source>Toughness 0</source>
        <translation>Costituzione 0</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="142"/>
        <source>Lethal damage</source>
        <translation>Danno letale</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="144"/>
        <source>Deathtouch</source>
        <translation>Tocco letale</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="146"/>
        <source>No loyalty</source>
        <translation>Nessuna fedeltà</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="148"/>
        <source>Legend rule</source>
        <translation>Regola delle leggende</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="150"/>
        <source>Aura falls off</source>
        <translation>L&apos;Aura cade</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="152"/>
        <source>Becomes unattached</source>
        <translation>Si stacca</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="154"/>
        <source>Counters cancel</source>
        <translation>I segnalini si annullano</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="157"/>
        <source>%1 · %2</source>
        <comment>ribbon on a card: state-based action · rule</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="185"/>
        <source>Face-down %1</source>
        <comment>a face-down permanent and its power/toughness</comment>
        <translation>A faccia in giù %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="227"/>
        <source>In hand</source>
        <translation>In mano</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="230"/>
        <source>In the library</source>
        <translation>Nel grimorio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="233"/>
        <source>On the stack</source>
        <translation>In pila</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="236"/>
        <source>In the command zone</source>
        <translation>Nella zona di comando</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="243"/>
        <source>Attached to %1</source>
        <comment>an Aura attached to a player</comment>
        <translation>Assegnata a %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="279"/>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:#8a5a12&apos;&gt;(printed: %2)&lt;/span&gt;</source>
        <comment>tooltip: computed value and printed value</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:#8a5a12&apos;&gt;(stampato: %2)&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="281"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="286"/>
        <source>&lt;i&gt;Imported card: %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Carta importata: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="288"/>
        <source>Colors: %1</source>
        <translation>Colori: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="291"/>
        <source>Power/toughness: %1</source>
        <translation>Forza/costituzione: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="293"/>
        <source>Loyalty: %1</source>
        <translation>Fedeltà: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="300"/>
        <source>• %1 &lt;i&gt;(text changed)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(testo cambiato)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="304"/>
        <source>• %1 &lt;i&gt;(gained)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(acquisita)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="305"/>
        <source>• %1 &lt;i&gt;(from %2)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(da %2)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="308"/>
        <source>• &lt;s&gt;%1&lt;/s&gt; &lt;i&gt;(lost)&lt;/i&gt;</source>
        <translation>• &lt;s&gt;%1&lt;/s&gt; &lt;i&gt;(persa)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="312"/>
        <source>Controller: %1</source>
        <translation>Controllore: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="313"/>
        <source>Timestamp %1 · id %2</source>
        <translation>Timestamp %1 · id %2</translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="208"/>
        <source>kindred</source>
        <translation>tribale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="209"/>
        <source>enchantment</source>
        <translation>incantesimo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="210"/>
        <source>artifact</source>
        <translation>artefatto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="211"/>
        <source>land</source>
        <translation>terra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="212"/>
        <source>creature</source>
        <translation>creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="213"/>
        <source>planeswalker</source>
        <translation>planeswalker</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="214"/>
        <source>battle</source>
        <translation>battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="215"/>
        <source>instant</source>
        <translation>istantaneo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="216"/>
        <source>sorcery</source>
        <translation>stregoneria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="219"/>
        <source>kindreds</source>
        <translation>tribali</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="220"/>
        <source>enchantments</source>
        <translation>incantesimi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="221"/>
        <source>artifacts</source>
        <translation>artefatti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="222"/>
        <source>lands</source>
        <translation>terre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="223"/>
        <source>creatures</source>
        <translation>creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="224"/>
        <source>planeswalkers</source>
        <translation>planeswalker</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="225"/>
        <source>battles</source>
        <translation>battaglie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="226"/>
        <source>instants</source>
        <translation>istantanei</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="227"/>
        <source>sorceries</source>
        <translation>stregonerie</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="152"/>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="153"/>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="154"/>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="155"/>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="156"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="166"/>
        <source>white</source>
        <comment>adjective, masculine singular</comment>
        <translation>bianco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="167"/>
        <source>white</source>
        <comment>adjective, feminine singular</comment>
        <translation>bianca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="168"/>
        <source>white</source>
        <comment>adjective, masculine plural</comment>
        <translation>bianchi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="169"/>
        <source>white</source>
        <comment>adjective, feminine plural</comment>
        <translation>bianche</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="172"/>
        <source>blue</source>
        <comment>adjective, masculine singular</comment>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="173"/>
        <source>blue</source>
        <comment>adjective, feminine singular</comment>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="174"/>
        <source>blue</source>
        <comment>adjective, masculine plural</comment>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="175"/>
        <source>blue</source>
        <comment>adjective, feminine plural</comment>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="178"/>
        <source>black</source>
        <comment>adjective, masculine singular</comment>
        <translation>nero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="179"/>
        <source>black</source>
        <comment>adjective, feminine singular</comment>
        <translation>nera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="180"/>
        <source>black</source>
        <comment>adjective, masculine plural</comment>
        <translation>neri</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="181"/>
        <source>black</source>
        <comment>adjective, feminine plural</comment>
        <translation>nere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="184"/>
        <source>red</source>
        <comment>adjective, masculine singular</comment>
        <translation>rosso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="185"/>
        <source>red</source>
        <comment>adjective, feminine singular</comment>
        <translation>rossa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="186"/>
        <source>red</source>
        <comment>adjective, masculine plural</comment>
        <translation>rossi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="187"/>
        <source>red</source>
        <comment>adjective, feminine plural</comment>
        <translation>rosse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="190"/>
        <source>green</source>
        <comment>adjective, masculine singular</comment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="191"/>
        <source>green</source>
        <comment>adjective, feminine singular</comment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="192"/>
        <source>green</source>
        <comment>adjective, masculine plural</comment>
        <translation>verdi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="193"/>
        <source>green</source>
        <comment>adjective, feminine plural</comment>
        <translation>verdi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="199"/>
        <source>colorless</source>
        <comment>adjective, masculine singular</comment>
        <translation>incolore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="200"/>
        <source>colorless</source>
        <comment>adjective, feminine singular</comment>
        <translation>incolore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="201"/>
        <source>colorless</source>
        <comment>adjective, masculine plural</comment>
        <translation>incolori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="202"/>
        <source>colorless</source>
        <comment>adjective, feminine plural</comment>
        <translation>incolori</translation>
    </message>
</context>
<context>
    <name>CombatDrag</name>
    <message>
        <location filename="../app/ui/combat/CombatDrag.cpp" line="62"/>
        <source>%1 blocks %2</source>
        <translation>%1 blocca %2</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/CombatDrag.cpp" line="68"/>
        <location filename="../app/ui/combat/CombatDrag.cpp" line="76"/>
        <source>%1 attacks %2</source>
        <translation>%1 attacca %2</translation>
    </message>
</context>
<context>
    <name>DamageDivision</name>
    <message>
        <location filename="../app/ui/combat/DamageDivision.cpp" line="108"/>
        <source>%1 assigns %2 combat damage, but its power is %3: it assigns all of it</source>
        <translation>%1 assegna %2 danni da combattimento, ma la sua forza è %3: deve assegnarli tutti</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageDivision.cpp" line="118"/>
        <source>%1 has trample but assigns %2 damage to %3, less than the lethal %4, and some to the player</source>
        <translation>%1 ha travolgere ma assegna %2 danni a %3, meno dei %4 letali, e una parte al giocatore</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="13"/>
        <source>toughness 0 or less</source>
        <translation>costituzione 0 o inferiore</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="14"/>
        <source>lethal damage</source>
        <translation>danno letale</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="15"/>
        <source>damage from a source with deathtouch</source>
        <translation>danno da una fonte con tocco letale</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="16"/>
        <source>no loyalty</source>
        <translation>nessuna fedeltà</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="17"/>
        <source>legend rule</source>
        <translation>regola delle leggende</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="18"/>
        <source>Aura attached illegally or to nothing</source>
        <translation>Aura assegnata illegalmente o a nulla</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="19"/>
        <source>attached illegally</source>
        <translation>assegnato illegalmente</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="20"/>
        <source>+1/+1 and -1/-1 counters cancel out</source>
        <translation>i segnalini +1/+1 e -1/-1 si annullano</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="58"/>
        <source>every word</source>
        <comment>type line capitalisation: answer &quot;every word&quot; (Legendary Enchantment Creature) or &quot;first word&quot; (Criatura encantamiento legendaria)</comment>
        <translation>every word</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="77"/>
        <source>%1 %2</source>
        <comment>type line: a card type put before the main card type (Enchantment Creature)</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="89"/>
        <source>%1 %2</source>
        <comment>type line: the supertypes put before the card types (Legendary Snow Creature)</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="96"/>
        <source>every creature type</source>
        <translation>tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="107"/>
        <source>%1 — %2</source>
        <comment>type line: types — subtypes</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="125"/>
        <source>colorless</source>
        <translation>incolore</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="131"/>
        <source>, </source>
        <comment>between colour names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="149"/>
        <source>%1 (%2)</source>
        <comment>a state-based action and its rule</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>EditChecks</name>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="10"/>
        <source>No object or player has the id &quot;%1&quot;.</source>
        <translation>Nessun oggetto o giocatore ha l&apos;id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="17"/>
        <source>No object has the id &quot;%1&quot;.</source>
        <translation>Nessun oggetto ha l&apos;id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="19"/>
        <source>No player has the id &quot;%1&quot;.</source>
        <translation>Nessun giocatore ha l&apos;id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="21"/>
        <source>&quot;%1&quot; is not a creature type.</source>
        <translation>«%1» non è un tipo di creatura.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="23"/>
        <source>&quot;%1&quot; is not a basic land type.</source>
        <translation>«%1» non è un tipo di terra base.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="25"/>
        <source>&quot;%1&quot; is not a card type.</source>
        <translation>«%1» non è un tipo di carta.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="27"/>
        <source>X can&apos;t be negative.</source>
        <translation>X non può essere negativo.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="30"/>
        <source>Modes are numbered from 1.</source>
        <translation>I modi sono numerati a partire da 1.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="32"/>
        <source>A text change needs both the word it replaces and the new word.</source>
        <translation>Un cambio di testo richiede sia la parola che sostituisce sia la nuova parola.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="57"/>
        <source>%1 is attached, through others, to %2: attaching it there would make a circle.</source>
        <translation>%1 è assegnato, tramite altri, a %2: assegnarlo lì creerebbe un cerchio.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="64"/>
        <source>%1 copies %2, directly or through others: one of them entered first.</source>
        <translation>%1 copia %2, direttamente o tramite altri: uno dei due è entrato per primo.</translation>
    </message>
</context>
<context>
    <name>EventJson</name>
    <message>
        <location filename="../app/ui/document/EventJson.cpp" line="40"/>
        <source>There is no event %1.</source>
        <translation>Non c&apos;è l&apos;evento %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/EventJson.cpp" line="46"/>
        <source>event %1</source>
        <translation>evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/EventJson.cpp" line="51"/>
        <source>Write exactly one event.</source>
        <translation>Scrivi esattamente un evento.</translation>
    </message>
</context>
<context>
    <name>EventMenu</name>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="30"/>
        <source>%1 (%2)</source>
        <comment>a permanent: name (id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="76"/>
        <source>Cast %1</source>
        <translation>Lanciare %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="88"/>
        <source>Activate: %1</source>
        <translation>Attivare: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="92"/>
        <source>Move to</source>
        <translation>Spostare in</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="94"/>
        <source>The battlefield</source>
        <translation>Il campo di battaglia</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="95"/>
        <source>Its owner&apos;s graveyard</source>
        <translation>Il cimitero del suo proprietario</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="95"/>
        <source>Exile</source>
        <translation>Esilio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="96"/>
        <source>Its owner&apos;s hand</source>
        <translation>La mano del suo proprietario</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="96"/>
        <source>Its owner&apos;s library</source>
        <translation>Il grimorio del suo proprietario</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="107"/>
        <source>%1 deals damage to</source>
        <translation>%1 infligge danno a</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/EventMenu.cpp" line="116"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n danno</numerusform>
            <numerusform>%n danni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="125"/>
        <source>Begin the combat damage step…</source>
        <translation>Iniziare la sottofase di danno da combattimento…</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="135"/>
        <source>Resolve %1</source>
        <translation>Risolvere: %1</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="22"/>
        <source>Un</source>
        <comment>short for the untap step</comment>
        <translation>St</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="24"/>
        <source>Up</source>
        <comment>short for the upkeep step</comment>
        <translation>Ma</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="26"/>
        <source>Dr</source>
        <comment>short for the draw step</comment>
        <translation>Ac</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="28"/>
        <source>M1</source>
        <comment>short for main phase 1</comment>
        <translation>P1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="30"/>
        <source>BC</source>
        <comment>short for the beginning of combat step</comment>
        <translation>IC</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="32"/>
        <source>DA</source>
        <comment>short for the declare attackers step</comment>
        <translation>DA</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="34"/>
        <source>DB</source>
        <comment>short for the declare blockers step</comment>
        <translation>DB</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="36"/>
        <source>FS</source>
        <comment>short for the first-strike damage step</comment>
        <translation>AI</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="38"/>
        <source>CD</source>
        <comment>short for the combat damage step</comment>
        <translation>DC</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="40"/>
        <source>EC</source>
        <comment>short for the end of combat step</comment>
        <translation>FC</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="42"/>
        <source>M2</source>
        <comment>short for main phase 2</comment>
        <translation>P2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="44"/>
        <source>En</source>
        <comment>short for the end step</comment>
        <translation>Fi</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="46"/>
        <source>Cl</source>
        <comment>short for the cleanup step</comment>
        <translation>Ca</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="55"/>
        <source>Untap</source>
        <translation>Stappare</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="57"/>
        <source>Upkeep</source>
        <translation>Mantenimento</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="59"/>
        <source>Draw</source>
        <translation>Acquisizione</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="61"/>
        <source>Main 1</source>
        <translation>Principale 1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="63"/>
        <source>Beginning of combat</source>
        <translation>Inizio del combattimento</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="65"/>
        <source>Declare attackers</source>
        <translation>Dichiarazione degli attaccanti</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="67"/>
        <source>Declare blockers</source>
        <translation>Dichiarazione dei bloccanti</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="69"/>
        <source>First-strike damage</source>
        <translation>Danno di attacco improvviso</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="71"/>
        <source>Combat damage</source>
        <translation>Danno da combattimento</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="73"/>
        <source>End of combat</source>
        <translation>Fine del combattimento</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="75"/>
        <source>Main 2</source>
        <translation>Principale 2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="77"/>
        <source>End</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="79"/>
        <source>Cleanup</source>
        <translation>Cancellazione</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="106"/>
        <source>a copy of %1</source>
        <translation>una copia di %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="108"/>
        <source>%1&apos;s activated ability</source>
        <translation>abilità attivata di %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="110"/>
        <source>%1&apos;s delayed triggered ability</source>
        <translation>abilità innescata ritardata di %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="111"/>
        <source>%1&apos;s triggered ability</source>
        <translation>abilità innescata di %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="119"/>
        <source>the top of the stack</source>
        <translation>la cima della pila</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="132"/>
        <source>%1 enter the battlefield</source>
        <translation>%1 entrano nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="132"/>
        <source>%1 enters the battlefield</source>
        <translation>%1 entra nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="138"/>
        <location filename="../app/ui/models/EventText.cpp" line="225"/>
        <source>%1 dies</source>
        <translation>%1 muore</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="139"/>
        <source>%1 are put into the graveyard</source>
        <translation>%1 vengono messe nel cimitero</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="140"/>
        <source>%1 is put into the graveyard</source>
        <translation>%1 viene messa nel cimitero</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="143"/>
        <source>%1 are exiled</source>
        <translation>%1 vengono esiliate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="143"/>
        <source>%1 is exiled</source>
        <translation>%1 viene esiliata</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="145"/>
        <source>%1 are put into the hand</source>
        <translation>%1 vengono messe in mano</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="145"/>
        <source>%1 is put into the hand</source>
        <translation>%1 viene messa in mano</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="147"/>
        <source>%1 are put into the library</source>
        <translation>%1 vengono messe nel grimorio</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="147"/>
        <source>%1 is put into the library</source>
        <translation>%1 viene messa nel grimorio</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="149"/>
        <source>%1 change zone</source>
        <translation>%1 cambiano zona</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="158"/>
        <source>%1&apos;s life becomes %2</source>
        <translation>i punti vita di %1 diventano %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="160"/>
        <source>%1 has %2 poison counters</source>
        <translation>%1 ha %2 segnalini veleno</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="163"/>
        <source>%1 is set up</source>
        <translation>%1 viene preparata</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="164"/>
        <source>Nothing is set</source>
        <translation>Non si cambia nulla</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="175"/>
        <source>%1 is cast</source>
        <translation>Si lancia %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="176"/>
        <source>%1 is cast (%2)</source>
        <comment>card, player</comment>
        <translation>Si lancia %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="179"/>
        <source>Ability %1 of %2 is activated</source>
        <translation>Si attiva l&apos;abilità %1 di %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="181"/>
        <source>%1 resolves</source>
        <translation>Si risolve: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="183"/>
        <source>%1 begins</source>
        <translation>Inizia: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="185"/>
        <source>Attackers are declared</source>
        <translation>Si dichiarano gli attaccanti</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="187"/>
        <source>Blockers are declared</source>
        <translation>Si dichiarano i bloccanti</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="191"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 infligge %2 danni a %3</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="213"/>
        <source>%1 triggers</source>
        <translation>si innesca %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="215"/>
        <source>%1 trigger</source>
        <translation>si innescano: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="217"/>
        <source>does nothing (its &quot;if&quot; is false now)</source>
        <translation>non fa nulla (la sua condizione «se» ora è falsa)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="219"/>
        <source>does nothing (its targets are illegal)</source>
        <translation>non fa nulla (i suoi bersagli sono illegali)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="225"/>
        <source>%1 die</source>
        <translation>muoiono %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="229"/>
        <source>%1 wins</source>
        <translation>%1 vince</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="231"/>
        <source>%1 loses</source>
        <translation>%1 perde</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="242"/>
        <source>Refused: %1</source>
        <translation>Rifiutato: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="244"/>
        <source>%1 — %2</source>
        <comment>an event — what followed</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ImportBadge</name>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="12"/>
        <source>understood</source>
        <comment>an imported card whose every ability Strata models</comment>
        <translation>compresa</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="14"/>
        <source>partly</source>
        <comment>an imported card with some abilities Strata does not model</comment>
        <translation>in parte</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="16"/>
        <source>text only</source>
        <comment>an imported card with no ability Strata models</comment>
        <translation>solo testo</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="23"/>
        <source>Imported: %1</source>
        <translation>Importata: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="25"/>
        <source>Not modelled: %1</source>
        <translation>Non modellata: %1</translation>
    </message>
</context>
<context>
    <name>InsertEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/InsertEventCommand.cpp" line="8"/>
        <source>Record event %1</source>
        <translation>Registrare l&apos;evento %1</translation>
    </message>
</context>
<context>
    <name>Layer</name>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="14"/>
        <source>copy effects</source>
        <translation>effetti di copia</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="15"/>
        <source>face-down</source>
        <translation>a faccia in giù</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="16"/>
        <source>control</source>
        <translation>controllo</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="17"/>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="18"/>
        <source>types</source>
        <translation>tipi</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="19"/>
        <source>colors</source>
        <translation>colori</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="20"/>
        <source>abilities</source>
        <translation>abilità</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="21"/>
        <source>power/toughness from characteristic-defining abilities</source>
        <translation>forza/costituzione da abilità che definiscono le caratteristiche</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="22"/>
        <source>power/toughness set to values</source>
        <translation>forza/costituzione impostate a un valore</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="23"/>
        <source>effects on players</source>
        <translation>effetti sui giocatori</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="24"/>
        <source>effects on game rules</source>
        <translation>effetti sulle regole del gioco</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="27"/>
        <source>power/toughness modified, counters</source>
        <translation>forza/costituzione modificate, segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="28"/>
        <location filename="../app/ui/models/TraceText.cpp" line="33"/>
        <source>power and toughness switched</source>
        <translation>forza e costituzione scambiate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="31"/>
        <source>power/toughness modified</source>
        <translation>forza/costituzione modificate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="32"/>
        <source>counters</source>
        <translation>segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="49"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="51"/>
        <source>Game rules</source>
        <translation>Regole del gioco</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="52"/>
        <source>Layer %1</source>
        <translation>Livello %1</translation>
    </message>
</context>
<context>
    <name>MoveCardsCommand</name>
    <message>
        <location filename="../app/ui/document/commands/MoveCardsCommand.cpp" line="11"/>
        <source>Move %1</source>
        <translation>Sposta %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/document/commands/MoveCardsCommand.cpp" line="11"/>
        <source>Move %n cards</source>
        <translation>
            <numerusform>Sposta %n carta</numerusform>
            <numerusform>Sposta %n carte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/MoveEventCommand.cpp" line="9"/>
        <source>Move event %1 earlier</source>
        <translation>Anticipare l&apos;evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/MoveEventCommand.cpp" line="9"/>
        <source>Move event %1 later</source>
        <translation>Posticipare l&apos;evento %1</translation>
    </message>
</context>
<context>
    <name>MoveTimestampCommand</name>
    <message>
        <location filename="../app/ui/document/commands/MoveTimestampCommand.cpp" line="33"/>
        <source>Move %1 before %2</source>
        <translation>Sposta %1 prima di %2</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/MoveTimestampCommand.cpp" line="34"/>
        <source>Move %1 after %2</source>
        <translation>Sposta %1 dopo %2</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="26"/>
        <location filename="../app/ui/export/PictureExport.cpp" line="52"/>
        <source>There is nothing to export.</source>
        <translation>Non c&apos;è niente da esportare.</translation>
    </message>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="40"/>
        <source>the SVG picture could not be started</source>
        <translation>non è stato possibile avviare l’immagine SVG</translation>
    </message>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="54"/>
        <source>The scale of a picture must be at least 1.</source>
        <translation>La scala di un&apos;immagine deve essere almeno 1.</translation>
    </message>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="58"/>
        <source>A picture of %1 × %2 pixels is too large.</source>
        <translation>Un&apos;immagine di %1 × %2 pixel è troppo grande.</translation>
    </message>
</context>
<context>
    <name>PlainProblems</name>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="18"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="20"/>
        <source>Object %1</source>
        <translation>Oggetto %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="22"/>
        <source>Effect %1</source>
        <translation>Effetto %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="24"/>
        <source>Event %1</source>
        <translation>Evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="25"/>
        <source>Stack entry %1</source>
        <translation>Voce della pila %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="35"/>
        <source>there is no card named “%1”. Did you mean %2?</source>
        <translation>non esiste nessuna carta chiamata “%1”. Forse intendevi %2?</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="37"/>
        <source>there is no card named “%1” in Strata&apos;s card library. Check the spelling, or import the card first.</source>
        <translation>non esiste nessuna carta chiamata “%1” nel catalogo delle carte di Strata. Controlla l&apos;ortografia, oppure importa prima la carta.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="41"/>
        <source>Strata does not know “%1” here. Check its spelling, or remove it.</source>
        <translation>Strata non conosce “%1” in questo punto. Controllane l&apos;ortografia, oppure rimuovilo.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="43"/>
        <source>nothing in the scenario has the id “%1”. Check the spelling of the id.</source>
        <translation>nessun elemento dello scenario ha l&apos;id “%1”. Controlla l&apos;ortografia dell&apos;id.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="54"/>
        <source>%1: %2</source>
        <comment>what the problem is about: the problem</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="56"/>
        <source>%1 (line %2, column %3)</source>
        <comment>a problem, then where it is in the file</comment>
        <translation>%1 (riga %2, colonna %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/document/PlainProblems.cpp" line="69"/>
        <source>… and %n more problems</source>
        <translation>
            <numerusform>… e %n altro problema</numerusform>
            <numerusform>… e altri %n problemi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayTerm</name>
    <message>
        <location filename="../core/play/PlayText.cpp" line="10"/>
        <source>battlefield</source>
        <translation>il campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="11"/>
        <source>graveyard</source>
        <translation>il cimitero</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="12"/>
        <source>hand</source>
        <translation>la mano</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="13"/>
        <source>library</source>
        <translation>il grimorio</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="14"/>
        <source>exile</source>
        <translation>l&apos;esilio</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="15"/>
        <source>stack</source>
        <translation>la pila</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="16"/>
        <source>command</source>
        <translation>la zona di comando</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="17"/>
        <source>untap</source>
        <translation>la sottofase di STAP</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="18"/>
        <source>upkeep</source>
        <translation>la sottofase di mantenimento</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="19"/>
        <source>draw</source>
        <translation>la sottofase di acquisizione</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="20"/>
        <source>main1</source>
        <translation>la prima fase principale</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="21"/>
        <source>beginning_of_combat</source>
        <translation>la sottofase di inizio combattimento</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="22"/>
        <source>declare_attackers</source>
        <translation>la sottofase di dichiarazione degli attaccanti</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="23"/>
        <source>declare_blockers</source>
        <translation>la sottofase di dichiarazione dei bloccanti</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="24"/>
        <source>first_strike_damage</source>
        <translation>la sottofase di danno da combattimento dell&apos;attacco improvviso</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="25"/>
        <source>combat_damage</source>
        <translation>la sottofase di danno da combattimento</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="26"/>
        <source>end_of_combat</source>
        <translation>la sottofase di fine combattimento</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="27"/>
        <source>main2</source>
        <translation>la seconda fase principale</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="28"/>
        <source>end</source>
        <translation>la sottofase finale</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="29"/>
        <source>cleanup</source>
        <translation>la sottofase di cancellazione</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="31"/>
        <source>flying</source>
        <translation>volare</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="32"/>
        <source>shadow</source>
        <translation>ombra</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="33"/>
        <source>fear</source>
        <translation>paura</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="34"/>
        <source>intimidate</source>
        <translation>intimidire</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="35"/>
        <source>landwalk</source>
        <translation>camminare sulle terre</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="36"/>
        <source>protection</source>
        <translation>protezione</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="37"/>
        <source>menace</source>
        <translation>minacciare</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="38"/>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="39"/>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="40"/>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="41"/>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="42"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="48"/>
        <source>its condition is false, so that part does nothing</source>
        <translation>la sua condizione è falsa, quindi quella parte non fa nulla</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="56"/>
        <source>%1 chooses not to pay %2 (118.1)</source>
        <translation>%1 sceglie di non pagare %2 (118.1)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="176"/>
        <location filename="../core/play/PaymentChoices.cpp" line="62"/>
        <source>the controller chooses not to (603.5)</source>
        <translation>il controllore sceglie di non farlo (603.5)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="68"/>
        <source>%1 has fewer than %2 energy counters, so they can&apos;t be paid (118.3)</source>
        <translation>%1 ha meno di %2 segnalini energia, quindi non può pagarli (118.3)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="106"/>
        <source>a player</source>
        <translation>un giocatore</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="111"/>
        <source>%1 can&apos;t pay the cost (118.3)</source>
        <translation>%1 non può pagare il costo (118.3)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="112"/>
        <source>%1 chooses not to pay the cost (118.12)</source>
        <translation>%1 sceglie di non pagare il costo (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="124"/>
        <source>%1 pays %2, so it is not done (118.12)</source>
        <translation>%1 paga %2, quindi non viene fatto (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="127"/>
        <source>%1 does not pay %2 (118.12)</source>
        <translation>%1 non paga %2 (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="80"/>
        <location filename="../core/play/PaymentChoices.cpp" line="151"/>
        <source>%1 %2 counter(s) removed from %3</source>
        <translation>%1 segnalini %2 rimossi da %3</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="76"/>
        <source>%1 has changed zones: the effect on it does nothing (400.7)</source>
        <translation>%1 ha cambiato zona: l&apos;effetto su di esso non fa nulla (400.7)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="81"/>
        <source>%1 has left the battlefield: the effect that lasts while it stays does nothing (610.3c)</source>
        <translation>%1 ha lasciato il campo di battaglia: l&apos;effetto che dura finché rimane non fa nulla (610.3c)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="87"/>
        <source>%1 is untapped: the effect that lasts while it remains tapped does nothing (611.2b)</source>
        <translation>%1 è STAPpato: l&apos;effetto che dura finché rimane TAPpato non fa nulla (611.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="138"/>
        <source>a continuous effect %1 starts (timestamp %2)</source>
        <translation>inizia un effetto continuo %1 (timestamp %2)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="169"/>
        <source>a delayed triggered ability %1 is created (603.7a)</source>
        <translation>viene creata un&apos;abilità innescata ritardata %1 (603.7a)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="186"/>
        <source>%1 returns to the battlefield</source>
        <translation>%1 ritorna sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="272"/>
        <source>%1 has left the battlefield, so nothing is exiled (610.3c)</source>
        <translation>%1 ha lasciato il campo di battaglia, quindi non viene esiliato nulla (610.3c)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="281"/>
        <source>%1 has no such card in hand to put onto the battlefield</source>
        <translation>%1 non ha in mano una carta simile da mettere sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="285"/>
        <source>%1 puts %2 onto the battlefield from their hand</source>
        <translation>%1 mette %2 sul campo di battaglia dalla sua mano</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="301"/>
        <source>%1 is indestructible and is not destroyed (702.12b)</source>
        <translation>%1 è indistruttibile e non viene distrutto (702.12b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="306"/>
        <source>%1 is destroyed</source>
        <translation>%1 viene distrutto</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="309"/>
        <location filename="../core/play/ActionPerformer.cpp" line="476"/>
        <location filename="../core/play/GameActions.cpp" line="104"/>
        <location filename="../core/play/LibraryActions.cpp" line="97"/>
        <location filename="../core/play/LibraryActions.cpp" line="209"/>
        <location filename="../core/play/LibraryActions.cpp" line="292"/>
        <source>%1 is exiled</source>
        <translation>%1 viene esiliato</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="317"/>
        <source>%1 is sacrificed</source>
        <translation>%1 viene sacrificato</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="331"/>
        <location filename="../core/play/CounterKeywordActions.cpp" line="121"/>
        <location filename="../core/play/KeywordActions.cpp" line="64"/>
        <location filename="../core/play/KeywordActions.cpp" line="106"/>
        <location filename="../core/play/LibraryActions.cpp" line="327"/>
        <location filename="../core/play/TokenCopies.cpp" line="106"/>
        <source>the object it names is no longer there; that part does nothing (400.7)</source>
        <translation>l&apos;oggetto a cui fa riferimento non è più lì; quella parte non fa nulla (400.7)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="341"/>
        <source>%1 is goaded by %2 (701.15a)</source>
        <translation>%1 è provocata da %2 (701.15a)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="360"/>
        <source>%1 is tapped (tap or untap: the controller&apos;s choice)</source>
        <translation>%1 viene TAPpato (TAPpare o STAPpare: sceglie il controllore)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="361"/>
        <source>%1 is untapped (tap or untap: the controller&apos;s choice)</source>
        <translation>%1 viene STAPpato (TAPpare o STAPpare: sceglie il controllore)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="396"/>
        <location filename="../core/play/CounterKeywordActions.cpp" line="72"/>
        <source>%1 %2 counter(s) put on %3</source>
        <translation>%1 segnalino/i %2 messo/i su %3</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="421"/>
        <source>%1 is turned face down (708.2)</source>
        <translation>%1 viene girato a faccia in giù (708.2)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="200"/>
        <source>%1 finds no basic land card in the library as listed</source>
        <translation>%1 non trova nessuna carta terra base nel grimorio così come è descritto</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="213"/>
        <location filename="../core/play/LibraryActions.cpp" line="91"/>
        <location filename="../core/play/LibraryActions.cpp" line="192"/>
        <location filename="../core/play/LibraryActions.cpp" line="251"/>
        <source>%1 puts %2 onto the battlefield</source>
        <translation>%1 mette %2 sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="472"/>
        <source>%1 reveals a hand with no card to choose</source>
        <translation>%1 rivela una mano senza carte da scegliere</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="482"/>
        <location filename="../core/play/DiscardAndModes.cpp" line="60"/>
        <source>%1 discards %2</source>
        <translation>%1 scarta %2</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="27"/>
        <source>%1 wins the game (104.2b)</source>
        <translation>%1 vince la partita (104.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="566"/>
        <location filename="../core/play/LibraryActions.cpp" line="336"/>
        <source>%1 is not performed: Strata does not model it</source>
        <translation>%1 non viene eseguito: Strata non lo modella</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="24"/>
        <source>%1 pays %2 life as %3 enters (614.12)</source>
        <translation>%1 paga %2 punti vita mentre %3 entra nel campo di battaglia (614.12)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="29"/>
        <source>%1 enters tapped: %2 life is not paid (614.12)</source>
        <translation>%1 entra nel campo di battaglia TAPpata: non vengono pagati %2 punti vita (614.12)</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="17"/>
        <source>%1 discards %2 to cycle it</source>
        <translation>%1 scarta %2 per ciclarla</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="108"/>
        <source>%1 has fewer than %2 cards in their library, so the cost can&apos;t be paid</source>
        <translation>%1 ha meno di %2 carte nel suo grimorio, quindi il costo non può essere pagato</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="115"/>
        <source>%1 can be exiled from a hand only, so the cost can&apos;t be paid</source>
        <translation>%1 può essere esiliato solo da una mano, quindi il costo non può essere pagato</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="143"/>
        <source>%1 has no card in hand that the reveal cost of %2 asks for</source>
        <translation>%1 non ha in mano alcuna carta richiesta dal costo di rivelare di %2</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="148"/>
        <source>%1 reveals %2 from their hand as a cost</source>
        <translation>%1 rivela %2 dalla sua mano come costo</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="195"/>
        <source>%1 is sacrificed as a cost</source>
        <translation>%1 viene sacrificato come costo</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="216"/>
        <source>%1 %2 counters are removed from %3 as a cost (%4 left)</source>
        <translation>%1 segnalini %2 vengono rimossi da %3 come costo (ne restano %4)</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="235"/>
        <source>%1 %2 counter(s) put on %3 as a cost</source>
        <translation>%1 segnalino/i %2 messo/i su %3 come costo</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="242"/>
        <source>%1 is milled as a cost</source>
        <translation>%1 viene macinata come costo</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="249"/>
        <source>%1 is exiled from the top of a graveyard as a cost</source>
        <translation>%1 viene esiliata dalla cima di un cimitero come costo</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="154"/>
        <source>the modes chosen for %1 are not as many as it asks for, or not among its %2 modes (700.2a)</source>
        <translation>le modalità scelte per %1 non sono quante ne chiede o non sono tra le sue %2 modalità (700.2a)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="169"/>
        <source>%1 no longer exists (a token that left the battlefield, 111.7)</source>
        <translation>%1 non esiste più (una pedina che ha lasciato il campo di battaglia, 111.7)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="195"/>
        <source>%1 moves from the %2 to the %3</source>
        <translation>%1 lascia %2; la sua nuova zona è %3</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="205"/>
        <source>%1 is not in a zone it can be cast from</source>
        <translation>%1 non si trova in una zona da cui può essere lanciato</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="212"/>
        <source>%1 can&apos;t be cast (%2, 601.3)</source>
        <translation>%1 non può essere lanciata (%2, 601.3)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="217"/>
        <source>%1 has no buyback cost to pay (702.27a)</source>
        <translation>%1 non ha un costo di riacquisto da pagare (702.27a)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="240"/>
        <source>%1 can&apos;t be a target of %2 (601.2c)</source>
        <translation>%1 non può essere bersaglio di %2 (601.2c)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="247"/>
        <source>%1 has no legal target</source>
        <translation>%1 non ha bersagli legali</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="273"/>
        <source>%1 casts %2</source>
        <translation>%1 lancia %2</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="275"/>
        <source>%1 casts %2 targeting %3</source>
        <translation>%1 lancia %2 bersagliando %3</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="278"/>
        <source>%1 costs %2 more to cast for %3 target(s) beyond the first (strive, 601.2f); the cost is taken as paid</source>
        <translation>%1 costa %2 in più per %3 bersaglio/i oltre il primo (sforzo, 601.2f); il costo è considerato pagato</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="41"/>
        <source>%1 has no ability %2</source>
        <translation>%1 non ha l&apos;abilità %2</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="49"/>
        <source>%1 can be cycled only from its owner&apos;s hand (702.29a)</source>
        <translation>%1 può essere ciclata solo dalla mano del suo proprietario (702.29a)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="56"/>
        <source>ability %1 of %2 can be activated only from a graveyard (113.6k)</source>
        <translation>l&apos;abilità %1 di %2 può essere attivata solo da un cimitero (113.6k)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="63"/>
        <source>ability %1 of %2 is not an activated ability</source>
        <translation>l&apos;abilità %1 di %2 non è un&apos;abilità attivata</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="71"/>
        <source>%1&apos;s activated abilities can&apos;t be activated (%2)</source>
        <translation>le abilità attivate di %1 non possono essere attivate (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="84"/>
        <source>%1 has fewer than %2 %3 counters, so the cost can&apos;t be paid</source>
        <translation>%1 ha meno di %2 segnalini %3, quindi il costo non può essere pagato</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="93"/>
        <source>no permanent its controller controls has %1 %2 counters to remove, so the cost can&apos;t be paid</source>
        <translation>nessun permanente controllato dal suo controllore ha %1 segnalini %2 da rimuovere, quindi il costo non può essere pagato</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="99"/>
        <source>%1 is tapped, so its {T} cost can&apos;t be paid</source>
        <translation>%1 è TAPpato, quindi il suo costo {T} non può essere pagato</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="108"/>
        <source>ability %1 of %2 can&apos;t be activated at this time (602.5d)</source>
        <translation>l&apos;abilità %1 di %2 non può essere attivata in questo momento (602.5d)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="116"/>
        <source>%1 has fewer than %2 energy counters, so the cost can&apos;t be paid</source>
        <translation>%1 ha meno di %2 segnalini energia, quindi il costo non può essere pagato</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="123"/>
        <source>%1 has fewer than %2 cards in their graveyard, so the cost can&apos;t be paid</source>
        <translation>%1 ha meno di %2 carte nel suo cimitero, quindi il costo non può essere pagato</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="129"/>
        <source>the object that grants ability %1 of %2 can&apos;t pay its cost</source>
        <translation>l&apos;oggetto che conferisce l&apos;abilità %1 di %2 non può pagarne il costo</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="135"/>
        <source>ability %1 of %2 can&apos;t be activated: its condition is not met (602.5b)</source>
        <translation>l&apos;abilità %1 di %2 non può essere attivata: la sua condizione non è soddisfatta (602.5b)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="145"/>
        <source>%1 has too few cards in hand to pay the discard cost of %2</source>
        <translation>%1 ha troppe poche carte in mano per pagare il costo di scarto di %2</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="167"/>
        <source>%1 can&apos;t be a target of %2 (602.2b)</source>
        <translation>%1 non può essere bersaglio di %2 (602.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="173"/>
        <source>the ability has no legal target</source>
        <translation>l&apos;abilità non ha bersagli legali</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="204"/>
        <source>%1 pays %2 energy counters as a cost (%3 left)</source>
        <translation>%1 paga %2 segnalini energia come costo (ne restano %3)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="213"/>
        <source>%1 discards %2 as a cost</source>
        <translation>%1 scarta %2 come costo</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="219"/>
        <source>%1 activates ability %2 of %3</source>
        <translation>%1 attiva l&apos;abilità %2 di %3</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="297"/>
        <source>%1 is not on the battlefield to be dealt damage</source>
        <translation>%1 non è sul campo di battaglia per subire danno</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="328"/>
        <source>the situation is set up as the event says</source>
        <translation>la situazione viene predisposta come indica l&apos;evento</translation>
    </message>
    <message>
        <source>combat is not played yet</source>
        <translation type="vanished">il combattimento non si è ancora svolto</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="354"/>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="218"/>
        <source>%1 enters as a copy of %2 (616.1c)</source>
        <translation>%1 entra nel campo di battaglia come copia di %2 (616.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="227"/>
        <location filename="../core/play/GameTable.cpp" line="422"/>
        <source>%1 enters tapped (%2, 614.12)</source>
        <translation>%1 entra nel campo di battaglia TAPpato (%2, 614.12)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="25"/>
        <source>the next %1 damage that would be dealt to %2 this turn will be prevented (615.7)</source>
        <translation>verranno prevenuti i prossimi %1 danni che %2 subirebbe in questo turno (615.7)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="41"/>
        <source>%1 damage to %2 is prevented (the effect %3, 615.7)</source>
        <translation>vengono prevenuti %1 danni a %2 (l&apos;effetto %3, 615.7)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="58"/>
        <source>%1 damage from %2 to %3 is prevented: protection (702.16e)</source>
        <translation>vengono prevenuti %1 danni che %2 infliggerebbe a %3: protezione (702.16e)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="90"/>
        <source>%1 damage from %2 is doubled to %3 (%4, 614.1a)</source>
        <translation>il danno di %1 da %2 viene raddoppiato a %3 (%4, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="213"/>
        <source>1 more life is gained (%1, 614.1a)</source>
        <translation>si guadagna 1 punto vita in più (%1, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="221"/>
        <source>twice that much life is gained (%1, 614.1a)</source>
        <translation>si guadagna il doppio di quei punti vita (%1, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="72"/>
        <location filename="../core/play/GameTableDamage.cpp" line="88"/>
        <location filename="../core/play/StaticDamageRules.cpp" line="102"/>
        <source>%1 damage to %2 is prevented (%3, 615.1a)</source>
        <translation>viene prevenuto il danno di %1 a %2 (%3, 615.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="110"/>
        <source>%1 damage from %2 is prevented (%3, 615.1a)</source>
        <translation>viene prevenuto il danno di %1 da %2 (%3, 615.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="320"/>
        <location filename="../core/play/GameTable.cpp" line="343"/>
        <location filename="../core/play/GameTableDamage.cpp" line="133"/>
        <source>%1&apos;s life total can&apos;t change (%2, 119.10)</source>
        <translation>il totale di punti vita di %1 non può cambiare (%2, 119.10)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="140"/>
        <source>%1&apos;s life total is reduced only to 1 (%2, 614.1a)</source>
        <translation>il totale di punti vita di %1 si riduce solo a 1 (%2, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="148"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 infligge %2 danni a %3</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="316"/>
        <source>%1 can&apos;t gain life (%2, 119.7)</source>
        <translation>%1 non può guadagnare punti vita (%2, 119.7)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="328"/>
        <source>%1 gains %2 life (now %3)</source>
        <translation>%1 guadagna %2 punti vita (ora %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="348"/>
        <source>%1 loses %2 life (now %3)</source>
        <translation>%1 perde %2 punti vita (ora %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="378"/>
        <source>%1 draws %2</source>
        <translation>%1 pesca %2</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="384"/>
        <source>%1 tries to draw from an empty library</source>
        <translation>%1 tenta di pescare da un grimorio vuoto</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="388"/>
        <source>%1 draws a card (%2.card%3)</source>
        <translation>%1 pesca una carta (%2.card%3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="400"/>
        <source>no token named %1 in the card library; none is created</source>
        <translation>nessuna pedina chiamata %1 nel catalogo delle carte; non ne viene creata nessuna</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="432"/>
        <source>%1 creates %2 (%3)</source>
        <translation>%1 crea %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="16"/>
        <location filename="../core/play/Settling.cpp" line="86"/>
        <source>%1 loses the game (%2)</source>
        <translation>%1 perde la partita (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="22"/>
        <source>%1 can&apos;t win the game: %2</source>
        <translation>%1 non può vincere la partita: %2</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="39"/>
        <source>%1 is shuffled into %2&apos;s library (701.24)</source>
        <translation>%1 viene mescolato nel grimorio di %2 (701.24)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="52"/>
        <source>%1 shuffles %2 cards from their graveyard into their library (701.24)</source>
        <translation>%1 mescola %2 carte dal proprio cimitero nel proprio grimorio (701.24)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="58"/>
        <source>%1 shuffles their library; the new order is hidden, so it stays as listed (701.24)</source>
        <translation>%1 mescola il proprio grimorio; il nuovo ordine è nascosto, quindi resta come elencato (701.24)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="74"/>
        <source>%1 is attached to %2 (701.3a)</source>
        <translation>%1 viene assegnato a %2 (701.3a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="84"/>
        <source>%1 chooses alternative %2 of %3</source>
        <translation>%1 sceglie l&apos;alternativa %2 di %3</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="86"/>
        <source>no choices.mode names an alternative: the first of %1 is done</source>
        <translation>nessun choices.mode indica un&apos;alternativa: si esegue la prima di %1</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="103"/>
        <source>%1 is exiled face down (406.3)</source>
        <translation>%1 viene esiliata a faccia in giù (406.3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="114"/>
        <source>%1 gets %2 energy counters (%3 in all)</source>
        <translation>%1 ottiene %2 segnalini energia (%3 in tutto)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="120"/>
        <source>%1 pays %2 energy counters (%3 left)</source>
        <translation>%1 paga %2 segnalini energia (ne restano %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="134"/>
        <source>%1 flips and is %2 now (710.2)</source>
        <translation>%1 si capovolge e ora è %2 (710.2)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="143"/>
        <source>%1 flips a coin; its result is not given, so neither outcome is done (705)</source>
        <translation>%1 lancia una moneta; il risultato non è dato, quindi non si fa nessuno dei due esiti (705)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="148"/>
        <source>%1 flips a coin and wins the flip (705)</source>
        <translation>%1 lancia una moneta e vince il lancio (705)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="149"/>
        <source>%1 flips a coin and loses the flip (705)</source>
        <translation>%1 lancia una moneta e perde il lancio (705)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="183"/>
        <source>%1 has no card to reveal for the clash (701.30)</source>
        <translation>%1 non ha carte da rivelare per lo scontro (701.30)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="188"/>
        <source>%1 reveals %2 (mana value %3) for the clash (701.30)</source>
        <translation>%1 rivela %2 (valore di mana %3) per lo scontro (701.30)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="195"/>
        <source>%1 wins the clash; the revealed cards stay on top</source>
        <translation>%1 vince lo scontro; le carte rivelate restano in cima</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="196"/>
        <source>%1 doesn&apos;t win the clash; the revealed cards stay on top</source>
        <translation>%1 non vince lo scontro; le carte rivelate restano in cima</translation>
    </message>
    <message>
        <source>%1 flips a coin; its result is not given, so neither outcome is done (705): a win does %2, a loss %3</source>
        <translation type="vanished">%1 lancia una moneta; il risultato non è dato, quindi non si fa nessuno dei due esiti (705): vincere fa %2, perdere %3</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="37"/>
        <source>%1 is untapped: effect %2 ends (611.2b)</source>
        <translation>%1 è STAPpato: l&apos;effetto %2 termina (611.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="46"/>
        <source>%1 is no longer controlled by %2: effect %3 ends (611.2b)</source>
        <translation>%1 non è più controllato da %2: l&apos;effetto %3 termina (611.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="147"/>
        <source>%1 is put into its owner&apos;s graveyard</source>
        <translation>%1 viene messo nel cimitero del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="250"/>
        <source>%1; it has no legal target, so it is removed from the stack</source>
        <translation>%1; non ha bersagli legali, quindi viene rimosso dalla pila</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="32"/>
        <source>the stack is empty: nothing can resolve</source>
        <translation>la pila è vuota: niente può risolversi</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="39"/>
        <source>%1 is not on top of the stack (%2 is)</source>
        <translation>%1 non è in cima alla pila (in cima c&apos;è %2)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="41"/>
        <source>%1 is not on the stack</source>
        <translation>%1 non è in pila</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="53"/>
        <source>%1, a copy of a spell, ceases to exist (707.10a)</source>
        <translation>%1, una copia di una magia, cessa di esistere (707.10a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="58"/>
        <source>%1 returns to its owner&apos;s hand: buyback (702.27a)</source>
        <translation>%1 torna in mano al suo proprietario: riacquisto (702.27a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="82"/>
        <source>its intervening &quot;if&quot; is false on resolution, so it does nothing</source>
        <translation>la sua clausola &quot;se&quot; interveniente è falsa in risoluzione, quindi non fa nulla</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="86"/>
        <location filename="../core/play/StackResolution.cpp" line="116"/>
        <source>%1 resolves and does nothing: %2</source>
        <translation>%1 si risolve e non fa nulla: %2</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="113"/>
        <source>every target is illegal now, so it does nothing</source>
        <translation>ora tutti i bersagli sono illegali, quindi non fa nulla</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="139"/>
        <source>%1 resolves and enters the battlefield</source>
        <translation>%1 si risolve ed entra nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="153"/>
        <source>%1 becomes attached to %2</source>
        <translation>%1 viene assegnato a %2</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="157"/>
        <source>its controller chooses not to (603.5)</source>
        <translation>il suo controllore sceglie di non farlo (603.5)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="159"/>
        <source>%1 resolves</source>
        <translation>%1 si risolve</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="46"/>
        <source>%1 died</source>
        <translation>%1 è morto</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="51"/>
        <source>%1 entered the battlefield as a creature</source>
        <translation>%1 è entrato nel campo di battaglia come creatura</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="52"/>
        <source>%1 entered the battlefield</source>
        <translation>%1 è entrato nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="55"/>
        <source>%1 left the battlefield</source>
        <translation>%1 ha lasciato il campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="57"/>
        <source>%1 moved to the %2</source>
        <translation>%1 ha cambiato zona; ora la sua zona è %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="59"/>
        <source>the %1 step began</source>
        <translation>è iniziata %1</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="61"/>
        <source>%1 was cast</source>
        <translation>%1 è stato lanciato</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="66"/>
        <source>%1 dealt combat damage to %2</source>
        <translation>%1 ha inflitto danno da combattimento a %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="69"/>
        <source>%1 was dealt damage</source>
        <translation>%1 ha subito danno</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="71"/>
        <source>%1 attacked alone</source>
        <translation>%1 ha attaccato da sola</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="72"/>
        <source>%1 attacked</source>
        <translation>%1 ha attaccato</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="75"/>
        <source>%1 blocked %2</source>
        <translation>%1 ha bloccato %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="79"/>
        <source>%1 became blocked</source>
        <translation>%1 è stata bloccata</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="81"/>
        <source>%1 became untapped</source>
        <translation>%1 è stato STAPpato</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="83"/>
        <source>%1 was cycled</source>
        <translation>%1 è stata ciclata</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="85"/>
        <source>%1 became monstrous</source>
        <translation>%1 è diventato mostruoso</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="87"/>
        <source>%1 became tapped</source>
        <translation>%1 è stato TAPpato</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="90"/>
        <source>%1 gained %2 life</source>
        <translation>%1 ha guadagnato %2 punti vita</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="95"/>
        <source>%1 drew a card</source>
        <translation>%1 ha pescato una carta</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="101"/>
        <source>%1 discarded %2</source>
        <translation>%1 ha scartato %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="105"/>
        <source>%1 sacrificed %2</source>
        <translation>%1 ha sacrificato %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="108"/>
        <source>%1 became a target</source>
        <translation>%1 è diventato bersaglio</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="111"/>
        <source>%1 lost %2 life</source>
        <translation>%1 ha perso %2 punti vita</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="114"/>
        <source>%1 %2 counters were put on %3</source>
        <translation>%1 segnalini %2 sono stati messi su %3</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="118"/>
        <source>%1 attacked with %2 creatures</source>
        <translation>%1 ha attaccato con %2 creature</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="123"/>
        <source>%1 tapped %2 for mana</source>
        <translation>%1 ha TAPpato %2 per produrre mana</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="148"/>
        <source>%1 (%2), layer %3</source>
        <translation>%1 (%2), livello %3</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="243"/>
        <source>%1, but its intervening &quot;if&quot; is false</source>
        <translation>%1, ma la sua clausola &quot;se&quot; interveniente è falsa</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="245"/>
        <source>%1 saw this: %2, but its intervening &quot;if&quot; is false</source>
        <translation>%1 ha visto questo: %2, ma la sua clausola &quot;se&quot; interveniente è falsa</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="253"/>
        <source>%1 (the game looks back in time)</source>
        <translation>%1 (il gioco guarda indietro nel tempo)</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="254"/>
        <source>%1 saw this: %2 (the game looks back in time)</source>
        <translation>%1 ha visto questo: %2 (il gioco guarda indietro nel tempo)</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="259"/>
        <source>%1 saw this: %2</source>
        <translation>%1 ha visto questo: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="281"/>
        <source>an effect removed it</source>
        <translation>un effetto l&apos;ha rimossa</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="283"/>
        <source>%1 did not have this ability just before the event: %2</source>
        <translation>%1 non aveva questa abilità subito prima dell&apos;evento: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="285"/>
        <source>%1 does not have this ability after the layers: %2</source>
        <translation>%1 non ha questa abilità dopo l&apos;applicazione dei livelli: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="326"/>
        <source>delayed trigger %1: %2</source>
        <translation>abilità innescata ritardata %1: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="360"/>
        <source>%1: its trigger state is true</source>
        <translation>%1: la sua condizione di innesco di stato è vera</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="98"/>
        <source>%1 can&apos;t assign combat damage to %2: it is not in combat with it%3</source>
        <translation>%1 non può assegnare danno da combattimento a %2: non sono in combattimento tra loro%3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="103"/>
        <source> and it has no trample</source>
        <translation> e non ha travolgere</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="112"/>
        <source>%1 assigns %2 combat damage, but its power is %3: it assigns all of it</source>
        <translation>%1 assegna %2 danni da combattimento, ma la sua forza è %3: deve assegnarli tutti</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="129"/>
        <source>%1 has trample but assigns %2 damage to %3, less than the lethal %4, and some to the player</source>
        <translation>%1 ha travolgere ma assegna %2 danni a %3, meno dei %4 letali, e una parte al giocatore</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="186"/>
        <source>no attacking or blocking creature has first strike or double strike: there is no first-strike combat damage step (510.4)</source>
        <translation>nessuna creatura attaccante o bloccante ha attacco improvviso o doppio attacco: non c&apos;è la sottofase di danno da combattimento dell&apos;attacco improvviso (510.4)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="192"/>
        <location filename="../core/play/TurnSteps.cpp" line="68"/>
        <source>the %1 step begins</source>
        <translation>inizia %1</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="215"/>
        <source>%1 assigns its combat damage as though it weren&apos;t blocked (510.1c)</source>
        <translation>%1 assegna il suo danno da combattimento come se non fosse bloccata (510.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="221"/>
        <source>%1 is blocked, but its blockers are gone: it deals no combat damage (509.1h, 510.1c)</source>
        <translation>%1 è bloccata, ma le sue bloccanti non ci sono più: non infligge danno da combattimento (509.1h, 510.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="233"/>
        <source>a creature blocking %1 has banding: the defending player divides its combat damage among its blockers (702.22j)</source>
        <translation>una creatura che blocca %1 ha formare bande: il giocatore in difesa divide il suo danno da combattimento tra le sue bloccanti (702.22j)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="256"/>
        <source>no combat damage is dealt in this step</source>
        <translation>in questa sottofase non viene inflitto danno da combattimento</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="42"/>
        <source>no creature is attacking: there is no combat damage step to begin (508.8)</source>
        <translation>nessuna creatura sta attaccando: non c&apos;è nessuna sottofase di danno da combattimento da iniziare (508.8)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="57"/>
        <source>no creature is attacking: the declare blockers and combat damage steps are skipped (508.8)</source>
        <translation>nessuna creatura sta attaccando: le sottofasi di dichiarazione dei bloccanti e di danno da combattimento vengono saltate (508.8)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="83"/>
        <source>turn %1 begins: %2 is the active player; the untap step begins</source>
        <translation>inizia il turno %1: %2 è il giocatore attivo; inizia la sottofase di STAP</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="89"/>
        <source>%1 is no longer goaded by %2 (701.15a)</source>
        <translation>%1 non è più provocata da %2 (701.15a)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="145"/>
        <source>effect %1 ends (514.2)</source>
        <translation>l&apos;effetto %1 termina (514.2)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="191"/>
        <source>%1 phases in (702.26a)</source>
        <translation>%1 entra in fase (702.26a)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="194"/>
        <source>%1 phases out (702.26a): it is treated as though it does not exist until it phases in</source>
        <translation>%1 esce di fase (702.26a): viene trattato come se non esistesse finché non entra in fase</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="58"/>
        <source>attackers have already been declared in this combat</source>
        <translation>gli attaccanti sono già stati dichiarati in questo combattimento</translation>
    </message>
    <message>
        <source>%1 attacks each combat if able (%2), and it is able to, but it is not declared as an attacker</source>
        <translation type="vanished">%1 attacca ogni combattimento se può (%2), e può farlo, ma non viene dichiarata come attaccante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="89"/>
        <source>%1 must attack if able: %2; it could attack %3, but it is not declared as an attacker</source>
        <translation>%1 deve attaccare, se possibile: %2; potrebbe attaccare %3, ma non è dichiarata come attaccante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="92"/>
        <source>%1 obeys fewer of its attack requirements than it could: %2; it could attack %3</source>
        <translation>%1 rispetta meno requisiti di attacco di quanti potrebbe: %2; potrebbe attaccare %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="112"/>
        <source>%1 attacks %2</source>
        <translation>%1 attacca %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="116"/>
        <source>%1 has vigilance, so it does not tap (702.20b)</source>
        <translation>%1 ha cautela, quindi non viene TAPpata (702.20b)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="156"/>
        <source>%1 is in a band but is not declared as an attacker</source>
        <translation>%1 è in una banda, ma non viene dichiarata come attaccante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="157"/>
        <source>%1 is in more than one band</source>
        <translation>%1 è in più di una banda</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="166"/>
        <source>the creatures of a band attack the same player or planeswalker; %1 does not</source>
        <translation>le creature di una banda attaccano lo stesso giocatore o planeswalker; %1 no</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="175"/>
        <source>a band holds any number of creatures with banding and at most one without; this one has %1 without</source>
        <translation>una banda comprende un numero qualsiasi di creature con formare bande e al massimo una senza; questa ne ha %1 senza</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="192"/>
        <source>blockers have already been declared in this combat</source>
        <translation>i bloccanti sono già stati dichiarati in questo combattimento</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="209"/>
        <source>%1 can block only one creature</source>
        <translation>%1 può bloccare una sola creatura</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="237"/>
        <source>these blocks obey %1 of the blocking requirements, and blocks that break no restriction obey %2; not obeyed: %3</source>
        <translation>questi blocchi rispettano %1 dei requisiti di blocco, e dei blocchi che non violano alcuna restrizione ne rispettano %2; non rispettato: %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="270"/>
        <source>%1 blocks %2</source>
        <translation>%1 blocca %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="277"/>
        <source>%1 blocks %2 too: it attacks in a band with a creature %1 blocks (702.22h)</source>
        <translation>%1 blocca anche %2: attacca in una banda con una creatura che %1 blocca (702.22h)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="285"/>
        <location filename="../core/play/TriggerDetection.cpp" line="98"/>
        <source>%1 is unblocked</source>
        <translation>%1 non è bloccata</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="13"/>
        <source>the effect %1, layer %2, timestamp %3</source>
        <translation>l&apos;effetto %1, livello %2, timestamp %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="15"/>
        <source>%1 (%2), layer %3, timestamp %4</source>
        <translation>%1 (%2), livello %3, timestamp %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="21"/>
        <source>printed</source>
        <translation>stampato</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="185"/>
        <location filename="../core/play/CombatRules.cpp" line="263"/>
        <source>%1 is not on the battlefield</source>
        <translation>%1 non è sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="187"/>
        <location filename="../core/play/CombatRules.cpp" line="265"/>
        <source>%1 is phased out: it is treated as though it does not exist</source>
        <translation>%1 è fuori fase: viene trattato come se non esistesse</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="192"/>
        <location filename="../core/play/CombatRules.cpp" line="270"/>
        <source>%1 is not a creature (types: %2)</source>
        <translation>%1 non è una creatura (tipi: %2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="197"/>
        <source>%1 is not controlled by the active player</source>
        <translation>%1 non è controllata dal giocatore attivo</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="201"/>
        <source>%1 is tapped, so it can&apos;t attack</source>
        <translation>%1 è TAPpata, quindi non può attaccare</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="203"/>
        <source>%1 has not been under its controller&apos;s control continuously since their most recent turn began, and it has no haste</source>
        <translation>%1 non è stata continuamente sotto il controllo del suo controllore dall&apos;inizio del suo turno più recente e non ha rapidità</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="211"/>
        <source>%1 has defender (%2)</source>
        <translation>%1 ha difensore (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="215"/>
        <location filename="../core/play/CombatRules.cpp" line="281"/>
        <source>%1 can&apos;t attack or block (%2)</source>
        <translation>%1 non può attaccare né bloccare (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="219"/>
        <source>%1 can&apos;t attack (%2)</source>
        <translation>%1 non può attaccare (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="235"/>
        <source>%1 can&apos;t attack unless the defending player controls a land of the type %2 (%3), and %4 controls none</source>
        <translation>%1 non può attaccare a meno che il giocatore in difesa non controlli una terra del tipo %2 (%3), e %4 non ne controlla nessuna</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="249"/>
        <source>%1 can&apos;t attack %2: it is neither an opponent nor a planeswalker an opponent controls</source>
        <translation>%1 non può attaccare %2: non è né un avversario né un planeswalker controllato da un avversario</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="275"/>
        <source>%1 is controlled by the attacking player</source>
        <translation>%1 è controllata dal giocatore attaccante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="279"/>
        <source>%1 is tapped, so it can&apos;t block</source>
        <translation>%1 è TAPpata, quindi non può bloccare</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="285"/>
        <source>%1 can&apos;t block (%2)</source>
        <translation>%1 non può bloccare (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="298"/>
        <source>%1 is not attacking</source>
        <translation>%1 non sta attaccando</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="300"/>
        <source>%1 is not attacking %2&apos;s controller or a planeswalker they control</source>
        <translation>%1 non sta attaccando il controllore di %2 né un planeswalker che controlla</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="305"/>
        <source>%1 can&apos;t be blocked (%2)</source>
        <translation>%1 non può essere bloccata (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="312"/>
        <source>%1 can&apos;t be blocked by Walls (%2), and %3 is a Wall (%4)</source>
        <translation>%1 non può essere bloccata dai Muri (%2), e %3 è un Muro (%4)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="318"/>
        <source>%1 can block only creatures with flying (%2), and %3 doesn&apos;t have flying</source>
        <translation>%1 può bloccare solo creature con volare (%2), e %3 non ha volare</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="329"/>
        <source>%1 can&apos;t block %2: %2 has flying (%3), and %1 has neither flying nor reach</source>
        <translation>%1 non può bloccare %2: %2 ha volare (%3), e %1 non ha né volare né raggiungere</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="341"/>
        <source>%1 can&apos;t block %2: %2 has shadow (%3), and %1 doesn&apos;t</source>
        <translation>%1 non può bloccare %2: %2 ha ombra (%3), e %1 no</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="346"/>
        <source>%1 can&apos;t block %2: %1 has shadow (%3), so it can block only creatures with shadow</source>
        <translation>%1 non può bloccare %2: %1 ha ombra (%3), quindi può bloccare solo creature con ombra</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="355"/>
        <source>%1 can&apos;t block %2: %2 has fear (%3), and %1 is neither an artifact creature nor black: it is %4</source>
        <translation>%1 non può bloccare %2: %2 ha paura (%3), e %1 non è né una creatura artefatto né nera: è %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="363"/>
        <source>%1 can&apos;t block %2: %2 has intimidate (%3), and %1 is not an artifact creature and shares no colour with it: it is %4</source>
        <translation>%1 non può bloccare %2: %2 ha intimidire (%3), e %1 non è una creatura artefatto e non ha nessun colore in comune con essa: è %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="371"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %1 has that quality: it is %5</source>
        <translation>%1 non può bloccare %2: %2 ha %3 (%4), e %1 ha quella qualità: è %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="402"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %5 controls %6, a legendary land</source>
        <translation>%1 non può bloccare %2: %2 ha %3 (%4) e %5 controlla %6, una terra leggendaria</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="404"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %5 controls %6, a nonbasic land</source>
        <translation>%1 non può bloccare %2: %2 ha %3 (%4) e %5 controlla %6, una terra non base</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="409"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %5 controls %6, which is a %7 (%8)</source>
        <translation>%1 non può bloccare %2: %2 ha %3 (%4), e %5 controlla %6, che è un %7 (%8)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="431"/>
        <source>%1 can&apos;t be blocked by creatures with power %2 or less (%3), and %4 has power %5</source>
        <translation>%1 non può essere bloccata da creature con forza pari o inferiore a %2 (%3), e %4 ha forza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="438"/>
        <source>%1 can&apos;t be blocked by creatures with power %2 or greater (%3), and %4 has power %5</source>
        <translation>%1 non può essere bloccata da creature con forza pari o superiore a %2 (%3), e %4 ha forza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="445"/>
        <source>Creatures with power less than %1&apos;s power (%2) can&apos;t block it (%3), and %4 has power %5</source>
        <translation>Le creature con forza inferiore alla forza di %1 (%2) non possono bloccarla (%3), e %4 ha forza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="454"/>
        <source>%1 can&apos;t block creatures with power %2 or greater (%3), and %4 has power %5</source>
        <translation>%1 non può bloccare creature con forza pari o superiore a %2 (%3), e %4 ha forza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="461"/>
        <source>%1 can&apos;t block creatures with power %2 or less (%3), and %4 has power %5</source>
        <translation>%1 non può bloccare creature con forza pari o inferiore a %2 (%3), e %4 ha forza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="483"/>
        <source>%1 can&apos;t be blocked by some creatures (%2), and %3 is one of them</source>
        <translation>%1 non può essere bloccata da certe creature (%2), e %3 è una di esse</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="488"/>
        <source>%1 can be blocked only by some creatures (%2), and %3 is not one of them</source>
        <translation>%1 può essere bloccata solo da certe creature (%2), e %3 non è una di esse</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="502"/>
        <source>%1 has menace (%2): it can&apos;t be blocked except by two or more creatures</source>
        <translation>%1 ha minacciare (%2): non può essere bloccata se non da due o più creature</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="508"/>
        <source>%1 can&apos;t be blocked except by two or more creatures (%2)</source>
        <translation>%1 non può essere bloccata se non da due o più creature (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="515"/>
        <source>%1 can&apos;t be blocked except by three or more creatures (%2)</source>
        <translation>%1 non può essere bloccata se non da tre o più creature (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="521"/>
        <source>%1 can&apos;t be blocked by more than one creature (%2)</source>
        <translation>%1 non può essere bloccata da più di una creatura (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="538"/>
        <source>%1 lost %2: %3</source>
        <translation>%1 ha perso %2: %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="543"/>
        <source>%1 has %2, but %3 controls no %4 now</source>
        <translation>%1 ha %2, ma ora %3 non controlla nessun %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="556"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="557"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="552"/>
        <source>colourless</source>
        <translation>incolore</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="24"/>
        <source>there is nothing to return to its owner&apos;s hand</source>
        <translation>non c&apos;è nulla da far tornare in mano al suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="37"/>
        <source>%1 returns to its owner&apos;s hand</source>
        <translation>%1 torna in mano al suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="55"/>
        <source>%1 is kept: its controller pays %2</source>
        <translation>%1 resta sul campo di battaglia: il suo controllore paga %2</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="59"/>
        <source>its controller does not pay %1, so %2 is sacrificed</source>
        <translation>il suo controllore non paga %1, quindi %2 viene sacrificato</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="87"/>
        <source>a %1 counter is removed from %2 (%3 left)</source>
        <translation>viene rimosso un segnalino %1 da %2 (ne restano %3)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="91"/>
        <source>no %1 counter can be removed from %2, so it is sacrificed</source>
        <translation>non è possibile rimuovere nessun segnalino %1 da %2, quindi viene sacrificato</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="112"/>
        <source>%1 is already monstrous: monstrosity does nothing (701.37a)</source>
        <translation>%1 è già mostruoso: la mostruosità non fa nulla (701.37a)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="118"/>
        <source>%1 +1/+1 counter(s) put on %2, which becomes monstrous (701.37)</source>
        <translation>%1 segnalino/i +1/+1 messo/i su %2, che diventa mostruoso (701.37)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="148"/>
        <source>%1 controls no creature to bolster</source>
        <translation>%1 non controlla nessuna creatura da rinforzare</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="161"/>
        <source>bolster %1: %2 has the least toughness and gets the counters (701.39a)</source>
        <translation>rinforza %1: %2 ha la costituzione minore e riceve i segnalini (701.39a)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="206"/>
        <source>%1 reveals %2 and puts it into their hand</source>
        <translation>%1 rivela %2 e la aggiunge alla sua mano</translation>
    </message>
    <message>
        <source>its modes (700.2) are not performed: Strata does not model choosing a mode</source>
        <translation type="vanished">i suoi modi (700.2) non vengono eseguiti: Strata non modella la scelta di un modo</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="18"/>
        <source>its modes (700.2) are not performed: no mode was chosen</source>
        <translation>le sue modalità (700.2) non vengono eseguite: non è stata scelta alcuna modalità</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="31"/>
        <source>mode %1 (700.2)</source>
        <translation>modalità %1 (700.2)</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="55"/>
        <source>%1 has no card to discard</source>
        <translation>%1 non ha carte da scartare</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="59"/>
        <source>%1 discards %2 at random (701.8a)</source>
        <translation>%1 scarta %2 a caso (701.8a)</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="43"/>
        <source>%1 controls nothing to sacrifice</source>
        <translation>%1 non controlla nulla da sacrificare</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="47"/>
        <source>%1 sacrifices %2</source>
        <translation>%1 sacrifica %2</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="60"/>
        <source>%1 controls nothing to untap</source>
        <translation>%1 non controlla nulla da STAPpare</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="63"/>
        <source>%1 untaps %2</source>
        <translation>%1 STAPpa %2</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="70"/>
        <location filename="../core/play/LibraryActions.cpp" line="243"/>
        <source>%1 finds no matching card in the library as listed</source>
        <translation>%1 non trova nessuna carta corrispondente nel grimorio così come è elencato</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="80"/>
        <source>%1 finds %2 and puts it on top of the library after shuffling</source>
        <translation>%1 trova %2 e la mette in cima al grimorio dopo aver rimescolato</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="86"/>
        <location filename="../core/play/LibraryActions.cpp" line="124"/>
        <location filename="../core/play/LibraryActions.cpp" line="185"/>
        <location filename="../core/play/LibraryActions.cpp" line="188"/>
        <location filename="../core/play/LibraryActions.cpp" line="241"/>
        <source>%1 reveals %2</source>
        <translation>%1 rivela %2</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="94"/>
        <location filename="../core/play/LibraryActions.cpp" line="137"/>
        <location filename="../core/play/LibraryActions.cpp" line="212"/>
        <location filename="../core/play/LibraryActions.cpp" line="270"/>
        <source>%1 puts %2 into their graveyard</source>
        <translation>%1 mette %2 nel proprio cimitero</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="100"/>
        <location filename="../core/play/LibraryActions.cpp" line="196"/>
        <location filename="../core/play/LibraryActions.cpp" line="206"/>
        <location filename="../core/play/LibraryActions.cpp" line="254"/>
        <location filename="../core/play/LibraryActions.cpp" line="269"/>
        <source>%1 puts %2 into their hand</source>
        <translation>%1 aggiunge %2 alla propria mano</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="104"/>
        <source>%1 shuffles their library; the new order is hidden and not shown (701.20)</source>
        <translation>%1 rimescola il proprio grimorio; il nuovo ordine è nascosto e non viene mostrato (701.20)</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="128"/>
        <source>%1 looks at the top of a library; nothing moves</source>
        <translation>%1 guarda la cima di un grimorio; non si sposta niente</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="141"/>
        <source>the order of the cards put back on top is hidden; they stay in the order listed</source>
        <translation>l&apos;ordine delle carte rimesse in cima è nascosto; restano nell&apos;ordine elencato</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="146"/>
        <source>looking at the top of a library is not performed: the cards there and the one kept are hidden information Strata does not model</source>
        <translation>guardare le carte in cima a un grimorio non viene eseguito: quelle carte e quella tenuta sono informazioni nascoste che Strata non modella</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="178"/>
        <location filename="../core/play/LibraryActions.cpp" line="262"/>
        <source>%1 puts %2 on the bottom of their library</source>
        <translation>%1 mette %2 in fondo al suo grimorio</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="180"/>
        <location filename="../core/play/LibraryActions.cpp" line="264"/>
        <source>the random order of the cards put on the bottom is hidden; they stay in the order listed</source>
        <translation>l&apos;ordine casuale delle carte messe in fondo è nascosto; restano nell&apos;ordine elencato</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="310"/>
        <source>%1 is put on top of its owner&apos;s library</source>
        <translation>%1 viene messa in cima al grimorio del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="97"/>
        <location filename="../core/play/LibraryActions.cpp" line="288"/>
        <source>%1&apos;s library lists no cards: nothing is exiled</source>
        <translation>il grimorio di %1 non elenca carte: non viene esiliato nulla</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="295"/>
        <source>%1 may play %2 from exile until the end of their next turn (not checked: a later event casts or moves it)</source>
        <translation>%1 può giocare %2 dall&apos;esilio fino alla fine del suo prossimo turno (non verificato: un evento successivo lo lancia o lo sposta)</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="298"/>
        <source>%1 may play %2 from exile this turn (not checked: a later event casts or moves it)</source>
        <translation>%1 può giocare %2 dall&apos;esilio in questo turno (non verificato: un evento successivo lo lancia o lo sposta)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="64"/>
        <source>%1 gets %2 %3 counter(s) (%4 in all)</source>
        <translation>%1 ottiene %2 segnalino/i %3 (%4 in tutto)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="97"/>
        <source>%1 controls no Army, so a 0/0 black Zombie Army token is created first (701.47a)</source>
        <translation>%1 non controlla alcun Esercito, quindi prima viene creata una pedina Zombie Esercito nera 0/0 (701.47a)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="111"/>
        <source>amass %1: %2 +1/+1 counter(s) put on %3</source>
        <translation>ammassare %1: %2 segnalino/i +1/+1 messo/i su %3</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="126"/>
        <source>%1 already has a +1/+1 counter: adapt does nothing (701.46a)</source>
        <translation>%1 ha già un segnalino +1/+1: adattare non fa nulla (701.46a)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="130"/>
        <source>%1 +1/+1 counter(s) put on %2</source>
        <translation>%1 segnalino/i +1/+1 messo/i su %2</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="154"/>
        <source>%1 discards their hand (%2 card(s))</source>
        <translation>%1 scarta la propria mano (%2 carta/e)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="155"/>
        <source>%1 exiles their graveyard (%2 card(s))</source>
        <translation>%1 esilia il proprio cimitero (%2 carta/e)</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="22"/>
        <source>no damage is dealt: a creature that would fight is gone (701.14b)</source>
        <translation>non viene inflitto danno: una creatura che doveva combattere non c&apos;è più (701.14b)</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="28"/>
        <source>%1 fights %2 (701.14a)</source>
        <translation>%1 combatte contro %2 (701.14a)</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="44"/>
        <source>%1 is not performed: Strata does not keep the power of a creature that left the battlefield (608.2h)</source>
        <translation>%1 non viene eseguito: Strata non conserva la forza di una creatura che ha lasciato il campo di battaglia (608.2h)</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="51"/>
        <source>no damage is dealt: the creature or what it would damage is gone (608.2b)</source>
        <translation>non viene inflitto danno: la creatura o ciò che doveva danneggiare non c&apos;è più (608.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Targeting.cpp" line="196"/>
        <source>%1 is already a target of %2, whose &quot;another target&quot; must be a different one (%3)</source>
        <translation>%1 è già un bersaglio di %2, il cui «altro bersaglio» deve essere diverso (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/Targeting.cpp" line="233"/>
        <source>%1 needs %2 targets; %3 given (%4)</source>
        <translation>%1 richiede %2 bersagli; ne sono stati dati %3 (%4)</translation>
    </message>
    <message>
        <location filename="../core/play/Targeting.cpp" line="240"/>
        <source>%1 is already a target of %2; one object can&apos;t be chosen twice for one word &quot;target&quot; (115.3)</source>
        <translation>%1 è già un bersaglio di %2; un oggetto non può essere scelto due volte per una stessa parola &quot;bersaglio&quot; (115.3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="42"/>
        <source>%1 can&apos;t attack %2 (%3)</source>
        <translation>%1 non può attaccare %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="46"/>
        <source>%1 can&apos;t attack %2 or a planeswalker %2 controls (%3)</source>
        <translation>%1 non può attaccare %2 o un planeswalker che %2 controlla (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="61"/>
        <source>%1 can&apos;t attack if the defending player controls a certain creature (%2), and %3 controls %4</source>
        <translation>%1 non può attaccare se il giocatore in difesa controlla una certa creatura (%2), e %3 controlla %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="125"/>
        <source>it attacks each combat if able (%1)</source>
        <translation>attacca in ogni combattimento, se possibile (%1)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="128"/>
        <source>it is goaded by %1: it attacks each combat if able and attacks a player other than %1 if able (701.15b)</source>
        <translation>è provocata da %1: attacca in ogni combattimento, se possibile, e attacca un giocatore diverso da %1, se possibile (701.15b)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="134"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="166"/>
        <source>%1 blocks each combat if able (%2)</source>
        <translation>%1 blocca in ogni combattimento, se possibile (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="170"/>
        <source>%1 blocks %2 this turn if able (%3)</source>
        <translation>%1 blocca %2 in questo turno, se possibile (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="178"/>
        <source>%1 must be blocked if able (%2)</source>
        <translation>%1 deve essere bloccata, se possibile (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="188"/>
        <source>%1 must be blocked by a certain creature if able (%2)</source>
        <translation>%1 deve essere bloccata da una certa creatura, se possibile (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="194"/>
        <source>all creatures able to block %1 do so (%2), and %3 is able to</source>
        <translation>tutte le creature in grado di bloccare %1 lo fanno (%2), e %3 è in grado di farlo</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="84"/>
        <source>%1 enters tapped</source>
        <translation>%1 entra TAPpato</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="100"/>
        <source>no copy of %1 is created: Strata does not keep its last known copiable values once it has left the battlefield (608.2h)</source>
        <translation>non viene creata alcuna copia di %1: Strata non conserva i suoi ultimi valori copiabili conosciuti dopo che ha lasciato il campo di battaglia (608.2h)</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="113"/>
        <source>no copy of %1 is created: Strata does not build a face-down object&apos;s copiable values (708.2)</source>
        <translation>non viene creata alcuna copia di %1: Strata non costruisce i valori copiabili di un oggetto a faccia in giù (708.2)</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="114"/>
        <source>no copy of %1 is created: a copy effect sets its copiable values, which Strata does not lock into a token yet (707.3)</source>
        <translation>non viene creata alcuna copia di %1: un effetto di copia stabilisce i suoi valori copiabili, che Strata non fissa ancora in una pedina (707.3)</translation>
    </message>
    <message>
        <location filename="../core/play/GrantedAbilities.cpp" line="53"/>
        <source>%1 is unattached as a cost</source>
        <translation>%1 viene staccato come costo</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="47"/>
        <source>%1 pays %2, so %3 is not countered (701.6a)</source>
        <translation>%1 paga %2, quindi %3 non viene neutralizzata (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="54"/>
        <source>%1 can&apos;t be countered (%2, 101.2)</source>
        <translation>%1 non può essere neutralizzata (%2, 101.2)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="65"/>
        <source>%1 is countered and exiled instead (701.6a)</source>
        <translation>%1 viene neutralizzata ed esiliata invece (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="67"/>
        <source>%1 is countered and put on top of its owner&apos;s library instead (701.6a)</source>
        <translation>%1 viene neutralizzata e messa in cima al grimorio del suo proprietario invece (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="69"/>
        <source>%1 is countered and put into its owner&apos;s graveyard (701.6a)</source>
        <translation>%1 viene neutralizzata e messa nel cimitero del suo proprietario (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="92"/>
        <source>%1 puts %2, a copy of %3, onto the stack (707.10)</source>
        <translation>%1 mette %2, una copia di %3, in pila (707.10)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="117"/>
        <source>%1 is a land card and can&apos;t be cast (305.9)</source>
        <translation>%1 è una carta terra e non può essere lanciata (305.9)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="122"/>
        <source>%1 has mana value %2, more than %3: it can&apos;t be cast this way</source>
        <translation>%1 ha valore di mana %2, più di %3: non può essere lanciata in questo modo</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="130"/>
        <source>%1 casts no card this way</source>
        <translation>%1 non lancia nessuna carta in questo modo</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="151"/>
        <source>%1 casts %2 without paying its mana cost (601.2, 118.9)</source>
        <translation>%1 lancia %2 senza pagarne il costo di mana (601.2, 118.9)</translation>
    </message>
    <message>
        <location filename="../core/play/ExileUntilLeaves.cpp" line="44"/>
        <source>%1 returns to the battlefield under its owner&apos;s control as %2 has left it (610.3c)</source>
        <translation>%1 ritorna sul campo di battaglia sotto il controllo del suo proprietario perché %2 lo ha lasciato (610.3c)</translation>
    </message>
    <message>
        <location filename="../core/play/UnlessPayments.cpp" line="40"/>
        <source>%1 pays by removing %2 %3 counter(s) from %4 (118.12)</source>
        <translation>%1 paga rimuovendo %2 segnalino/i %3 da %4 (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/UnlessPayments.cpp" line="86"/>
        <source>%1 pays with %2 (118.12)</source>
        <translation>%1 paga con %2 (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/Emblems.cpp" line="25"/>
        <source>%1 gets an emblem (%2)</source>
        <translation>%1 ottiene un emblema (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/PaidToEnd.cpp" line="21"/>
        <source>%1 pays %2 to end effect %3 (116.2c)</source>
        <translation>%1 paga %2 per terminare l&apos;effetto %3 (116.2c)</translation>
    </message>
    <message>
        <location filename="../core/play/Regeneration.cpp" line="11"/>
        <source>the next time %1 would be destroyed this turn, it is regenerated instead (701.19a)</source>
        <translation>la prossima volta che %1 verrebbe distrutto in questo turno, invece viene rigenerato (701.19a)</translation>
    </message>
    <message>
        <location filename="../core/play/Regeneration.cpp" line="34"/>
        <source>%1 is regenerated instead of destroyed: tapped, its damage removed and removed from combat (701.19a, 614.8)</source>
        <translation>%1 viene rigenerato invece di essere distrutto: viene TAPpato, il suo danno viene rimosso e viene rimosso dal combattimento (701.19a, 614.8)</translation>
    </message>
</context>
<context>
    <name>QtDialogs</name>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="23"/>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="24"/>
        <source>The scenario &quot;%1&quot; has changes that are not saved.</source>
        <translation>Lo scenario «%1» ha modifiche non salvate.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="26"/>
        <source>Do you want to save them first?</source>
        <translation>Vuoi salvarle prima?</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="40"/>
        <source>Recover unsaved changes</source>
        <translation>Recupera le modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="41"/>
        <source>Strata did not close normally last time, and the scenario &quot;%1&quot; had changes that were not saved.</source>
        <translation>L&apos;ultima volta Strata non si è chiuso normalmente e lo scenario «%1» aveva modifiche non salvate.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="44"/>
        <source>Recover them as they stood at %1?</source>
        <translation>Recuperarle com&apos;erano alle %1?</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="46"/>
        <source>Recover</source>
        <translation>Recupera</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="47"/>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="58"/>
        <source>%1× (%2 × %3 pixels)</source>
        <extracomment>A PNG export size: &quot;2× (3200 × 1800 pixels)&quot;</extracomment>
        <translation>%1× (%2 × %3 pixel)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="62"/>
        <source>Export as PNG</source>
        <translation>Esporta come PNG</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="62"/>
        <source>Scale:</source>
        <translation>Scala:</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="66"/>
        <source>CDA</source>
        <comment>characteristic-defining ability, applied first (613.3)</comment>
        <translation>CDA</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="69"/>
        <source>timestamp, also depends on %1</source>
        <translation>timestamp; dipende anche da %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="71"/>
        <source>timestamp</source>
        <translation>timestamp</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="73"/>
        <source>depends on %1</source>
        <translation>dipende da %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="75"/>
        <source>loop</source>
        <comment>part of a dependency loop, so timestamp order (613.8b)</comment>
        <translation>loop</translation>
    </message>
</context>
<context>
    <name>RemoveEffectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/RemoveEffectCommand.cpp" line="27"/>
        <source>Remove effect %1</source>
        <translation>Rimuovi l&apos;effetto %1</translation>
    </message>
</context>
<context>
    <name>RemoveEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/RemoveEventCommand.cpp" line="8"/>
        <source>Delete event %1</source>
        <translation>Eliminare l&apos;evento %1</translation>
    </message>
</context>
<context>
    <name>RemoveObjectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/RemoveObjectCommand.cpp" line="45"/>
        <source>Remove %1</source>
        <translation>Rimuovi %1</translation>
    </message>
</context>
<context>
    <name>ReplaceEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/ReplaceEventCommand.cpp" line="8"/>
        <source>Edit event %1</source>
        <translation>Modificare l&apos;evento %1</translation>
    </message>
</context>
<context>
    <name>ResolutionLimit</name>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="12"/>
        <source>The values shown are those found before it stopped: some effects may not have been applied, so they may be wrong.</source>
        <translation>I valori mostrati sono quelli trovati prima dell’arresto: alcuni effetti potrebbero non essere stati applicati, quindi potrebbero essere sbagliati.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="15"/>
        <source>Strata stopped working out this board after %1 seconds, the most it spends on one board.</source>
        <translation>Strata ha smesso di risolvere questo tavolo dopo %1 secondi, il massimo che dedica a un tavolo.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="19"/>
        <source>Strata stopped working out this board after recording %1 changes, the most it keeps for one board.</source>
        <translation>Strata ha smesso di risolvere questo tavolo dopo aver registrato %1 modifiche, il massimo che conserva per un tavolo.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="23"/>
        <source>Strata stopped working out this board before the end (%1).</source>
        <comment>the engine&apos;s own words, in English</comment>
        <translation>Strata ha smesso di risolvere questo tavolo prima della fine (%1).</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="30"/>
        <source>⚠ Board not fully worked out</source>
        <translation>⚠ Tavolo non risolto del tutto</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="10"/>
        <source>Banding</source>
        <translation>Formare bande</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="11"/>
        <source>Changeling</source>
        <translation>Mutaforma</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="12"/>
        <source>Cumulative upkeep</source>
        <translation>Mantenimento cumulativo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="13"/>
        <source>Deathtouch</source>
        <translation>Tocco letale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="14"/>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="15"/>
        <source>Double strike</source>
        <translation>Doppio attacco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="16"/>
        <source>Enchant</source>
        <translation>Incanta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="17"/>
        <source>Equip</source>
        <translation>Equipaggiare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="18"/>
        <source>Fading</source>
        <translation>Dissolvenza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="19"/>
        <source>Fear</source>
        <translation>Paura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="20"/>
        <source>First strike</source>
        <translation>Attacco improvviso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="21"/>
        <source>Flanking</source>
        <translation>Fiancheggiare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="22"/>
        <source>Flash</source>
        <translation>Lampo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="23"/>
        <source>Flashback</source>
        <translation>Flashback</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="24"/>
        <source>Flying</source>
        <translation>Volare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="25"/>
        <source>Haste</source>
        <translation>Rapidità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="26"/>
        <source>Hexproof</source>
        <translation>Anti-malocchio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="27"/>
        <source>Indestructible</source>
        <translation>Indistruttibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="28"/>
        <source>Infect</source>
        <translation>Infettare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="29"/>
        <source>Kicker</source>
        <translation>Addizionale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="30"/>
        <source>Landwalk</source>
        <translation>Camminare sulle terre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="31"/>
        <source>Lifelink</source>
        <translation>Legame vitale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="32"/>
        <source>Menace</source>
        <translation>Minacciare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="33"/>
        <source>Morph</source>
        <translation>Metamorfosi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="34"/>
        <source>Protection</source>
        <translation>Protezione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="35"/>
        <source>Rampage</source>
        <translation>Furia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="36"/>
        <source>Reach</source>
        <translation>Raggiungere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="37"/>
        <source>Shadow</source>
        <translation>Ombra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="39"/>
        <source>Split second</source>
        <translation>Frazione di secondo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="40"/>
        <source>Trample</source>
        <translation>Travolgere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="41"/>
        <source>Vigilance</source>
        <translation>Cautela</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="42"/>
        <source>Buyback</source>
        <translation>Riacquisto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="43"/>
        <source>Cycling</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="44"/>
        <source>Echo</source>
        <translation>Eco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="45"/>
        <source>Phasing</source>
        <translation>Intermittenza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="46"/>
        <source>Evoke</source>
        <translation>Evocare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="47"/>
        <source>Persist</source>
        <translation>Persistere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="48"/>
        <source>Vanishing</source>
        <translation>Svanire</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="49"/>
        <source>Landcycling</source>
        <translation>Ciclo terra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="50"/>
        <source>Exalted</source>
        <translation>Esaltato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="51"/>
        <source>Bushido</source>
        <translation>Bushido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="52"/>
        <source>Intimidate</source>
        <translation>Intimidire</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="53"/>
        <source>Wither</source>
        <translation>Avvizzire</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="38"/>
        <location filename="../core/text/RulesTextWords.cpp" line="54"/>
        <source>Shroud</source>
        <translation>Velo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="54"/>
        <source>Undying</source>
        <translation>Non morto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="55"/>
        <source>Prowess</source>
        <translation>Prodezza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="56"/>
        <source>Devoid</source>
        <translation>Vacuità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="57"/>
        <source>Affinity for artifacts</source>
        <translation>Affinità per artefatti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="58"/>
        <source>Affinity for Forests</source>
        <translation>Affinità per Foreste</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="59"/>
        <source>Affinity for Islands</source>
        <translation>Affinità per Isole</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="60"/>
        <source>Affinity for Mountains</source>
        <translation>Affinità per Montagne</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="61"/>
        <source>Affinity for Swamps</source>
        <translation>Affinità per Paludi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="62"/>
        <source>Aftermath</source>
        <translation>Conseguenza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="63"/>
        <source>Ascend</source>
        <translation>Ascesa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="64"/>
        <source>Battle cry</source>
        <translation>Grido di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="65"/>
        <source>Cascade</source>
        <translation>Cascata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="66"/>
        <source>Cipher</source>
        <translation>Cifrare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="67"/>
        <source>Conspire</source>
        <translation>Cospirare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="68"/>
        <source>Convoke</source>
        <translation>Convocare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="69"/>
        <source>Delve</source>
        <translation>Esumare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="70"/>
        <source>Dethrone</source>
        <translation>Detronizzare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="71"/>
        <source>Epic</source>
        <translation>Epico</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="72"/>
        <source>Evolve</source>
        <translation>Evolvere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="73"/>
        <source>Exploit</source>
        <translation>Sfruttare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="74"/>
        <source>Extort</source>
        <translation>Estorsione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="75"/>
        <source>Haunt</source>
        <translation>Infestare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="76"/>
        <source>Hideaway</source>
        <translation>Nascondiglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="77"/>
        <source>Horsemanship</source>
        <translation>Equitazione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="78"/>
        <source>Improvise</source>
        <translation>Improvvisare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="79"/>
        <source>Ingest</source>
        <translation>Ingerire</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="80"/>
        <source>Jump-start</source>
        <translation>Slancio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="81"/>
        <source>Living weapon</source>
        <translation>Arma vivente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="82"/>
        <source>Melee</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="83"/>
        <source>Mentor</source>
        <translation>Mentore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="84"/>
        <source>Myriad</source>
        <translation>Miriade</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="85"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="86"/>
        <source>Provoke</source>
        <translation>Provocare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="87"/>
        <source>Rebound</source>
        <translation>Rimbalzo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="88"/>
        <source>Retrace</source>
        <translation>Ripercorrere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="89"/>
        <source>Riot</source>
        <translation>Tumulto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="90"/>
        <source>Skulk</source>
        <translation>Furtività</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="91"/>
        <source>Soulbond</source>
        <translation>Legame d&apos;anima</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="92"/>
        <source>Storm</source>
        <translation>Tempesta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="93"/>
        <source>Sunburst</source>
        <translation>Esplosione solare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="94"/>
        <source>Totem armor</source>
        <translation>Armatura totemica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="95"/>
        <source>Unleash</source>
        <translation>Scatenare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="96"/>
        <source>Afflict</source>
        <translation>Affliggere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="97"/>
        <source>Afterlife</source>
        <translation>Aldilà</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="98"/>
        <source>Amplify</source>
        <translation>Amplificare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="99"/>
        <source>Annihilator</source>
        <translation>Annientatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="100"/>
        <source>Bloodthirst</source>
        <translation>Sete di sangue</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="101"/>
        <source>Crew</source>
        <translation>Manovrare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="102"/>
        <source>Devour</source>
        <translation>Divorare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="103"/>
        <source>Dredge</source>
        <translation>Dragare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="104"/>
        <source>Fabricate</source>
        <translation>Fabbricare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="105"/>
        <source>Graft</source>
        <translation>Innestare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="106"/>
        <source>Modular</source>
        <translation>Modulare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="107"/>
        <source>Poisonous</source>
        <translation>Velenoso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="108"/>
        <source>Renown</source>
        <translation>Fama</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="109"/>
        <source>Ripple</source>
        <translation>Increspatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="110"/>
        <source>Soulshift</source>
        <translation>Trasmigrazione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="111"/>
        <source>Tribute</source>
        <translation>Tributo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="112"/>
        <source>Aura swap</source>
        <translation>Scambio di aura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="113"/>
        <source>Bestow</source>
        <translation>Conferire</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="114"/>
        <source>Dash</source>
        <translation>Scatto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="115"/>
        <source>Embalm</source>
        <translation>Imbalsamare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="116"/>
        <source>Emerge</source>
        <translation>Emergere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="117"/>
        <source>Entwine</source>
        <translation>Intrecciare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="118"/>
        <source>Escalate</source>
        <translation>Intensificare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="119"/>
        <source>Eternalize</source>
        <translation>Eternare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="120"/>
        <source>Fortify</source>
        <translation>Fortificare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="121"/>
        <source>Level up</source>
        <translation>Salire di livello</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="122"/>
        <source>Madness</source>
        <translation>Follia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="123"/>
        <source>Megamorph</source>
        <translation>Megametamorfosi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="124"/>
        <source>Miracle</source>
        <translation>Miracolo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="125"/>
        <source>Multikicker</source>
        <translation>Addizionale multiplo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="126"/>
        <source>Ninjutsu</source>
        <translation>Ninjutsu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="127"/>
        <source>Outlast</source>
        <translation>Tenacia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="128"/>
        <source>Prowl</source>
        <translation>Aggirare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="129"/>
        <source>Replicate</source>
        <translation>Replicare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="130"/>
        <source>Scavenge</source>
        <translation>Saccheggiare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="131"/>
        <source>Spectacle</source>
        <translation>Spettacolo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="132"/>
        <source>Splice onto Arcane</source>
        <translation>Innestare su Arcano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="133"/>
        <source>Surge</source>
        <translation>Impeto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="134"/>
        <source>Transfigure</source>
        <translation>Trasfigurare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="135"/>
        <source>Transmute</source>
        <translation>Trasmutare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="136"/>
        <source>Unearth</source>
        <translation>Dissotterrare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="137"/>
        <source>Awaken</source>
        <translation>Risvegliare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="138"/>
        <source>Reinforce</source>
        <translation>Rinforzare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="139"/>
        <source>Suspend</source>
        <translation>Sospendere</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="140"/>
        <source>Fuse</source>
        <translation>Fusione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="141"/>
        <source>Gravestorm</source>
        <translation>Tempesta di cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="142"/>
        <source>Overload</source>
        <translation>Sovraccarico</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="143"/>
        <source>Recover</source>
        <translation>Recupero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="144"/>
        <source>Basic landcycling</source>
        <translation>Ciclo terra base</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="145"/>
        <source>Bands with other legendary creatures</source>
        <translation>Combinazione con altre creature leggendarie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="315"/>
        <source>zero</source>
        <translation>zero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="316"/>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="317"/>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="318"/>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="319"/>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="320"/>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="321"/>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="322"/>
        <source>seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="323"/>
        <source>eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="324"/>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="325"/>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="571"/>
        <location filename="../core/text/RulesTextWriter.h" line="80"/>
        <source>enchanted creature</source>
        <translation>la creatura incantata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesText.cpp" line="94"/>
        <location filename="../core/text/RulesTextWriter.h" line="159"/>
        <source>&quot;%1&quot;</source>
        <comment>a quoted ability</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="535"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="267"/>
        <location filename="../core/text/RulesTextWords.cpp" line="535"/>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="538"/>
        <source>%1, %2</source>
        <comment>list of three or more</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="539"/>
        <source>%1, or %2</source>
        <comment>last item of a list of three or more</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="540"/>
        <source>%1, and %2</source>
        <comment>last item of a list of three or more</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="579"/>
        <location filename="../core/text/RulesTextWords.cpp" line="569"/>
        <source>equipped creature</source>
        <translation>la creatura equipaggiata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="67"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="95"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="291"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="451"/>
        <location filename="../core/text/RulesTextWords.cpp" line="584"/>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="63"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="92"/>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="142"/>
        <location filename="../core/text/RulesTextActions.cpp" line="217"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="110"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="63"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="92"/>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="65"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="90"/>
        <source>spells</source>
        <translation>magie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="65"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="90"/>
        <source>spell</source>
        <translation>magia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="247"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="282"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="295"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="120"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="125"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="127"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="138"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="67"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="95"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="291"/>
        <source>permanents</source>
        <translation>permanenti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="94"/>
        <source>objects</source>
        <translation>oggetti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="94"/>
        <source>object</source>
        <translation>oggetto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="156"/>
        <source>non%1</source>
        <comment>negated supertype: nonbasic, nonlegendary</comment>
        <translation>non %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="163"/>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="17"/>
        <source>non%1</source>
        <comment>negated colour: nonblack</comment>
        <translation>non %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="165"/>
        <source>non%1</source>
        <comment>negated card type: noncreature, nonland</comment>
        <translation>non %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="167"/>
        <source>non-%1</source>
        <comment>negated subtype: non-Aura</comment>
        <translation>non %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="209"/>
        <source>of the chosen type</source>
        <translation>del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="211"/>
        <source>you control</source>
        <translation>che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="213"/>
        <source>your opponents control</source>
        <translation>che i tuoi avversari controllano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="213"/>
        <source>an opponent controls</source>
        <translation>che un avversario controlla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="215"/>
        <source>you don&apos;t control</source>
        <translation>che non controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="220"/>
        <source>the chosen player controls</source>
        <translation>controllati dal giocatore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="223"/>
        <source>you own</source>
        <translation>che possiedi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="227"/>
        <source>with %1</source>
        <comment>with a keyword</comment>
        <translation>con %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="230"/>
        <source>with no abilities</source>
        <translation>senza abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="234"/>
        <source>with mana value %1</source>
        <comment>exactly that mana value</comment>
        <translation>con valore di mana pari a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="236"/>
        <source>with mana value %1 or less</source>
        <translation>con valore di mana pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="238"/>
        <source>with mana value X</source>
        <translation>con valore di mana pari a X</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="240"/>
        <source>with mana value X or less</source>
        <translation>con valore di mana pari o inferiore a X</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="242"/>
        <source>with mana value X or greater</source>
        <translation>con valore di mana pari o superiore a X</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="244"/>
        <source>with mana value %1 or greater</source>
        <translation>con valore di mana pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="246"/>
        <source>with power %1 or less</source>
        <translation>con forza pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="248"/>
        <source>with power %1 or greater</source>
        <translation>con forza pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="250"/>
        <source>with toughness %1 or less</source>
        <translation>con costituzione pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="252"/>
        <source>with toughness %1 or greater</source>
        <translation>con costituzione pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="256"/>
        <source>in the chosen player&apos;s graveyard</source>
        <translation>nel cimitero del giocatore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="258"/>
        <source>in the chosen player&apos;s hand</source>
        <translation>nella mano del giocatore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="260"/>
        <source>in your graveyard</source>
        <translation>nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="260"/>
        <source>in all graveyards</source>
        <translation>in tutti i cimiteri</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="260"/>
        <source>in a graveyard</source>
        <translation>in un cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="262"/>
        <source>in your hand</source>
        <translation>nella tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="262"/>
        <source>in a player&apos;s hand</source>
        <translation>nella mano di un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="262"/>
        <source>in all players&apos; hands</source>
        <translation>nelle mani di tutti i giocatori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="264"/>
        <source>in your library</source>
        <translation>nel tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="264"/>
        <source>in a player&apos;s library</source>
        <translation>nel grimorio di un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="266"/>
        <source>in exile</source>
        <translation>in esilio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="268"/>
        <source>on the stack</source>
        <translation>in pila</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="270"/>
        <source>in the command zone</source>
        <translation>nella zona di comando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="272"/>
        <source>that aren&apos;t on the battlefield</source>
        <translation>che non sono sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="272"/>
        <source>that isn&apos;t on the battlefield</source>
        <translation>che non è sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="274"/>
        <source>in every zone</source>
        <translation>in tutte le zone</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="274"/>
        <source>in any zone</source>
        <translation>in qualsiasi zona</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="344"/>
        <source>any number of target %1</source>
        <comment>a plural noun</comment>
        <translation>un qualsiasi numero di %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="345"/>
        <source>any number of target %1 %2</source>
        <comment>a plural noun, its qualifiers</comment>
        <translation>un qualsiasi numero di %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="568"/>
        <source>the exiled cards</source>
        <translation>le carte esiliate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="132"/>
        <source>%1 %2</source>
        <comment>noun followed by its qualifiers</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="60"/>
        <source>token</source>
        <translation>pedina</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="60"/>
        <source>tokens</source>
        <translation>pedine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="69"/>
        <source>permanent card</source>
        <translation>carta permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="69"/>
        <source>permanent cards</source>
        <translation>carte permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="71"/>
        <source>opponent</source>
        <translation>avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="71"/>
        <source>opponents</source>
        <translation>avversari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="73"/>
        <source>player</source>
        <translation>giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="73"/>
        <source>players</source>
        <translation>giocatori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="86"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="306"/>
        <source>target opponent</source>
        <translation>un avversario bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="350"/>
        <source>up to %1 target %2</source>
        <translation>fino a %1 %2 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="420"/>
        <source>two target %1</source>
        <translation>due %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="488"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="539"/>
        <source>each %1</source>
        <translation>ogni %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="50"/>
        <source>the number of permanents</source>
        <translation>il numero di permanenti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="378"/>
        <location filename="../core/text/RulesTextActions.cpp" line="468"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="46"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="84"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="88"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="144"/>
        <source>%1 on the battlefield</source>
        <translation>%1 sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="29"/>
        <source>attacking</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>attaccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="30"/>
        <source>tapped</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>TAPpato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="31"/>
        <source>untapped</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>STAPpato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="85"/>
        <source>the number of %1</source>
        <translation>il numero di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="88"/>
        <source>the number of card types among cards in all graveyards</source>
        <translation>il numero di tipi di carta tra le carte in tutti i cimiteri</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="90"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="133"/>
        <source>its mana value</source>
        <translation>il suo valore di mana</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="92"/>
        <source>its power</source>
        <translation>la sua forza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="94"/>
        <source>an opponent&apos;s life total</source>
        <translation>il punteggio di vita di un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="94"/>
        <source>your life total</source>
        <translation>il tuo punteggio di vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="97"/>
        <source>the highest life total among all players</source>
        <translation>il punteggio di vita più alto tra tutti i giocatori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="99"/>
        <source>the greatest number of cards in hand among your opponents</source>
        <translation>il numero più alto di carte in mano tra i tuoi avversari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="105"/>
        <source>minus %1</source>
        <translation>meno %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="150"/>
        <source>twice %1</source>
        <translation>due volte %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="153"/>
        <source>%1 times %2</source>
        <comment>three times the number of …</comment>
        <translation>%1 volte %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="158"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="160"/>
        <source>%1 minus %2</source>
        <translation>%1 meno %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="162"/>
        <source>%1 plus %2</source>
        <translation>%1 più %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="185"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="190"/>
        <source>%1 is %2</source>
        <comment>where X is …</comment>
        <translation>%1 è %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="229"/>
        <source>your devotion to %1 is less than %2</source>
        <translation>la tua devozione al %1 è inferiore a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="243"/>
        <source>you control another %1</source>
        <translation>controlli un altro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="246"/>
        <source>you control %1 or more %2</source>
        <translation>controlli %1 o più %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="261"/>
        <source>%1 is %2</source>
        <comment>a permanent is of some colour</comment>
        <translation>%1 è %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="253"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="256"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="262"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="266"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="269"/>
        <source>%1 is %2</source>
        <comment>a permanent is of some kind</comment>
        <translation>%1 è %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="32"/>
        <source>blocking</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>bloccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="56"/>
        <source>the number of %1 in its controller&apos;s hand</source>
        <translation>il numero di %1 nella mano del suo controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="56"/>
        <source>the number of %1 in its controller&apos;s graveyard</source>
        <translation>il numero di %1 nel cimitero del suo controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="66"/>
        <source>the number of %1 you own in exile and in your graveyard</source>
        <translation>il numero di %1 che possiedi in esilio e nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="79"/>
        <source>the number of %1 attached to it</source>
        <comment>kinds of permanents</comment>
        <translation>il numero di %1 assegnati ad esso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="96"/>
        <source>the highest life total among your opponents</source>
        <translation>il totale di punti vita più alto tra i tuoi avversari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="101"/>
        <source>that much</source>
        <translation>altrettanto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="103"/>
        <source>the life lost this way</source>
        <translation>la vita persa in questo modo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="131"/>
        <source>the number of creatures blocking it</source>
        <translation>il numero di creature che lo stanno bloccando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="136"/>
        <source>the number of cards in that player&apos;s hand</source>
        <translation>il numero di carte nella mano di quel giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="137"/>
        <source>the number of cards in your hand</source>
        <translation>il numero di carte nella tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="143"/>
        <source>the sacrificed creature&apos;s power</source>
        <translation>la forza della creatura sacrificata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="145"/>
        <source>the sacrificed creature&apos;s toughness</source>
        <translation>la costituzione della creatura sacrificata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="203"/>
        <source>you have exactly %1 cards in hand</source>
        <translation>hai esattamente %1 carte in mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="207"/>
        <source>%1 and %2</source>
        <comment>two conditions that must both hold</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="212"/>
        <source>there are no %1 counters on %2</source>
        <comment>counter kind, an object</comment>
        <translation>non ci sono segnalini %1 su %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="217"/>
        <source>it&apos;s not true that %1</source>
        <comment>a negated condition</comment>
        <translation>non è vero che %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="233"/>
        <source>you control exactly one %1</source>
        <translation>controlli esattamente una %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="245"/>
        <source>you control %1 or more other %2</source>
        <translation>controlli %1 o più %2 in più</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="258"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="268"/>
        <source>%1 is %2</source>
        <comment>a permanent is in some status</comment>
        <translation>%1 è %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="276"/>
        <source>you have %1 or more life</source>
        <translation>hai %1 o più punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="278"/>
        <source>you have %1 or less life</source>
        <translation>hai %1 o meno punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="281"/>
        <source>you control no other %1</source>
        <translation>non controlli altre %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="282"/>
        <source>you control no %1</source>
        <translation>non controlli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="284"/>
        <source>you have no cards in hand</source>
        <translation>non hai carte in mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="286"/>
        <source>it was evoked</source>
        <translation>è stata evocata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="288"/>
        <source>it had no %1 counters on it</source>
        <translation>non aveva segnalini %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="293"/>
        <source>no opponent controls %1</source>
        <translation>nessun avversario controlla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="295"/>
        <source>no %1 are on the battlefield</source>
        <translation>non ci sono %1 sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="297"/>
        <source>%1 was kicked</source>
        <translation>il costo addizionale di %1 è stato pagato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="299"/>
        <source>%1 came under your control since the beginning of your last upkeep</source>
        <translation>hai ottenuto il controllo di %1 dall&apos;inizio del tuo ultimo mantenimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="301"/>
        <source>it&apos;s your turn</source>
        <translation>è il tuo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="303"/>
        <source>it&apos;s not your turn</source>
        <translation>non è il tuo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="305"/>
        <source>%1 or more cards are in your graveyard</source>
        <translation>ci sono %1 o più carte nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="308"/>
        <source>there is exactly one %1 counter on %2</source>
        <translation>c&apos;è esattamente un segnalino %1 su %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="310"/>
        <source>there are exactly %1 %2 counters on %3</source>
        <translation>ci sono esattamente %1 segnalini %2 su %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="312"/>
        <source>%1 has %2 to %3 %4 counters on it</source>
        <translation>%1 ha da %2 a %3 segnalini %4</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="314"/>
        <source>%1 has an %2 counter on it</source>
        <translation>%1 ha un segnalino %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="316"/>
        <source>%1 has a %2 counter on it</source>
        <translation>%1 ha un segnalino %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="317"/>
        <source>%1 has %2 or more %3 counters on it</source>
        <translation>%1 ha %2 o più segnalini %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="319"/>
        <source>there are %1 or more card types among cards in your graveyard</source>
        <translation>ci sono %1 o più tipi di carta tra le carte nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="323"/>
        <source>an opponent controls %1</source>
        <translation>un avversario controlla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="326"/>
        <source>an opponent has %1 or less life</source>
        <translation>un avversario ha %1 o meno punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="328"/>
        <source>you have %1 or more cards in hand</source>
        <translation>hai %1 o più carte in mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="330"/>
        <source>you have %1 or fewer cards in hand</source>
        <translation>hai %1 o meno carte in mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="374"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="263"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="270"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="116"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="169"/>
        <source>a permanent</source>
        <translation>un permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="272"/>
        <source>no spells were cast last turn</source>
        <translation>nell&apos;ultimo turno non sono state lanciate magie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="274"/>
        <source>a player cast two or more spells last turn</source>
        <translation>un giocatore ha lanciato due o più magie nell&apos;ultimo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="129"/>
        <source>until end of turn, %1</source>
        <translation>fino alla fine del turno, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="129"/>
        <source>%1 until end of turn</source>
        <translation>%1 fino alla fine del turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="131"/>
        <source>%1 for as long as you control %2</source>
        <translation>%1 finché controlli %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="133"/>
        <source>during target opponent&apos;s next turn, %1</source>
        <translation>durante il prossimo turno di un avversario bersaglio, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="135"/>
        <source>%1 until %2 leaves the battlefield</source>
        <translation>%1 finché %2 non lascia il campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="137"/>
        <source>%1 for as long as %2 remains tapped</source>
        <translation>%1 finché %2 rimane TAPpato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="146"/>
        <source>%1 has an ability that doesn&apos;t change characteristics</source>
        <translation>%1 ha un&apos;abilità che non cambia le caratteristiche</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="178"/>
        <source>%1 that player controls</source>
        <translation>%1 che quel giocatore controlla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="187"/>
        <source>that %1</source>
        <comment>the one permanent a condition counts</comment>
        <translation>quella %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="193"/>
        <source>%1 and %2 each</source>
        <comment>the source and the permanent it enchants, each of which gets a change</comment>
        <translation>%1 e %2 ciascuno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="198"/>
        <source>each of those creatures</source>
        <comment>a soulbond pair</comment>
        <translation>ognuna di quelle creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="210"/>
        <source>%1 this turn</source>
        <comment>a prevention effect lasting until the turn ends</comment>
        <translation>%1 in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="213"/>
        <source>%1, where %2</source>
        <translation>%1, dove %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="162"/>
        <location filename="../core/text/RulesTextCosts.cpp" line="71"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="219"/>
        <source>as long as %1, %2</source>
        <translation>finché %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="220"/>
        <source>you may</source>
        <translation>puoi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="125"/>
        <location filename="../core/text/RulesTextActions.cpp" line="133"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="39"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="221"/>
        <location filename="../core/text/RulesTextGameActions.cpp" line="14"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="42"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="95"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="140"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="435"/>
        <location filename="../core/text/RulesTextPayments.cpp" line="68"/>
        <source>you may %1</source>
        <comment>an optional instruction</comment>
        <translation>se vuoi, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="240"/>
        <source>you may have %1 %2</source>
        <translation>puoi far sì che %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="242"/>
        <source>%1 %2</source>
        <comment>subject and predicate</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="248"/>
        <source>this effect doesn&apos;t remove %1</source>
        <translation>questo effetto non rimuove %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="250"/>
        <source>this effect doesn&apos;t remove Auras</source>
        <translation>questo effetto non rimuove le Aure</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="335"/>
        <source>%1 with all creature types</source>
        <translation>%1 con tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="337"/>
        <source>%1 with %2</source>
        <comment>a creature with keywords</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="344"/>
        <source>are %1 that are still lands</source>
        <comment>animated lands</comment>
        <translation>sono %1 che sono ancora terre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="348"/>
        <source>is %1. It&apos;s still a land</source>
        <comment>an animated land with keywords</comment>
        <translation>è %1. È ancora una terra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="349"/>
        <source>is %1 that&apos;s still a land</source>
        <comment>an animated land</comment>
        <translation>è %1 che è ancora una terra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="351"/>
        <source>is %1</source>
        <comment>an animated permanent</comment>
        <translation>è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="357"/>
        <source>becomes %1 in addition to its other colors and types</source>
        <comment>singular</comment>
        <translation>diventa %1 oltre ai suoi altri colori e tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="358"/>
        <source>become %1 in addition to their other colors and types</source>
        <comment>plural</comment>
        <translation>diventano %1 oltre ai loro altri colori e tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="359"/>
        <source>become %1 in addition to its other colors and types</source>
        <comment>infinitive</comment>
        <translation>diventi %1 oltre ai suoi altri colori e tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="361"/>
        <source>is %1 in addition to its other colors and types</source>
        <comment>singular</comment>
        <translation>è %1 oltre ai suoi altri colori e tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="362"/>
        <source>are %1 in addition to their other colors and types</source>
        <comment>plural</comment>
        <translation>sono %1 oltre ai loro altri colori e tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="363"/>
        <source>be %1 in addition to its other colors and types</source>
        <comment>infinitive</comment>
        <translation>sia %1 oltre ai suoi altri colori e tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="368"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="157"/>
        <source>becomes %1 in addition to its other types</source>
        <comment>singular</comment>
        <translation>diventa %1 in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="369"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="158"/>
        <source>become %1 in addition to their other types</source>
        <comment>plural</comment>
        <translation>diventano %1 in aggiunta ai loro altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="370"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="159"/>
        <source>become %1 in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>diventi %1 in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="372"/>
        <source>is %1 in addition to its other types</source>
        <comment>singular</comment>
        <translation>è %1 in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="373"/>
        <source>are %1 in addition to their other types</source>
        <comment>plural</comment>
        <translation>sono %1 in aggiunta ai loro altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="374"/>
        <source>be %1 in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sia %1 in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="379"/>
        <source>becomes %1 and loses all other card types</source>
        <comment>singular</comment>
        <translation>diventa %1 e perde tutti gli altri tipi di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="380"/>
        <source>become %1 and lose all other card types</source>
        <comment>plural</comment>
        <translation>diventano %1 e perdono tutti gli altri tipi di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="381"/>
        <source>become %1 and lose all other card types</source>
        <comment>infinitive</comment>
        <translation>diventi %1 e perda tutti gli altri tipi di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="383"/>
        <source>is %1 and loses all other card types</source>
        <comment>singular</comment>
        <translation>è %1 e perde tutti gli altri tipi di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="384"/>
        <source>are %1 and lose all other card types</source>
        <comment>plural</comment>
        <translation>sono %1 e perdono tutti gli altri tipi di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="385"/>
        <source>be %1 and lose all other card types</source>
        <comment>infinitive</comment>
        <translation>sia %1 e perda tutti gli altri tipi di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="389"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="162"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="195"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="254"/>
        <source>becomes %1</source>
        <comment>singular</comment>
        <translation>diventa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="390"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="163"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="196"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="255"/>
        <source>become %1</source>
        <comment>plural</comment>
        <translation>diventano %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="391"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="164"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="197"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="256"/>
        <source>become %1</source>
        <comment>infinitive</comment>
        <translation>diventi %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="393"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="198"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="257"/>
        <source>is %1</source>
        <comment>singular</comment>
        <translation>è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="394"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="199"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="258"/>
        <source>are %1</source>
        <comment>plural</comment>
        <translation>sono %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="394"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="200"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="259"/>
        <source>be %1</source>
        <comment>infinitive</comment>
        <translation>sia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="120"/>
        <source>becomes a copy of %1</source>
        <comment>singular</comment>
        <translation>diventa una copia di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="121"/>
        <source>become copies of %1</source>
        <comment>plural</comment>
        <translation>diventano copie di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="122"/>
        <source>become a copy of %1</source>
        <comment>infinitive</comment>
        <translation>diventi una copia di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="123"/>
        <source>is a copy of %1</source>
        <comment>singular</comment>
        <translation>è una copia di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="124"/>
        <source>are copies of %1</source>
        <comment>plural</comment>
        <translation>sono copie di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="125"/>
        <source>be a copy of %1</source>
        <comment>infinitive</comment>
        <translation>sia una copia di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="386"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="183"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="128"/>
        <source>%1, except %2</source>
        <translation>%1, tranne che %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="233"/>
        <source>basic</source>
        <comment>adjective, masculine singular</comment>
        <translation>base</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="234"/>
        <source>basic</source>
        <comment>adjective, feminine singular</comment>
        <translation>base</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="235"/>
        <source>basic</source>
        <comment>adjective, masculine plural</comment>
        <translation>base</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="236"/>
        <source>basic</source>
        <comment>adjective, feminine plural</comment>
        <translation>base</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="239"/>
        <source>legendary</source>
        <comment>adjective, masculine singular</comment>
        <translation>leggendario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="240"/>
        <source>legendary</source>
        <comment>adjective, feminine singular</comment>
        <translation>leggendaria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="241"/>
        <source>legendary</source>
        <comment>adjective, masculine plural</comment>
        <translation>leggendari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="242"/>
        <source>legendary</source>
        <comment>adjective, feminine plural</comment>
        <translation>leggendarie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="245"/>
        <source>ongoing</source>
        <comment>adjective, masculine singular</comment>
        <translation>in corso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="246"/>
        <source>ongoing</source>
        <comment>adjective, feminine singular</comment>
        <translation>in corso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="247"/>
        <source>ongoing</source>
        <comment>adjective, masculine plural</comment>
        <translation>in corso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="248"/>
        <source>ongoing</source>
        <comment>adjective, feminine plural</comment>
        <translation>in corso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="251"/>
        <source>snow</source>
        <comment>adjective, masculine singular</comment>
        <translation>innevato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="252"/>
        <source>snow</source>
        <comment>adjective, feminine singular</comment>
        <translation>innevata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="253"/>
        <source>snow</source>
        <comment>adjective, masculine plural</comment>
        <translation>innevati</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="254"/>
        <source>snow</source>
        <comment>adjective, feminine plural</comment>
        <translation>innevate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="257"/>
        <source>world</source>
        <comment>adjective, masculine singular</comment>
        <translation>mondiale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="258"/>
        <source>world</source>
        <comment>adjective, feminine singular</comment>
        <translation>mondiale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="259"/>
        <source>world</source>
        <comment>adjective, masculine plural</comment>
        <translation>mondiali</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="260"/>
        <source>world</source>
        <comment>adjective, feminine plural</comment>
        <translation>mondiali</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="267"/>
        <source>tapped</source>
        <comment>adjective, masculine singular</comment>
        <translation>TAPpato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="268"/>
        <source>tapped</source>
        <comment>adjective, feminine singular</comment>
        <translation>TAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="269"/>
        <source>tapped</source>
        <comment>adjective, masculine plural</comment>
        <translation>TAPpati</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="270"/>
        <source>tapped</source>
        <comment>adjective, feminine plural</comment>
        <translation>TAPpate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="273"/>
        <source>untapped</source>
        <comment>adjective, masculine singular</comment>
        <translation>STAPpato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="274"/>
        <source>untapped</source>
        <comment>adjective, feminine singular</comment>
        <translation>STAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="275"/>
        <source>untapped</source>
        <comment>adjective, masculine plural</comment>
        <translation>STAPpati</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="276"/>
        <source>untapped</source>
        <comment>adjective, feminine plural</comment>
        <translation>STAPpate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="279"/>
        <source>attacking</source>
        <comment>adjective, masculine singular</comment>
        <translation>attaccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="280"/>
        <source>attacking</source>
        <comment>adjective, feminine singular</comment>
        <translation>attaccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="281"/>
        <source>attacking</source>
        <comment>adjective, masculine plural</comment>
        <translation>attaccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="282"/>
        <source>attacking</source>
        <comment>adjective, feminine plural</comment>
        <translation>attaccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="293"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;kindred&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="294"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;enchantment&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="295"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;artifact&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="296"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;land&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="297"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;creature&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="298"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;planeswalker&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="299"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;battle&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="300"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;instant&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="301"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;sorcery&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="302"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;card&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="303"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;spell&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="304"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;permanent&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="305"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;object&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="306"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;player&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="307"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;counter&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="308"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;token&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="310"/>
        <source>m</source>
        <comment>grammatical gender of a subtype used as a noun, such as &quot;Merfolk&quot; or &quot;Swamp&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="449"/>
        <source>%1 %2</source>
        <comment>a card type or subtype before the noun card or spell: creature cards, Zombie spell</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="451"/>
        <source>%1 %2</source>
        <comment>one adjective before a noun phrase, put to it from the nearest adjective outwards: 1/4 blue Elemental creature = 1/4 (blue (Elemental (creature)))</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="520"/>
        <source>an %1</source>
        <comment>indefinite article before a vowel sound; %1 is masculine</comment>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="521"/>
        <source>an %1</source>
        <comment>indefinite article before a vowel sound; %1 is feminine</comment>
        <translation>una %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="523"/>
        <source>a %1</source>
        <comment>indefinite article; %1 is masculine</comment>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="524"/>
        <source>a %1</source>
        <comment>indefinite article; %1 is feminine</comment>
        <translation>una %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="574"/>
        <source>fortified land</source>
        <translation>terra fortificata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="585"/>
        <source>enchanted %1</source>
        <comment>%1 is masculine</comment>
        <translation>il %1 incantato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="586"/>
        <source>enchanted %1</source>
        <comment>%1 is feminine</comment>
        <translation>la %1 incantata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="311"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="496"/>
        <source>target %1</source>
        <comment>%1 is masculine</comment>
        <translation>un %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="312"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="497"/>
        <source>target %1</source>
        <comment>%1 is feminine</comment>
        <translation>una %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="314"/>
        <source>target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>un %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="315"/>
        <source>target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>una %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="351"/>
        <source>up to %1 target %2 %3</source>
        <comment>number, noun, its qualifiers</comment>
        <translation>fino a %1 %2 bersaglio %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="320"/>
        <source>up to one target %1</source>
        <comment>%1 is masculine</comment>
        <translation>fino a un %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="321"/>
        <source>up to one target %1</source>
        <comment>%1 is feminine</comment>
        <translation>fino a una %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="324"/>
        <source>up to one target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>fino a un %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="325"/>
        <source>up to one target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>fino a una %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="338"/>
        <source>X target %1</source>
        <comment>a plural noun</comment>
        <translation>X %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="339"/>
        <source>X target %1 %2</source>
        <comment>a plural noun, its qualifiers</comment>
        <translation>X %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="358"/>
        <source>another target %1</source>
        <comment>%1 is masculine</comment>
        <translation>un altro %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="359"/>
        <source>another target %1</source>
        <comment>%1 is feminine</comment>
        <translation>un&apos;altra %1 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="362"/>
        <source>another target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>un altro %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="363"/>
        <source>another target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>un&apos;altra %1 bersaglio %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="372"/>
        <source>that %1</source>
        <comment>%1 is masculine</comment>
        <translation>quel %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="373"/>
        <source>that %1</source>
        <comment>%1 is feminine</comment>
        <translation>quella %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="377"/>
        <source>those %1</source>
        <comment>%1 is masculine</comment>
        <translation>quei %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="378"/>
        <source>those %1</source>
        <comment>%1 is feminine</comment>
        <translation>quelle %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="384"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="582"/>
        <source>it</source>
        <comment>the object a dies or leaves trigger is about</comment>
        <translation>quella carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="414"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="431"/>
        <source>%1 each</source>
        <comment>several targets, each of which gets a change: up to two target creatures each</comment>
        <translation>%1, ciascuna,</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="121"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="429"/>
        <source>%1 target %2</source>
        <comment>a number, a plural noun</comment>
        <translation>%1 %2 bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="122"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="430"/>
        <source>%1 target %2 %3</source>
        <comment>a number, a plural noun, its qualifiers</comment>
        <translation>%1 %2 bersaglio %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="445"/>
        <source>a %1 of your choice</source>
        <comment>%1 is masculine</comment>
        <translation>un %1 a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="446"/>
        <source>a %1 of your choice</source>
        <comment>%1 is feminine</comment>
        <translation>una %1 a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="455"/>
        <source>both creatures</source>
        <comment>a soulbond pair</comment>
        <translation>entrambe le creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="457"/>
        <source>the exiled card</source>
        <translation>la carta esiliata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="463"/>
        <source>that token</source>
        <comment>the token an effect created</comment>
        <translation>quella pedina</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="508"/>
        <source>other %1</source>
        <comment>singular; %1 is masculine</comment>
        <translation>altro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="509"/>
        <source>other %1</source>
        <comment>singular; %1 is feminine</comment>
        <translation>altra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="514"/>
        <source>other %1</source>
        <comment>plural, without article; %1 is masculine</comment>
        <translation>altri %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="515"/>
        <source>other %1</source>
        <comment>plural, without article; %1 is feminine</comment>
        <translation>altre %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="520"/>
        <source>other %1</source>
        <comment>plural subject or object; %1 is masculine</comment>
        <translation>gli altri %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="521"/>
        <source>other %1</source>
        <comment>plural subject or object; %1 is feminine</comment>
        <translation>le altre %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="524"/>
        <source>all %1</source>
        <comment>%1 is masculine</comment>
        <translation>tutti i %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="525"/>
        <source>all %1</source>
        <comment>%1 is feminine</comment>
        <translation>tutte le %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="528"/>
        <source>%1</source>
        <comment>plural subject or object (&quot;creatures you control have …&quot;): add the definite article if your language needs one; %1 is masculine</comment>
        <translation>i %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="531"/>
        <source>%1</source>
        <comment>plural subject or object (&quot;creatures you control have …&quot;): add the definite article if your language needs one; %1 is feminine</comment>
        <translation>le %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="536"/>
        <source>each other %1</source>
        <comment>%1 is masculine</comment>
        <translation>ogni altro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="537"/>
        <source>each other %1</source>
        <comment>%1 is feminine</comment>
        <translation>ogni altra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="541"/>
        <source>another %1</source>
        <comment>%1 is masculine</comment>
        <translation>un altro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="542"/>
        <source>another %1</source>
        <comment>%1 is feminine</comment>
        <translation>un&apos;altra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="170"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="201"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="563"/>
        <source>it</source>
        <comment>subject pronoun for a masculine noun</comment>
        <translation>quest&apos;ultimo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="171"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="202"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="564"/>
        <source>it</source>
        <comment>subject pronoun for a feminine noun</comment>
        <translation>quest&apos;ultima</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="99"/>
        <source>power and toughness each equal to %1</source>
        <translation>forza e costituzione ciascuna pari a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="140"/>
        <source>is turned face down</source>
        <comment>singular</comment>
        <translation>viene girata a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="141"/>
        <source>are turned face down</source>
        <comment>plural</comment>
        <translation>vengono girate a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="142"/>
        <source>be turned face down</source>
        <comment>infinitive</comment>
        <translation>venga girata a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="143"/>
        <source>is face down</source>
        <comment>singular</comment>
        <translation>è a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="144"/>
        <source>are face down</source>
        <comment>plural</comment>
        <translation>sono a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="145"/>
        <source>be face down</source>
        <comment>infinitive</comment>
        <translation>sia a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="168"/>
        <source>becomes the chosen type in addition to its other types</source>
        <comment>singular</comment>
        <translation>diventa del tipo scelto in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="170"/>
        <source>become the chosen type in addition to their other types</source>
        <comment>plural</comment>
        <translation>diventano del tipo scelto in aggiunta ai loro altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="172"/>
        <source>become the chosen type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>diventi del tipo scelto in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="175"/>
        <source>is the chosen type in addition to its other types</source>
        <comment>singular</comment>
        <translation>è del tipo scelto in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="177"/>
        <source>are the chosen type in addition to their other types</source>
        <comment>plural</comment>
        <translation>sono del tipo scelto in aggiunta ai loro altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="179"/>
        <source>be the chosen type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sia del tipo scelto in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="182"/>
        <source>becomes the chosen type</source>
        <comment>singular</comment>
        <translation>diventa del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="183"/>
        <source>become the chosen type</source>
        <comment>plural</comment>
        <translation>diventano del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="184"/>
        <source>become the chosen type</source>
        <comment>infinitive</comment>
        <translation>diventi del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="185"/>
        <source>is the chosen type</source>
        <comment>singular</comment>
        <translation>è del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="186"/>
        <source>are the chosen type</source>
        <comment>plural</comment>
        <translation>sono del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="187"/>
        <source>be the chosen type</source>
        <comment>infinitive</comment>
        <translation>sia del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="208"/>
        <source>isn&apos;t %1</source>
        <comment>singular</comment>
        <translation>non è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="209"/>
        <source>aren&apos;t %1</source>
        <comment>plural</comment>
        <translation>non sono %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="210"/>
        <source>not be %1</source>
        <comment>infinitive</comment>
        <translation>non sia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="215"/>
        <source>gains all creature types</source>
        <comment>singular</comment>
        <translation>acquisisce tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="216"/>
        <source>gain all creature types</source>
        <comment>plural</comment>
        <translation>acquisiscono tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="217"/>
        <source>gain all creature types</source>
        <comment>infinitive</comment>
        <translation>acquisisca tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="218"/>
        <source>has all creature types</source>
        <comment>singular</comment>
        <translation>ha tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="219"/>
        <source>have all creature types</source>
        <comment>plural</comment>
        <translation>hanno tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="220"/>
        <source>have all creature types</source>
        <comment>infinitive</comment>
        <translation>abbia tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="223"/>
        <source>loses all creature types</source>
        <comment>singular</comment>
        <translation>perde tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="224"/>
        <source>lose all creature types</source>
        <comment>plural</comment>
        <translation>perdono tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="225"/>
        <source>lose all creature types</source>
        <comment>infinitive</comment>
        <translation>perda tutti i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="229"/>
        <source>becomes every basic land type in addition to its other types</source>
        <comment>singular</comment>
        <translation>diventa di ogni tipo di terra base in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="231"/>
        <source>become every basic land type in addition to their other types</source>
        <comment>plural</comment>
        <translation>diventano di ogni tipo di terra base in aggiunta ai loro altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="233"/>
        <source>become every basic land type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>diventi di ogni tipo di terra base in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="236"/>
        <source>is every basic land type in addition to its other types</source>
        <comment>singular</comment>
        <translation>è di ogni tipo di terra base in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="238"/>
        <source>are every basic land type in addition to their other types</source>
        <comment>plural</comment>
        <translation>sono di ogni tipo di terra base in aggiunta ai loro altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="240"/>
        <source>be every basic land type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sia di ogni tipo di terra base in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="245"/>
        <source>is all colors</source>
        <comment>singular</comment>
        <translation>è di tutti i colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="246"/>
        <source>are all colors</source>
        <comment>plural</comment>
        <translation>sono di tutti i colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="247"/>
        <source>be all colors</source>
        <comment>infinitive</comment>
        <translation>sia di tutti i colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="264"/>
        <source>a color of your choice</source>
        <translation>del colore a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="251"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="264"/>
        <source>the chosen color</source>
        <translation>del colore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="153"/>
        <source>the basic land type of your choice</source>
        <translation>il tipo di terra base a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="154"/>
        <source>the creature type of your choice</source>
        <translation>il tipo di creatura a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="251"/>
        <source>the color of your choice</source>
        <translation>del colore a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="269"/>
        <source>becomes %1 in addition to its other colors</source>
        <comment>singular</comment>
        <translation>diventa %1 in aggiunta ai suoi altri colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="270"/>
        <source>become %1 in addition to their other colors</source>
        <comment>plural</comment>
        <translation>diventano %1 in aggiunta ai loro altri colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="271"/>
        <source>become %1 in addition to its other colors</source>
        <comment>infinitive</comment>
        <translation>diventi %1 in aggiunta ai suoi altri colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="272"/>
        <source>is %1 in addition to its other colors</source>
        <comment>singular</comment>
        <translation>è %1 in aggiunta ai suoi altri colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="273"/>
        <source>are %1 in addition to their other colors</source>
        <comment>plural</comment>
        <translation>sono %1 in aggiunta ai loro altri colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="274"/>
        <source>be %1 in addition to its other colors</source>
        <comment>infinitive</comment>
        <translation>sia %1 in aggiunta ai suoi altri colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="281"/>
        <source>gains %1</source>
        <comment>singular</comment>
        <translation>acquisisce %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="282"/>
        <source>gain %1</source>
        <comment>plural</comment>
        <translation>acquisiscono %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="283"/>
        <source>gain %1</source>
        <comment>infinitive</comment>
        <translation>acquisisca %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="284"/>
        <source>has %1</source>
        <comment>singular</comment>
        <translation>ha %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="285"/>
        <source>have %1</source>
        <comment>plural</comment>
        <translation>hanno %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="286"/>
        <source>have %1</source>
        <comment>infinitive</comment>
        <translation>abbia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="291"/>
        <source>loses %1</source>
        <comment>singular</comment>
        <translation>perde %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="292"/>
        <source>lose %1</source>
        <comment>plural</comment>
        <translation>perdono %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="293"/>
        <source>lose %1</source>
        <comment>infinitive</comment>
        <translation>perda %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="297"/>
        <source>loses all abilities</source>
        <comment>singular</comment>
        <translation>perde tutte le abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="298"/>
        <source>lose all abilities</source>
        <comment>plural</comment>
        <translation>perdono tutte le abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="299"/>
        <source>lose all abilities</source>
        <comment>infinitive</comment>
        <translation>perda tutte le abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="302"/>
        <source>can&apos;t have or gain %1</source>
        <comment>singular</comment>
        <translation>non può avere né acquisire %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="303"/>
        <source>can&apos;t have or gain %1</source>
        <comment>plural</comment>
        <translation>non possono avere né acquisire %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="304"/>
        <source>be unable to have or gain %1</source>
        <comment>infinitive</comment>
        <translation>non possa avere né acquisire %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="311"/>
        <source>has base power and toughness %1</source>
        <comment>singular</comment>
        <translation>ha forza e costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="312"/>
        <source>have base power and toughness %1</source>
        <comment>plural</comment>
        <translation>hanno forza e costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="313"/>
        <source>have base power and toughness %1</source>
        <comment>infinitive</comment>
        <translation>abbia forza e costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="317"/>
        <source>has base power and toughness each equal to %1</source>
        <comment>singular</comment>
        <translation>ha come forza base e come costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="318"/>
        <source>have base power and toughness each equal to %1</source>
        <comment>plural</comment>
        <translation>hanno come forza base e come costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="319"/>
        <source>have base power and toughness each equal to %1</source>
        <comment>infinitive</comment>
        <translation>abbia come forza base e come costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="323"/>
        <source>has base power equal to %1 and base toughness equal to %2</source>
        <comment>singular</comment>
        <translation>ha come forza base %1 e come costituzione base %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="325"/>
        <source>have base power equal to %1 and base toughness equal to %2</source>
        <comment>plural</comment>
        <translation>hanno come forza base %1 e come costituzione base %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="327"/>
        <source>have base power equal to %1 and base toughness equal to %2</source>
        <comment>infinitive</comment>
        <translation>abbia come forza base %1 e come costituzione base %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="331"/>
        <source>has base power %1</source>
        <comment>singular</comment>
        <translation>ha forza base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="332"/>
        <source>have base power %1</source>
        <comment>plural</comment>
        <translation>hanno forza base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="333"/>
        <source>have base power %1</source>
        <comment>infinitive</comment>
        <translation>abbia forza base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="336"/>
        <source>has base power equal to %1</source>
        <comment>singular</comment>
        <translation>ha come forza base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="337"/>
        <source>have base power equal to %1</source>
        <comment>plural</comment>
        <translation>hanno come forza base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="338"/>
        <source>have base power equal to %1</source>
        <comment>infinitive</comment>
        <translation>abbia come forza base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="341"/>
        <source>has base toughness %1</source>
        <comment>singular</comment>
        <translation>ha costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="342"/>
        <source>have base toughness %1</source>
        <comment>plural</comment>
        <translation>hanno costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="343"/>
        <source>have base toughness %1</source>
        <comment>infinitive</comment>
        <translation>abbia costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="346"/>
        <source>has base toughness equal to %1</source>
        <comment>singular</comment>
        <translation>ha come costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="347"/>
        <source>have base toughness equal to %1</source>
        <comment>plural</comment>
        <translation>hanno come costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="348"/>
        <source>have base toughness equal to %1</source>
        <comment>infinitive</comment>
        <translation>abbia come costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="362"/>
        <source>gets %1</source>
        <comment>singular</comment>
        <translation>prende %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="363"/>
        <source>get %1</source>
        <comment>plural</comment>
        <translation>prendono %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="364"/>
        <source>get %1</source>
        <comment>infinitive</comment>
        <translation>prenda %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="369"/>
        <source>has its power and toughness switched</source>
        <comment>singular</comment>
        <translation>ha forza e costituzione scambiate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="370"/>
        <source>have their power and toughness switched</source>
        <comment>plural</comment>
        <translation>hanno forza e costituzione scambiate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="371"/>
        <source>have its power and toughness switched</source>
        <comment>infinitive</comment>
        <translation>abbia forza e costituzione scambiate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="381"/>
        <source>can&apos;t be blocked</source>
        <comment>singular</comment>
        <translation>non può essere bloccata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="382"/>
        <source>can&apos;t be blocked</source>
        <comment>plural</comment>
        <translation>non possono essere bloccate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="383"/>
        <source>be unblockable</source>
        <comment>infinitive</comment>
        <translation>non possa essere bloccata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="384"/>
        <source>can&apos;t attack or block</source>
        <comment>singular</comment>
        <translation>non può attaccare né bloccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="385"/>
        <source>can&apos;t attack or block</source>
        <comment>plural</comment>
        <translation>non possono attaccare né bloccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="386"/>
        <source>be unable to attack or block</source>
        <comment>infinitive</comment>
        <translation>non poter attaccare né bloccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="388"/>
        <source>can&apos;t be blocked by Walls</source>
        <comment>singular</comment>
        <translation>non può essere bloccata dai Muri</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="389"/>
        <source>can&apos;t be blocked by Walls</source>
        <comment>plural</comment>
        <translation>non possono essere bloccate dai Muri</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="390"/>
        <source>be unblockable by Walls</source>
        <comment>infinitive</comment>
        <translation>non possa essere bloccata dai Muri</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="392"/>
        <source>can&apos;t be blocked except by two or more creatures</source>
        <comment>singular</comment>
        <translation>non può essere bloccata se non da due o più creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="393"/>
        <source>can&apos;t be blocked except by two or more creatures</source>
        <comment>plural</comment>
        <translation>non possono essere bloccate se non da due o più creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="394"/>
        <source>be unblockable except by two or more creatures</source>
        <comment>infinitive</comment>
        <translation>non possa essere bloccata se non da due o più creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="396"/>
        <source>can&apos;t be blocked except by three or more creatures</source>
        <comment>singular</comment>
        <translation>non possono essere bloccate se non da tre o più creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="397"/>
        <source>can&apos;t be blocked except by three or more creatures</source>
        <comment>plural</comment>
        <translation>non possono essere bloccate se non da tre o più creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="398"/>
        <source>be unblockable except by three or more creatures</source>
        <comment>infinitive</comment>
        <translation>non possa essere bloccata se non da tre o più creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="400"/>
        <source>attacks each combat if able</source>
        <comment>singular</comment>
        <translation>attacca ogni combattimento se può</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="401"/>
        <source>attack each combat if able</source>
        <comment>plural</comment>
        <translation>attaccano ogni combattimento se possono</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="402"/>
        <source>attack each combat if able</source>
        <comment>infinitive</comment>
        <translation>attacchi ogni combattimento se può</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="404"/>
        <source>doesn&apos;t untap during its controller&apos;s untap step</source>
        <comment>singular</comment>
        <translation>non si STAPpa durante la sottofase di STAP del suo controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="405"/>
        <source>don&apos;t untap during their controllers&apos; untap steps</source>
        <comment>plural</comment>
        <translation>non si STAPpano durante la sottofase di STAP dei loro controllori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="406"/>
        <source>not untap during its controller&apos;s untap step</source>
        <comment>infinitive</comment>
        <translation>non si STAPpi durante la sottofase di STAP del suo controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="407"/>
        <source>attacks %1 if able</source>
        <comment>singular</comment>
        <translation>attacca %1 se può</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="408"/>
        <source>attack %1 if able</source>
        <comment>plural</comment>
        <translation>attaccano %1 se possono</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="409"/>
        <source>attack %1 if able</source>
        <comment>infinitive</comment>
        <translation>attacchi %1 se può</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="411"/>
        <source>can&apos;t attack unless defending player controls %1</source>
        <comment>singular</comment>
        <translation>non può attaccare a meno che il giocatore in difesa non controlli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="412"/>
        <source>can&apos;t attack unless defending player controls %1</source>
        <comment>plural</comment>
        <translation>non possono attaccare a meno che il giocatore in difesa non controlli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="413"/>
        <source>be unable to attack unless defending player controls %1</source>
        <comment>infinitive</comment>
        <translation>non possa attaccare a meno che il giocatore in difesa non controlli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="415"/>
        <source>can&apos;t block</source>
        <comment>singular</comment>
        <translation>non può bloccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="416"/>
        <source>can&apos;t block</source>
        <comment>plural</comment>
        <translation>non possono bloccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="417"/>
        <source>be unable to block</source>
        <comment>infinitive</comment>
        <translation>non possa bloccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="419"/>
        <source>can block only creatures with flying</source>
        <comment>singular</comment>
        <translation>può bloccare solo creature con volare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="420"/>
        <source>can block only creatures with flying</source>
        <comment>plural</comment>
        <translation>possono bloccare solo creature con volare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="421"/>
        <source>be able to block only creatures with flying</source>
        <comment>infinitive</comment>
        <translation>possa bloccare solo creature con volare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="422"/>
        <source>can&apos;t be countered</source>
        <comment>singular</comment>
        <translation>non può essere neutralizzato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="423"/>
        <source>can&apos;t be countered</source>
        <comment>plural</comment>
        <translation>non possono essere neutralizzati</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="424"/>
        <source>be impossible to counter</source>
        <comment>infinitive</comment>
        <translation>non possa essere neutralizzato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="425"/>
        <source>can&apos;t attack</source>
        <comment>singular</comment>
        <translation>non può attaccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="426"/>
        <source>can&apos;t attack</source>
        <comment>plural</comment>
        <translation>non può attaccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="427"/>
        <source>be unable to attack</source>
        <comment>infinitive</comment>
        <translation>non poter attaccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="429"/>
        <source>can&apos;t be blocked by more than one creature</source>
        <comment>singular</comment>
        <translation>non può essere bloccata da più di una creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="430"/>
        <source>can&apos;t be blocked by more than one creature</source>
        <comment>plural</comment>
        <translation>non può essere bloccata da più di una creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="431"/>
        <source>be unblockable by more than one creature</source>
        <comment>infinitive</comment>
        <translation>non poter essere bloccata da più di una creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="433"/>
        <source>can attack as though it didn&apos;t have defender</source>
        <comment>singular</comment>
        <translation>può attaccare come se non avesse difensore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="434"/>
        <source>can attack as though they didn&apos;t have defender</source>
        <comment>plural</comment>
        <translation>possono attaccare come se non avessero difensore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="435"/>
        <source>be able to attack as though it didn&apos;t have defender</source>
        <comment>infinitive</comment>
        <translation>poter attaccare come se non avesse difensore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="436"/>
        <source>is goaded</source>
        <comment>singular</comment>
        <translation>è provocata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="437"/>
        <source>are goaded</source>
        <comment>plural</comment>
        <translation>sono provocate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="438"/>
        <source>be goaded</source>
        <comment>infinitive</comment>
        <translation>essere provocata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="440"/>
        <source>can block any number of creatures</source>
        <comment>singular</comment>
        <translation>può bloccare un qualsiasi numero di creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="441"/>
        <source>can block any number of creatures</source>
        <comment>plural</comment>
        <translation>può bloccare un qualsiasi numero di creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="442"/>
        <source>be able to block any number of creatures</source>
        <comment>infinitive</comment>
        <translation>poter bloccare un qualsiasi numero di creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="444"/>
        <source>can block an additional creature each combat</source>
        <comment>singular</comment>
        <translation>può bloccare una creatura aggiuntiva in ogni combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="445"/>
        <source>can block an additional creature each combat</source>
        <comment>plural</comment>
        <translation>può bloccare una creatura aggiuntiva in ogni combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="446"/>
        <source>be able to block an additional creature each combat</source>
        <comment>infinitive</comment>
        <translation>poter bloccare una creatura aggiuntiva in ogni combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="448"/>
        <source>can&apos;t be blocked by creatures with power %1 or less</source>
        <comment>singular</comment>
        <translation>non può essere bloccata da creature con forza pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="449"/>
        <source>can&apos;t be blocked by creatures with power %1 or less</source>
        <comment>plural</comment>
        <translation>non può essere bloccata da creature con forza pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="450"/>
        <source>be unblockable by creatures with power %1 or less</source>
        <comment>infinitive</comment>
        <translation>non poter essere bloccata da creature con forza pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="453"/>
        <source>can&apos;t be blocked by creatures with power %1 or greater</source>
        <comment>singular</comment>
        <translation>non può essere bloccata da creature con forza pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="454"/>
        <source>can&apos;t be blocked by creatures with power %1 or greater</source>
        <comment>plural</comment>
        <translation>non può essere bloccata da creature con forza pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="455"/>
        <source>be unblockable by creatures with power %1 or greater</source>
        <comment>infinitive</comment>
        <translation>non poter essere bloccata da creature con forza pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="458"/>
        <source>can&apos;t be blocked by %1</source>
        <comment>singular</comment>
        <translation>non può essere bloccata da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="459"/>
        <source>can&apos;t be blocked by %1</source>
        <comment>plural</comment>
        <translation>non possono essere bloccate da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="460"/>
        <source>be unblockable by %1</source>
        <comment>infinitive</comment>
        <translation>non possa essere bloccata da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="462"/>
        <source>can&apos;t be blocked except by %1</source>
        <comment>singular</comment>
        <translation>non può essere bloccata tranne che da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="463"/>
        <source>can&apos;t be blocked except by %1</source>
        <comment>plural</comment>
        <translation>non possono essere bloccate tranne che da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="464"/>
        <source>be unblockable except by %1</source>
        <comment>infinitive</comment>
        <translation>non possa essere bloccata tranne che da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="466"/>
        <source>its activated abilities can&apos;t be activated</source>
        <comment>singular</comment>
        <translation>le sue abilità attivate non possono essere attivate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="467"/>
        <source>their activated abilities can&apos;t be activated</source>
        <comment>plural</comment>
        <translation>le loro abilità attivate non possono essere attivate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="468"/>
        <source>have its activated abilities be unable to be activated</source>
        <comment>infinitive</comment>
        <translation>che le sue abilità attivate non possano essere attivate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="471"/>
        <source>can&apos;t block creatures with power %1 or greater</source>
        <comment>singular</comment>
        <translation>non può bloccare creature con forza pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="472"/>
        <source>can&apos;t block creatures with power %1 or greater</source>
        <comment>plural</comment>
        <translation>non può bloccare creature con forza pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="473"/>
        <source>be unable to block creatures with power %1 or greater</source>
        <comment>infinitive</comment>
        <translation>non poter bloccare creature con forza pari o superiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="476"/>
        <source>can&apos;t block creatures with power %1 or less</source>
        <comment>singular</comment>
        <translation>non può bloccare creature con forza pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="477"/>
        <source>can&apos;t block creatures with power %1 or less</source>
        <comment>plural</comment>
        <translation>non possono bloccare creature con forza pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="478"/>
        <source>be unable to block creatures with power %1 or less</source>
        <comment>infinitive</comment>
        <translation>non poter bloccare creature con forza pari o inferiore a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="479"/>
        <source>blocks each combat if able</source>
        <comment>singular</comment>
        <translation>blocca in ogni combattimento, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="480"/>
        <source>block each combat if able</source>
        <comment>plural</comment>
        <translation>bloccano in ogni combattimento, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="481"/>
        <source>block each combat if able</source>
        <comment>infinitive</comment>
        <translation>bloccare in ogni combattimento, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="482"/>
        <source>blocks %1 if able</source>
        <comment>singular</comment>
        <translation>blocca %1, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="483"/>
        <source>block %1 if able</source>
        <comment>plural</comment>
        <translation>bloccano %1, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="484"/>
        <source>block %1 if able</source>
        <comment>infinitive</comment>
        <translation>bloccare %1, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="485"/>
        <source>must be blocked if able</source>
        <comment>singular</comment>
        <translation>deve essere bloccata, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="486"/>
        <source>must be blocked if able</source>
        <comment>plural</comment>
        <translation>devono essere bloccate, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="487"/>
        <source>be blocked if able</source>
        <comment>infinitive</comment>
        <translation>essere bloccata, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="488"/>
        <source>must be blocked by %1 if able</source>
        <comment>singular</comment>
        <translation>deve essere bloccata da %1, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="489"/>
        <source>must be blocked by %1 if able</source>
        <comment>plural</comment>
        <translation>devono essere bloccate da %1, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="490"/>
        <source>be blocked by %1 if able</source>
        <comment>infinitive</comment>
        <translation>essere bloccata da %1, se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="491"/>
        <source>can&apos;t attack you</source>
        <comment>singular</comment>
        <translation>non può attaccarti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="492"/>
        <source>can&apos;t attack you</source>
        <comment>plural</comment>
        <translation>non possono attaccarti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="493"/>
        <source>be unable to attack you</source>
        <comment>infinitive</comment>
        <translation>non poterti attaccare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="495"/>
        <source>can&apos;t attack you or a planeswalker you control</source>
        <comment>singular</comment>
        <translation>non può attaccare te o un planeswalker che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="496"/>
        <source>can&apos;t attack you or a planeswalker you control</source>
        <comment>plural</comment>
        <translation>non possono attaccare te o un planeswalker che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="497"/>
        <source>be unable to attack you or a planeswalker you control</source>
        <comment>infinitive</comment>
        <translation>non poter attaccare te o un planeswalker che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="500"/>
        <source>can&apos;t attack if defending player controls %1</source>
        <comment>singular</comment>
        <translation>non può attaccare se il giocatore in difesa controlla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="501"/>
        <source>can&apos;t attack if defending player controls %1</source>
        <comment>plural</comment>
        <translation>non possono attaccare se il giocatore in difesa controlla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="502"/>
        <source>be unable to attack if defending player controls %1</source>
        <comment>infinitive</comment>
        <translation>non poter attaccare se il giocatore in difesa controlla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="505"/>
        <source>may assign its combat damage as though it weren&apos;t blocked</source>
        <comment>singular</comment>
        <translation>può assegnare il suo danno da combattimento come se non fosse bloccata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="507"/>
        <source>may assign their combat damage as though they weren&apos;t blocked</source>
        <comment>plural</comment>
        <translation>possono assegnare il loro danno da combattimento come se non fossero bloccate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="509"/>
        <source>be able to assign its combat damage as though it weren&apos;t blocked</source>
        <comment>infinitive</comment>
        <translation>poter assegnare il suo danno da combattimento come se non fosse bloccata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="512"/>
        <source>assigns combat damage equal to its toughness rather than its power</source>
        <comment>singular</comment>
        <translation>assegna danno da combattimento pari alla sua costituzione anziché alla sua forza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="514"/>
        <source>assign combat damage equal to their toughness rather than their power</source>
        <comment>plural</comment>
        <translation>assegnano danno da combattimento pari alla loro costituzione anziché alla loro forza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="516"/>
        <source>assign combat damage equal to its toughness rather than its power</source>
        <comment>infinitive</comment>
        <translation>assegnare danno da combattimento pari alla sua costituzione anziché alla sua forza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="544"/>
        <source>%1 or %2</source>
        <comment>either of two creature types</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="545"/>
        <source>%1 and/or %2</source>
        <comment>either of two sets of creatures</comment>
        <translation>%1 e/o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="555"/>
        <source>lets you play an additional land on each of your turns</source>
        <translation>ti permette di giocare una terra aggiuntiva in ciascuno dei tuoi turni</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="557"/>
        <source>lets mana be spent as though it were mana of any color</source>
        <translation>permette di spendere mana come se fosse mana di qualsiasi colore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="559"/>
        <source>adds one to your devotion to each color and each combination of colors</source>
        <translation>aggiunge uno alla tua devozione a ogni colore e a ogni combinazione di colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="561"/>
        <source>follows the rule &quot;%1&quot;</source>
        <translation>segue la regola “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="581"/>
        <source>%1, and %2</source>
        <comment>a predicate, then a clause about the same object&apos;s activated abilities</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMadeOver.cpp" line="32"/>
        <source>loses all abilities and %1 with base power and toughness %2</source>
        <comment>is a Coward creature</comment>
        <translation>perde tutte le abilità e %1 con forza e costituzione base %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMadeOver.cpp" line="38"/>
        <source>%1 with base power and toughness %2 and has %3, and it loses all other abilities, card types, and creature types</source>
        <comment>is an Insect artifact creature</comment>
        <translation>%1 con forza e costituzione base %2 e ha %3, e perde tutte le altre abilità, gli altri tipi di carta e i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMadeOver.cpp" line="43"/>
        <source>%1 with base power and toughness %2, and it loses all other abilities, card types, and creature types</source>
        <comment>is an Insect artifact creature</comment>
        <translation>%1 con forza e costituzione base %2, e perde tutte le altre abilità, gli altri tipi di carta e i tipi di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="215"/>
        <source>%1 unless %2</source>
        <comment>a rule, the condition under which it doesn&apos;t apply</comment>
        <translation>%1, tranne se %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="217"/>
        <source>%1 as long as %2</source>
        <comment>a condition holding a comma, after what it governs</comment>
        <translation>%1 finché %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="403"/>
        <source>gain control of %1</source>
        <translation>prendi il controllo di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="404"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="238"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="241"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="349"/>
        <source>you control %1</source>
        <translation>controlli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="406"/>
        <source>exchange control of %1</source>
        <translation>scambia il controllo di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="410"/>
        <source>one color word with another</source>
        <translation>una parola di colore con un&apos;altra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="412"/>
        <source>one basic land type word with another</source>
        <translation>una parola di tipo di terra base con un&apos;altra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="414"/>
        <source>one color word or basic land type word with another</source>
        <translation>una parola di colore o di tipo di terra base con un&apos;altra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="416"/>
        <source>one creature type word with another</source>
        <translation>una parola di tipo di creatura con un&apos;altra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="418"/>
        <source>all instances of color words in the text of %1 are changed to the chosen color word</source>
        <translation>tutte le occorrenze di parole di colore nel testo di %1 vengono cambiate nella parola di colore scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="421"/>
        <source>every color word with the chosen color word</source>
        <translation>ogni parola di colore con la parola di colore scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="423"/>
        <source>change the text of %1 by replacing all instances of %2</source>
        <translation>cambia il testo di %1 sostituendo tutte le occorrenze di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="424"/>
        <source>the text of %1 is changed by replacing all instances of %2</source>
        <translation>il testo di %1 viene cambiato sostituendo tutte le occorrenze di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="427"/>
        <source>switch the power and toughness of %1</source>
        <translation>scambia forza e costituzione di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="435"/>
        <source>it</source>
        <comment>the one target creature an instruction before named, dealt damage or dealing it</comment>
        <translation>quella creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="439"/>
        <source>prevent all damage that would be dealt to %1 by %2</source>
        <translation>previeni tutto il danno che %2 infliggerebbero a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="442"/>
        <source>prevent all combat damage that would be dealt to %1 by %2</source>
        <translation>previeni tutto il danno da combattimento che %2 infliggerebbero a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="445"/>
        <source>prevent all damage that would be dealt to %1</source>
        <translation>previeni tutto il danno che %1 subirebbe</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="447"/>
        <source>prevent all combat damage that would be dealt to %1</source>
        <translation>previeni tutto il danno da combattimento che verrebbe inflitto a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="449"/>
        <source>prevent all damage that would be dealt by %1</source>
        <translation>previeni tutto il danno che verrebbe inflitto da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="451"/>
        <source>prevent all combat damage that would be dealt by %1</source>
        <translation>previeni tutto il danno da combattimento che verrebbe inflitto da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="453"/>
        <source>prevent all damage that would be dealt to and dealt by %1</source>
        <translation>previeni tutto il danno che verrebbe inflitto a e da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="455"/>
        <source>prevent all combat damage that would be dealt to and dealt by %1</source>
        <translation>previeni tutto il danno da combattimento che verrebbe inflitto a e da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="464"/>
        <source>%1 you control</source>
        <comment>permanents of a list of kinds</comment>
        <translation>%1 che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="466"/>
        <source>%1 your opponents control</source>
        <comment>permanents of a list of kinds</comment>
        <translation>%1 controllati dai tuoi avversari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="467"/>
        <source>%1 enter tapped</source>
        <comment>permanents of a set enter the battlefield tapped</comment>
        <translation>%1 entrano nel campo di battaglia TAPpati</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="470"/>
        <source>activated abilities of %1 can&apos;t be activated</source>
        <translation>le abilità attivate di %1 non possono essere attivate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="472"/>
        <source>%1 can block creatures with shadow as though they didn&apos;t have shadow</source>
        <translation>%1 può bloccare creature con ombra come se non avessero ombra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="474"/>
        <source>if %1 would deal damage to a permanent or player, it deals double that damage to that permanent or player instead</source>
        <translation>se %1 sta per infliggere danno a un permanente o a un giocatore, invece infligge il doppio di quel danno a quel permanente o giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="476"/>
        <source>a source</source>
        <translation>una fonte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="478"/>
        <source>prevent all noncombat damage that would be dealt to %1</source>
        <translation>previeni tutto il danno non da combattimento che %1 subirebbe</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="480"/>
        <source>the legend rule doesn&apos;t apply to %1</source>
        <translation>la regola delle leggende non si applica a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="482"/>
        <source>you may choose not to untap %1 during your untap step</source>
        <translation>puoi scegliere di non STAPpare %1 durante la tua sottofase di STAP</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="484"/>
        <source>if %1 is in your opening hand, you may begin the game with it on the battlefield</source>
        <translation>se %1 è nella tua mano iniziale, puoi iniziare la partita con essa sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="487"/>
        <source>all creatures able to block %1 do so</source>
        <translation>tutte le creature in grado di bloccare %1 lo fanno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="489"/>
        <source>creatures with power less than %1&apos;s power can&apos;t block it</source>
        <translation>le creature con forza inferiore alla forza di %1 non possono bloccarla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="491"/>
        <source>%1 can be your commander</source>
        <translation>%1 può essere il tuo comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="493"/>
        <source>if damage would be dealt to %1, prevent that damage. Remove a +1/+1 counter from %1</source>
        <translation>se un danno sta per essere inflitto a %1, previeni quel danno. Rimuovi un segnalino +1/+1 da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="496"/>
        <source>you may cast %1 as though it had flash. If you cast it any time a sorcery couldn&apos;t have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step</source>
        <translation>puoi lanciare %1 come se avesse lampo. Se lo lanci in un momento in cui non avresti potuto lanciare una stregoneria, il controllore del permanente che diventa lo sacrifica all&apos;inizio della prossima sottofase di cancellazione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="505"/>
        <source>spells with the chosen name can&apos;t be cast</source>
        <translation>le magie con il nome scelto non possono essere lanciate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="508"/>
        <source>your opponents can&apos;t cast spells with the chosen name</source>
        <translation>i tuoi avversari non possono lanciare magie con il nome scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="516"/>
        <source>you may play the top card of your library if it&apos;s %1</source>
        <comment>a card</comment>
        <translation>puoi giocare la prima carta del tuo grimorio se è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="517"/>
        <source>you may cast the top card of your library if it&apos;s %1</source>
        <comment>a card</comment>
        <translation>puoi lanciare la prima carta del tuo grimorio se è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="524"/>
        <source>prevent all damage that would be dealt to you by sources you don&apos;t control</source>
        <translation>previeni tutto il danno che ti infliggerebbero le fonti che non controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="16"/>
        <source>you may play an additional land on each of your turns</source>
        <translation>puoi giocare una terra aggiuntiva in ciascuno dei tuoi turni</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="18"/>
        <source>mana can be spent as though it were mana of any color</source>
        <translation>il mana può essere speso come se fosse mana di qualsiasi colore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="20"/>
        <source>your devotion to each color and each combination of colors is increased by one</source>
        <translation>la tua devozione a ogni colore e a ogni combinazione di colori aumenta di uno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="21"/>
        <source>the legend rule doesn&apos;t apply</source>
        <translation>la regola delle leggende non si applica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="22"/>
        <source>spells can&apos;t be countered</source>
        <translation>le magie non possono essere neutralizzate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="23"/>
        <source>you have no maximum hand size</source>
        <translation>non hai limite massimo di carte in mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="24"/>
        <source>skip your draw step</source>
        <translation>salta la tua acquisizione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="25"/>
        <source>you have hexproof</source>
        <translation>hai anti-malocchio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="27"/>
        <source>play with the top card of your library revealed</source>
        <translation>gioca con la prima carta del tuo grimorio rivelata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="28"/>
        <source>players can&apos;t gain life</source>
        <translation>i giocatori non possono guadagnare punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="29"/>
        <source>your opponents can&apos;t gain life</source>
        <translation>i tuoi avversari non possono guadagnare punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="30"/>
        <source>you have shroud</source>
        <translation>hai velo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="32"/>
        <source>you don&apos;t lose the game for having 0 or less life</source>
        <translation>non perdi la partita per avere 0 o meno punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="34"/>
        <source>each player can&apos;t cast more than one spell each turn</source>
        <translation>ogni giocatore non può lanciare più di una magia per turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="36"/>
        <source>you can&apos;t cast more than one spell each turn</source>
        <translation>non puoi lanciare più di una magia per turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="38"/>
        <source>each opponent can&apos;t draw more than one card each turn</source>
        <translation>ogni avversario non può pescare più di una carta per turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="40"/>
        <source>players can&apos;t untap more than one artifact during their untap steps</source>
        <translation>i giocatori non possono STAPpare più di un artefatto durante le loro sottofasi di STAP</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="42"/>
        <source>players can&apos;t untap more than one creature during their untap steps</source>
        <translation>i giocatori non possono STAPpare più di una creatura durante le loro sottofasi di STAP</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="43"/>
        <source>players can&apos;t search libraries</source>
        <translation>i giocatori non possono passare in rassegna i grimori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="45"/>
        <source>your opponents can&apos;t search libraries</source>
        <translation>i tuoi avversari non possono passare in rassegna i grimori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="46"/>
        <source>players can&apos;t cycle cards</source>
        <translation>i giocatori non possono ciclare carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="47"/>
        <source>players skip their untap steps</source>
        <translation>i giocatori saltano le loro sottofasi di STAP</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="49"/>
        <source>players don&apos;t lose unspent mana as steps and phases end</source>
        <translation>i giocatori non perdono il mana non speso alla fine delle sottofasi e delle fasi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="50"/>
        <source>damage can&apos;t be prevented</source>
        <translation>il danno non può essere prevenuto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="52"/>
        <source>you may look at the top card of your library any time</source>
        <translation>puoi guardare la prima carta del tuo grimorio in qualsiasi momento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="54"/>
        <source>players play with the top card of their libraries revealed</source>
        <translation>i giocatori giocano con la prima carta del loro grimorio rivelata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="56"/>
        <source>you can&apos;t lose the game and your opponents can&apos;t win the game</source>
        <translation>non puoi perdere la partita e i tuoi avversari non possono vincere la partita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="58"/>
        <source>spells and abilities your opponents control can&apos;t cause you to sacrifice permanents</source>
        <translation>le magie e le abilità controllate dai tuoi avversari non possono farti sacrificare permanenti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="59"/>
        <source>you may play the top card of your library</source>
        <translation>puoi giocare la prima carta del tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="60"/>
        <source>your life total can&apos;t change</source>
        <translation>il tuo totale di punti vita non può cambiare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="61"/>
        <source>prevent all damage that would be dealt to you</source>
        <translation>previeni tutto il danno che subiresti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="63"/>
        <source>if you would gain life, you gain that much life plus 1 instead</source>
        <translation>se stai per guadagnare punti vita, invece guadagni altrettanti punti vita più 1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="64"/>
        <source>if you would gain life, you gain twice that much life instead</source>
        <translation>se stai per guadagnare punti vita, invece guadagni il doppio di quei punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="66"/>
        <source>damage that would reduce your life total to less than 1 reduces it to 1 instead</source>
        <translation>il danno che ridurrebbe il tuo totale di punti vita a meno di 1 invece lo riduce a 1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="67"/>
        <source>your maximum hand size is reduced by %1</source>
        <translation>il numero massimo di carte nella tua mano è ridotto di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="68"/>
        <source>your maximum hand size is increased by %1</source>
        <translation>il numero massimo di carte nella tua mano è aumentato di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="529"/>
        <source>players follow the rule &quot;%1&quot;</source>
        <translation>i giocatori seguono la regola “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="534"/>
        <source>%1 is affected by the rule &quot;%2&quot;</source>
        <translation>%1 è soggetto alla regola “%2”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="564"/>
        <source>this creature</source>
        <translation>questa creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="76"/>
        <source>if it&apos;s a creature, %1</source>
        <translation>se è una creatura, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="77"/>
        <source>%1 and, if it&apos;s a creature, %2</source>
        <translation>%1 e, se è una creatura, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="97"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="54"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="57"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="60"/>
        <source>%1 with %2</source>
        <comment>a creature with flying</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesText.cpp" line="68"/>
        <location filename="../core/text/RulesText.cpp" line="74"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="564"/>
        <source>this permanent</source>
        <translation>questo permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="42"/>
        <source>it&apos;s %1 in addition to its other types</source>
        <translation>è %1 in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="46"/>
        <source>it has base power and toughness %1</source>
        <translation>ha forza e costituzione base %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="49"/>
        <source>it isn&apos;t %1</source>
        <comment>a supertype the copy doesn&apos;t have: legendary</comment>
        <translation>non è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="53"/>
        <source>it doesn&apos;t copy that %1&apos;s color</source>
        <comment>%1 is masculine</comment>
        <translation>non copia il colore di quel %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="54"/>
        <source>it doesn&apos;t copy that %1&apos;s color</source>
        <comment>%1 is feminine</comment>
        <translation>non copia il colore di quella %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="297"/>
        <source>you may gain X life</source>
        <translation>puoi guadagnare X punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="297"/>
        <source>you gain X life</source>
        <translation>guadagni X punti vita</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="299"/>
        <source>you may gain %n life</source>
        <translation>
            <numerusform>puoi guadagnare %n punto vita</numerusform>
            <numerusform>puoi guadagnare %n punti vita</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="300"/>
        <source>you gain %n life</source>
        <translation>
            <numerusform>guadagni %n punto vita</numerusform>
            <numerusform>guadagni %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="312"/>
        <source>you lose X life</source>
        <translation>perdi X punti vita</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="312"/>
        <source>you lose %n life</source>
        <translation>
            <numerusform>perdi %n punto vita</numerusform>
            <numerusform>perdi %n punti vita</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="322"/>
        <source>target player loses %n life and you gain %n life</source>
        <translation>
            <numerusform>un giocatore bersaglio perde %n punto vita e tu guadagni %n punto vita</numerusform>
            <numerusform>un giocatore bersaglio perde %n punti vita e tu guadagni %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="411"/>
        <source>that %1&apos;s controller may search their library for a basic land card, put it onto the battlefield, then shuffle</source>
        <comment>%1 is masculine</comment>
        <translation>il controllore di quel %1 può cercare nel suo grimorio una carta terra base, metterla sul campo di battaglia e poi rimescolare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="415"/>
        <source>that %1&apos;s controller may search their library for a basic land card, put it onto the battlefield, then shuffle</source>
        <comment>%1 is feminine</comment>
        <translation>il controllore di quella %1 può cercare nel suo grimorio una carta terra base, metterla sul campo di battaglia e poi rimescolare</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextCostParts.cpp" line="74"/>
        <source>Pay %n life</source>
        <comment>cost</comment>
        <translation>
            <numerusform>Paga %n punto vita</numerusform>
            <numerusform>Paga %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/Contractions.cpp" line="84"/>
        <source>(none)</source>
        <comment>contractions applied to the finished text: pairs &quot;from=to&quot; separated by &quot;|&quot;, matched at the start of a word, e.g. Spanish &quot;de el =del |a el =al &quot;; leave &quot;(none)&quot; if your language has none</comment>
        <translation>i artefatti=gli artefatti|i incantesimi=gli incantesimi|il artefatto=l&apos;artefatto|il incantesimo=l&apos;incantesimo|quel artefatto=quell&apos;artefatto|quel incantesimo=quell&apos;incantesimo|quei artefatti=quegli artefatti|quei incantesimi=quegli incantesimi|di il =del |di lo =dello |di la =della |di l&apos;=dell&apos;|di i =dei |di gli =degli |di le =delle |a il =al |a lo =allo |a la =alla |a l&apos;=all&apos;|a i =ai |a gli =agli |a le =alle |da il =dal |da lo =dallo |da la =dalla |da l&apos;=dall&apos;|da i =dai |da gli =dagli |da le =dalle |su il =sul |su lo =sullo |su la =sulla |su l&apos;=sull&apos;|su i =sui |su gli =sugli |su le =sulle |in il =nel |in lo =nello |in la =nella |in l&apos;=nell&apos;|in i =nei |in gli =negli |in le =nelle </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="59"/>
        <source>it has %1</source>
        <translation>ha %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="62"/>
        <source>it has this ability</source>
        <translation>ha questa abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="67"/>
        <source>it enters with an additional %1 counter on it</source>
        <translation>entra nel campo di battaglia con un segnalino %1 aggiuntivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="69"/>
        <source>it enters with %1 additional %2 counters on it</source>
        <translation>entra nel campo di battaglia con %1 segnalini %2 aggiuntivi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="267"/>
        <source>at the beginning of the next end step</source>
        <translation>all&apos;inizio della prossima sottofase finale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="269"/>
        <source>at the beginning of your next end step</source>
        <translation>all&apos;inizio della tua prossima sottofase finale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="271"/>
        <source>at the beginning of your next upkeep</source>
        <translation>all&apos;inizio del tuo prossimo mantenimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="273"/>
        <source>at the beginning of the next upkeep</source>
        <translation>all&apos;inizio del prossimo mantenimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="278"/>
        <source>when %1 enters</source>
        <translation>quando %1 entra nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="281"/>
        <source>whenever another creature enters</source>
        <translation>ogniqualvolta un&apos;altra creatura entra nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="285"/>
        <source>whenever another creature you control enters</source>
        <translation>ogniqualvolta un&apos;altra creatura che controlli entra nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="288"/>
        <source>at the beginning of your upkeep</source>
        <translation>all&apos;inizio del tuo mantenimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="290"/>
        <source>at the beginning of each upkeep</source>
        <translation>all&apos;inizio di ogni mantenimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="292"/>
        <source>at the beginning of each end step</source>
        <translation>all&apos;inizio di ogni sottofase finale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="294"/>
        <source>at the beginning of your end step</source>
        <translation>all&apos;inizio della tua sottofase finale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="296"/>
        <source>whenever you cast a creature spell</source>
        <translation>ogniqualvolta lanci una magia creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="298"/>
        <source>whenever an opponent casts a creature spell</source>
        <translation>ogniqualvolta un avversario lancia una magia creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="300"/>
        <source>when you cast this spell</source>
        <translation>quando lanci questa magia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="302"/>
        <source>when %1 leaves the battlefield or becomes untapped</source>
        <translation>quando %1 lascia il campo di battaglia o viene STAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="182"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="304"/>
        <source>whenever %1 is dealt damage</source>
        <translation>ogniqualvolta a %1 vengono inflitti danni</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="44"/>
        <source>historic spell</source>
        <comment>700.6: an artifact, legendary or Saga spell</comment>
        <translation>magia storica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="206"/>
        <source>whenever an opponent discards %1</source>
        <comment>a card of some kind</comment>
        <translation>ogni volta che un avversario scarta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="208"/>
        <source>whenever an opponent discards a card</source>
        <translation>ogni volta che un avversario scarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="211"/>
        <source>whenever a player discards %1</source>
        <comment>a card of some kind</comment>
        <translation>ogni volta che un giocatore scarta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="213"/>
        <source>whenever a player discards a card</source>
        <translation>ogni volta che un giocatore scarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="216"/>
        <source>whenever you discard %1</source>
        <comment>a card of some kind</comment>
        <translation>ogni volta che scarti %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="218"/>
        <source>whenever you discard a card</source>
        <translation>ogni volta che scarti una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="221"/>
        <source>whenever you&apos;re dealt damage</source>
        <translation>ogni volta che ti viene inflitto danno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="223"/>
        <source>whenever a source an opponent controls deals damage to you</source>
        <translation>ogni volta che una fonte controllata da un avversario ti infligge danno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="224"/>
        <source>whenever a source deals damage to you</source>
        <translation>ogni volta che una fonte ti infligge danno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="226"/>
        <source>whenever %1 deals damage to you</source>
        <comment>a creature of some kind</comment>
        <translation>ogni volta che %1 ti infligge danno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="228"/>
        <source>whenever you lose life</source>
        <translation>ogni volta che perdi punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="230"/>
        <source>whenever a player draws a card</source>
        <translation>ogni volta che un giocatore pesca una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="233"/>
        <source>whenever you attack</source>
        <translation>ogni volta che attacchi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="234"/>
        <source>whenever one or more %1 attack</source>
        <comment>creatures of some kind you control</comment>
        <translation>ogni volta che una o più %1 attaccano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="237"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="239"/>
        <source>whenever one or more +1/+1 counters are put on %1</source>
        <comment>a permanent</comment>
        <translation>ogni volta che uno o più segnalini +1/+1 vengono messi su %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="243"/>
        <source>whenever %1 is tapped for mana</source>
        <comment>an object the source is attached to</comment>
        <translation>ogni volta che %1 viene TAPpato per produrre mana</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="251"/>
        <source>whenever an opponent taps %1 for mana</source>
        <comment>a permanent of some kind</comment>
        <translation>ogni volta che un avversario TAPpa %1 per produrre mana</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="253"/>
        <source>whenever a player taps %1 for mana</source>
        <comment>a permanent of some kind</comment>
        <translation>ogni volta che un giocatore TAPpa %1 per produrre mana</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="254"/>
        <source>whenever you tap %1 for mana</source>
        <comment>a permanent of some kind, or this object</comment>
        <translation>ogni volta che TAPpi %1 per produrre mana</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="275"/>
        <source>at the beginning of that turn&apos;s end step</source>
        <translation>all&apos;inizio della sottofase finale di quel turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="306"/>
        <source>when %1 dies</source>
        <translation>quando %1 muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="308"/>
        <source>when you cycle %1</source>
        <translation>quando cicli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="316"/>
        <source>whenever %1 is put into a graveyard from the battlefield</source>
        <comment>a permanent of some kind</comment>
        <translation>ogni volta che %1 viene messo in un cimitero dal campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="319"/>
        <source>whenever %1 dies</source>
        <comment>a creature of some kind</comment>
        <translation>ogni volta che %1 muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="321"/>
        <source>whenever %1 or another creature dies</source>
        <translation>ogni volta che %1 o un&apos;altra creatura muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="325"/>
        <source>whenever %1 or another creature you control dies</source>
        <translation>ogni volta che %1 o un&apos;altra creatura che controlli muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="328"/>
        <source>when %1 leaves the battlefield</source>
        <translation>quando %1 lascia il campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="330"/>
        <source>when %1 enters or leaves the battlefield</source>
        <translation>quando %1 entra nel campo di battaglia o lo lascia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="332"/>
        <source>whenever %1 attacks</source>
        <translation>ogni volta che %1 attacca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="334"/>
        <source>whenever %1 enters or attacks</source>
        <translation>ogni volta che %1 entra nel campo di battaglia o attacca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="185"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="336"/>
        <source>whenever %1 blocks</source>
        <translation>ogni volta che %1 blocca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="338"/>
        <source>whenever %1 becomes blocked</source>
        <translation>ogni volta che %1 viene bloccata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="340"/>
        <source>whenever %1 blocks or becomes blocked</source>
        <translation>ogni volta che %1 blocca o viene bloccata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="342"/>
        <source>whenever %1 deals combat damage to a player</source>
        <translation>ogni volta che %1 infligge danno da combattimento a un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="344"/>
        <source>whenever a creature you control attacks alone</source>
        <translation>ogni volta che una creatura che controlli attacca da sola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="346"/>
        <source>whenever a creature without flanking blocks %1</source>
        <translation>ogni volta che una creatura senza fiancheggiare blocca %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="56"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="353"/>
        <source>whenever you cast %1</source>
        <comment>a spell of some kind</comment>
        <translation>ogni volta che lanci %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="58"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="354"/>
        <source>whenever an opponent casts %1</source>
        <comment>a spell of some kind</comment>
        <translation>ogni volta che un avversario lancia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="356"/>
        <source>when the event &quot;%1&quot; happens</source>
        <translation>quando si verifica l&apos;evento “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="14"/>
        <location filename="../core/text/RulesTextActions.cpp" line="18"/>
        <source>%1 %2 counters</source>
        <translation>%1 segnalini %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="325"/>
        <location filename="../core/text/RulesTextActions.cpp" line="17"/>
        <source>%1 counter</source>
        <translation>segnalino %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="172"/>
        <source>add one mana of any color</source>
        <translation>aggiungi un mana di qualsiasi colore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="174"/>
        <source>add one mana of the chosen color</source>
        <translation>aggiungi un mana del colore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="444"/>
        <location filename="../core/text/RulesTextActions.cpp" line="124"/>
        <location filename="../core/text/RulesTextActions.cpp" line="181"/>
        <location filename="../core/text/RulesTextActions.cpp" line="184"/>
        <source>add %1</source>
        <comment>add mana</comment>
        <translation>aggiungi %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="196"/>
        <source>draw a card</source>
        <translation>pesca una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="196"/>
        <source>draw %1 cards</source>
        <translation>pesca %1 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="203"/>
        <source>%1 mills a card</source>
        <comment>a player</comment>
        <translation>%1 macina una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="204"/>
        <source>%1 mills %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 macina %2 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="206"/>
        <source>mill a card</source>
        <translation>macina una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="206"/>
        <source>mill %1 cards</source>
        <translation>macina %1 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="210"/>
        <source>you win the game</source>
        <translation>vinci la partita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="214"/>
        <source>exile %1 until %2 leaves the battlefield</source>
        <comment>an object, the source</comment>
        <translation>esilia %1 finché %2 non lascia il campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="216"/>
        <source>exile %1</source>
        <translation>esilia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="221"/>
        <source>return %1 from your graveyard to the battlefield tapped</source>
        <translation>fai tornare %1 dal tuo cimitero sul campo di battaglia TAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="231"/>
        <source>return %1 to the battlefield tapped under its owner&apos;s control</source>
        <translation>rimetti %1 sul campo di battaglia TAPpata sotto il controllo del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="232"/>
        <source>return %1 to the battlefield under its owner&apos;s control</source>
        <translation>rimetti %1 sul campo di battaglia sotto il controllo del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="233"/>
        <source>return %1 to the battlefield tapped under your control</source>
        <translation>rimetti %1 sul campo di battaglia TAPpata sotto il tuo controllo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="234"/>
        <source>return %1 to the battlefield under your control</source>
        <translation>rimetti %1 sul campo di battaglia sotto il tuo controllo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="237"/>
        <source>%1 with %2 on it</source>
        <comment>returned with counters</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="244"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="129"/>
        <source>%1 reveals their hand</source>
        <comment>a player</comment>
        <translation>%1 rivela la sua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="245"/>
        <source>you choose %1 from it</source>
        <comment>a card of some kind</comment>
        <translation>scegli %1 da essa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="247"/>
        <source>that player discards that card</source>
        <translation>quel giocatore scarta quella carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="251"/>
        <source>scry %1</source>
        <translation>profetizza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="254"/>
        <location filename="../core/text/RulesTextActions.cpp" line="492"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="304"/>
        <source>any target</source>
        <translation>un qualsiasi bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="259"/>
        <source>it</source>
        <comment>the granter of a quoted ability, named in its cost: Unattach Razor Boomerang: It deals …</comment>
        <translation>esso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="263"/>
        <source>you may have %1 deal damage equal to %2 to %3</source>
        <comment>a source, an amount, what is dealt damage</comment>
        <translation>puoi far sì che %1 infligga danno pari a %2 a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="266"/>
        <source>you may have %1 deal %2 damage to %3</source>
        <comment>a source, a number, what is dealt damage</comment>
        <translation>puoi far sì che %1 infligga %2 danni a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="269"/>
        <source>%1 deals damage equal to %2 to %3</source>
        <translation>%1 infligge a %3 danni pari a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="271"/>
        <source>%1 deals %2 damage to each %3 and each player</source>
        <translation>%1 infligge %2 danni a ogni %3 e a ogni giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="273"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="203"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 infligge %2 danni a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="277"/>
        <source>%1 deals %2 damage to each opponent</source>
        <translation>%1 infligge %2 danni a ogni avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="282"/>
        <source>you may gain life equal to the life lost this way</source>
        <translation>puoi guadagnare punti vita pari alla vita persa in questo modo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="283"/>
        <source>you gain life equal to the life lost this way</source>
        <translation>guadagni punti vita pari alla vita persa in questo modo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="285"/>
        <source>you may gain that much life</source>
        <translation>puoi guadagnare altrettanti punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="285"/>
        <source>you gain that much life</source>
        <translation>guadagni altrettanti punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="287"/>
        <source>%1 gains that much life</source>
        <comment>a player</comment>
        <translation>%1 guadagna altrettanti punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="291"/>
        <source>gain life equal to %1</source>
        <translation>guadagna punti vita pari a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="289"/>
        <source>%1 gains life equal to %2</source>
        <comment>a player, an amount</comment>
        <translation>%1 guadagna punti vita pari a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="46"/>
        <source>if you can&apos;t, %1</source>
        <comment>an instruction done only when the sacrifice before it could not be</comment>
        <translation>se non puoi, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="47"/>
        <source>if the player can&apos;t, %1</source>
        <comment>an instruction done only when the sacrifice before it could not be</comment>
        <translation>se quel giocatore non può, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="66"/>
        <source>you may pay %1 to end this effect</source>
        <comment>a mana cost</comment>
        <translation>puoi pagare %1 per terminare questo effetto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="112"/>
        <source>one mana of any type %1 produced</source>
        <comment>that land</comment>
        <translation>un mana di qualsiasi tipo prodotto da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="114"/>
        <location filename="../core/text/RulesTextActions.cpp" line="116"/>
        <location filename="../core/text/RulesTextActions.cpp" line="118"/>
        <source>an additional %1</source>
        <comment>mana</comment>
        <translation>%1 aggiuntivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="114"/>
        <source>one mana of any color</source>
        <comment>mana</comment>
        <translation>un mana di qualsiasi colore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="116"/>
        <source>one mana of the chosen color</source>
        <comment>mana</comment>
        <translation>un mana del colore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="123"/>
        <source>%1 adds %2</source>
        <comment>a player, mana</comment>
        <translation>%1 aggiunge %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="147"/>
        <source>%1 loses this ability and becomes an Aura enchantment with enchant creature</source>
        <comment>a licid</comment>
        <translation>%1 perde questa abilità e diventa un incantesimo Aura con incanta creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="162"/>
        <source>add one mana of any type that a land you control could produce</source>
        <translation>aggiungi un mana di qualsiasi tipo che una terra che controlli potrebbe produrre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="179"/>
        <source>%1 adds %2</source>
        <comment>a player, mana symbols</comment>
        <translation>%1 aggiunge %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="230"/>
        <source>return %1 to the battlefield under their owners&apos; control</source>
        <translation>rimetti %1 sul campo di battaglia sotto il controllo dei rispettivi proprietari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="294"/>
        <source>%1 gains X life</source>
        <comment>a player</comment>
        <translation>%1 guadagna X punti vita</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="295"/>
        <source>%1 gains %n life</source>
        <comment>a player</comment>
        <translation>
            <numerusform>%1 guadagna %n punto vita</numerusform>
            <numerusform>%1 guadagna %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="304"/>
        <source>%1 loses that much life</source>
        <comment>a player</comment>
        <translation>%1 perde altrettanti punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="306"/>
        <source>you lose life equal to %1</source>
        <translation>perdi punti vita pari a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="307"/>
        <source>%1 loses life equal to %2</source>
        <comment>a player, an amount</comment>
        <translation>%1 perde punti vita pari a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="309"/>
        <source>%1 loses X life</source>
        <comment>a player</comment>
        <translation>%1 perde X punti vita</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="310"/>
        <source>%1 loses %n life</source>
        <comment>a player</comment>
        <translation>
            <numerusform>%1 perde %n punto vita</numerusform>
            <numerusform>%1 perde %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="315"/>
        <source>each player loses half their life, rounded up</source>
        <translation>ogni giocatore perde metà dei suoi punti vita, arrotondati per eccesso</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="320"/>
        <source>target opponent loses %n life and you gain %n life</source>
        <translation>
            <numerusform>un avversario bersaglio perde %n punto vita e tu guadagni %n punto vita</numerusform>
            <numerusform>un avversario bersaglio perde %n punti vita e tu guadagni %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="324"/>
        <source>target player loses X life and you gain X life</source>
        <translation>un giocatore bersaglio perde X punti vita e tu guadagni X punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="326"/>
        <source>target player loses X life and you gain X life, where X is %1</source>
        <translation>un giocatore bersaglio perde X punti vita e tu guadagni X punti vita, dove X è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="330"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="220"/>
        <source>sacrifice %1</source>
        <translation>sacrifica %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="333"/>
        <source>sacrifice %1 unless you pay %2</source>
        <translation>sacrifica %1 a meno che tu non paghi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="337"/>
        <source>return %1 from your graveyard to your hand</source>
        <translation>fai tornare %1 dal tuo cimitero nella tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="340"/>
        <source>return %1 to their owners&apos; hands</source>
        <translation>fai ritornare %1 nelle mani dei rispettivi proprietari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="342"/>
        <location filename="../core/text/RulesTextActions.cpp" line="344"/>
        <source>return %1 to its owner&apos;s hand</source>
        <translation>fai tornare %1 in mano al suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="350"/>
        <source>remove %1 from %2</source>
        <translation>rimuovi %1 da %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="351"/>
        <source>if you can&apos;t, sacrifice %1</source>
        <translation>se non puoi, sacrifica %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="355"/>
        <source>search your library for a basic land card, reveal it, put it into your hand, then shuffle</source>
        <translation>cerca nel tuo grimorio una carta terra base, rivelala, aggiungila alla tua mano e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="360"/>
        <source>destroy %1</source>
        <translation>distruggi %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="363"/>
        <source>destroy all %1</source>
        <comment>plural noun; %1 is masculine</comment>
        <translation>distruggi tutti gli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="364"/>
        <source>destroy all %1</source>
        <comment>plural noun; %1 is feminine</comment>
        <translation>distruggi tutte le %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="367"/>
        <source>they can&apos;t be regenerated</source>
        <translation>non possono essere rigenerate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="367"/>
        <source>it can&apos;t be regenerated</source>
        <translation>non può essere rigenerata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="371"/>
        <source>tap %1</source>
        <translation>TAPpa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="374"/>
        <source>untap %1</source>
        <translation>STAPpa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="377"/>
        <source>tap or untap %1</source>
        <translation>TAPpa o STAPpa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="382"/>
        <source>%1 don&apos;t untap during their controllers&apos; next untap steps</source>
        <translation>%1 non si STAPpano durante la prossima sottofase di STAP dei loro controllori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="383"/>
        <source>%1 doesn&apos;t untap during its controller&apos;s next untap step</source>
        <translation>%1 non si STAPpa durante la prossima sottofase di STAP del suo controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="389"/>
        <source>put that many %1 counters on %2</source>
        <comment>a kind of counter, a permanent</comment>
        <translation>metti altrettanti segnalini %1 su %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="392"/>
        <source>put %1 on each of %2</source>
        <comment>counters, several targets</comment>
        <translation>metti %1 su ognuna di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="393"/>
        <source>put %1 on %2</source>
        <translation>metti %1 su %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="397"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="95"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="96"/>
        <source>create %1</source>
        <translation>crea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="397"/>
        <source>%1 token</source>
        <translation>pedina %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="400"/>
        <source>transform %1</source>
        <translation>trasforma %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="403"/>
        <source>flip %1</source>
        <comment>a flip card turned upside down (710)</comment>
        <translation>capovolgi %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="406"/>
        <source>turn %1 face down</source>
        <translation>gira %1 a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="421"/>
        <source>search your library for a basic land card, put it onto the battlefield tapped, then shuffle</source>
        <translation>cerca nel tuo grimorio una carta terra base, mettila sul campo di battaglia TAPpata e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="423"/>
        <source>search your library for a basic land card, put it onto the battlefield, then shuffle</source>
        <translation>cerca nel tuo grimorio una carta terra base, mettila sul campo di battaglia e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="430"/>
        <source>search your library for %1, put it onto the battlefield tapped, then shuffle</source>
        <translation>cerca nel tuo grimorio %1, mettila sul campo di battaglia TAPpata e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="431"/>
        <source>search your library for %1, put it onto the battlefield, then shuffle</source>
        <translation>cerca nel tuo grimorio %1, mettila sul campo di battaglia e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="460"/>
        <source>regenerate %1</source>
        <translation>rigenera %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="469"/>
        <source>counter %1 unless its controller pays %2 for each %3</source>
        <comment>a spell, a cost, one of a set</comment>
        <translation>neutralizza %1 a meno che il suo controllore non paghi %2 per ogni %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="472"/>
        <source>counter %1</source>
        <comment>counter a spell</comment>
        <translation>neutralizza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="474"/>
        <source>counter %1 unless its controller pays %2</source>
        <comment>a spell, a cost</comment>
        <translation>neutralizza %1 a meno che il suo controllore non paghi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="480"/>
        <source>you may have %1 discard a card</source>
        <comment>a player</comment>
        <translation>puoi far sì che %1 scarti una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="481"/>
        <source>you may have %1 discard %2 cards</source>
        <comment>a player, a number</comment>
        <translation>puoi far sì che %1 scarti %2 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="483"/>
        <source>%1 discards a card</source>
        <comment>a player</comment>
        <translation>%1 scarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="484"/>
        <source>%1 discards %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 scarta %2 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="486"/>
        <source>discard a card</source>
        <translation>scarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="486"/>
        <source>discard %1 cards</source>
        <translation>scarta %1 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="491"/>
        <source>you</source>
        <comment>prevent the next N damage that would be dealt to you</comment>
        <translation>te</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="493"/>
        <source>prevent the next X damage that would be dealt to %1 this turn</source>
        <translation>previeni i prossimi X danni che verrebbero inflitti a %1 in questo turno</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="494"/>
        <source>prevent the next %n damage that would be dealt to %1 this turn</source>
        <translation>
            <numerusform>previeni il prossimo %n danno che verrebbe inflitto a %1 in questo turno</numerusform>
            <numerusform>previeni i prossimi %n danni che verrebbero inflitti a %1 in questo turno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="558"/>
        <source>%1 or %2</source>
        <comment>the two alternatives of an instruction, one of which is done</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="564"/>
        <source>attach it to %1</source>
        <comment>the source named in the sentence before, an Aura now</comment>
        <translation>assegnalo a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="429"/>
        <source>%1 card</source>
        <translation>carta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="39"/>
        <source>if you do, %1</source>
        <comment>an instruction done only when the optional one before it was</comment>
        <translation>se lo fai, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="356"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="368"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="376"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="392"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="395"/>
        <source>%1 and %2</source>
        <comment>two instructions in one sentence</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="56"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="359"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="370"/>
        <source>%1, then %2</source>
        <comment>two instructions in one sentence</comment>
        <translation>%1, poi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="362"/>
        <source>you %1 and %2</source>
        <comment>you draw a card and you lose 1 life</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="81"/>
        <location filename="../core/text/RulesTextActions.cpp" line="95"/>
        <source>its controller</source>
        <translation>il suo controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="86"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="306"/>
        <source>target player</source>
        <translation>un giocatore bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="88"/>
        <source>each opponent</source>
        <translation>ogni avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="90"/>
        <source>each player</source>
        <translation>ogni giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="92"/>
        <source>that player</source>
        <translation>quel giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="84"/>
        <location filename="../core/text/RulesTextActions.cpp" line="97"/>
        <source>%1&apos;s controller</source>
        <comment>that creature&apos;s controller</comment>
        <translation>il controllore di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="99"/>
        <source>defending player</source>
        <translation>il giocatore in difesa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="170"/>
        <source>add %1 mana of any one color</source>
        <comment>a number</comment>
        <translation>aggiungi %1 mana di un qualsiasi colore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="176"/>
        <source>add %1 for each %2 counter removed this way</source>
        <comment>mana symbol, a counter kind</comment>
        <translation>aggiungi %1 per ogni segnalino %2 rimosso in questo modo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="189"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="81"/>
        <source>draw that many cards</source>
        <translation>pesca altrettante carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="191"/>
        <source>%1 draws an additional card</source>
        <comment>a player, in their draw step</comment>
        <translation>%1 pesca una carta aggiuntiva</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="193"/>
        <source>%1 draws a card</source>
        <comment>a player</comment>
        <translation>%1 pesca una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="194"/>
        <source>%1 draws %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 pesca %2 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="436"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="177"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="219"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="244"/>
        <source>look at the top %1 cards of your library</source>
        <translation>guarda le prime %1 carte del tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="437"/>
        <source>you may reveal an artifact card from among them and put it into your hand</source>
        <translation>puoi rivelare una carta artefatto tra esse e aggiungerla alla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="438"/>
        <source>put the others on the bottom of your library in any order</source>
        <translation>metti le altre in fondo al tuo grimorio in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="442"/>
        <source>return %1 to the battlefield</source>
        <translation>rimetti %1 sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="222"/>
        <location filename="../core/text/RulesTextActions.cpp" line="445"/>
        <source>return %1 from your graveyard to the battlefield</source>
        <translation>rimetti sul campo di battaglia %1 dal tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="446"/>
        <source>return %1 from a graveyard to the battlefield</source>
        <translation>rimetti sul campo di battaglia %1 da un cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="453"/>
        <source>exile %1 from your graveyard</source>
        <translation>esilia %1 dal tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="456"/>
        <source>exile %1 %2 from your graveyard</source>
        <translation>esilia %1 %2 dal tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="267"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="271"/>
        <location filename="../core/text/RulesTextActions.cpp" line="503"/>
        <source>%1, %2</source>
        <comment>trigger condition, effect</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="585"/>
        <source>%1.</source>
        <comment>end of a sentence</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="15"/>
        <source>%1walk</source>
        <comment>landwalk with a land type: Swampwalk</comment>
        <translation>Camminare su %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="17"/>
        <source>Nonbasic landwalk</source>
        <translation>Passaterre non base</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="19"/>
        <source>Legendary landwalk</source>
        <translation>Passaterre leggendarie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="21"/>
        <source>%1cycling %2</source>
        <comment>landcycling with a land type and its cost: Plainscycling {2}</comment>
        <translation>Ciclo %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="27"/>
        <source>Protection from %1 and from all colors</source>
        <comment>a plural card type: artifacts</comment>
        <translation>Protezione da %1 e da tutti i colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="30"/>
        <source>Protection from all colors</source>
        <translation>Protezione da tutti i colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="38"/>
        <source>%1 and from %2</source>
        <comment>protection from several qualities</comment>
        <translation>%1 e dal %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="39"/>
        <source>Protection from %1</source>
        <comment>a colour, or a list of colours (nouns)</comment>
        <translation>Protezione dal %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="44"/>
        <source>Protection from %1</source>
        <comment>a plural card type: creatures</comment>
        <translation>Protezione da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="46"/>
        <source>Protection from everything</source>
        <translation>Protezione da tutto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="48"/>
        <source>Protection from the chosen color</source>
        <translation>Protezione dal colore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="50"/>
        <source>Protection from the color of your choice</source>
        <translation>Protezione dal colore a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="52"/>
        <source>Protection from creatures of the chosen type</source>
        <translation>Protezione dalle creature del tipo scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="54"/>
        <source>Protection from monocolored</source>
        <translation>Protezione dai monocolori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="56"/>
        <source>Protection from snow</source>
        <translation>Protezione da ciò che è innevato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="57"/>
        <source>Protection from %1</source>
        <translation>Protezione da %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="62"/>
        <source>Enchant %1</source>
        <translation>Incanta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="65"/>
        <source>%1%2%3.</source>
        <comment>keyword, an em dash, a cost that is not mana: Evoke, dash, Exile a black card from your hand.</comment>
        <translation>%1%2%3.</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="68"/>
        <source>%1 %2%3%4</source>
        <comment>keyword, its number, an em dash and its cost: Suspend 4, dash, {1}{U}</comment>
        <translation>%1 %2%3%4</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="71"/>
        <source>%1 %2</source>
        <comment>keyword and its number: Rampage 2</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="73"/>
        <source>%1 %2</source>
        <comment>keyword and its cost: Equip {2}</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="19"/>
        <source>Sacrifice %1 other %2</source>
        <comment>cost: a number, permanents of some kind</comment>
        <translation>Sacrifica altre %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="22"/>
        <source>Sacrifice another %1</source>
        <comment>cost</comment>
        <translation>Sacrifica un altro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="24"/>
        <source>Sacrifice %1 %2</source>
        <comment>cost: a number, permanents of some kind</comment>
        <translation>Sacrifica %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="27"/>
        <location filename="../core/text/RulesTextCostParts.cpp" line="29"/>
        <source>Sacrifice %1</source>
        <comment>cost</comment>
        <translation>Sacrifica %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="34"/>
        <source>Discard %1</source>
        <comment>cost: a card of some kind</comment>
        <translation>Scarta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="36"/>
        <source>Discard %1 %2</source>
        <comment>cost: a number, cards of some kind</comment>
        <translation>Scarta %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="39"/>
        <source>Discard X cards</source>
        <comment>cost</comment>
        <translation>Scarta X carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="41"/>
        <source>Discard a card</source>
        <comment>cost</comment>
        <translation>Scarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="42"/>
        <source>Discard %1 cards</source>
        <comment>cost</comment>
        <translation>Scarta %1 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="45"/>
        <source>Discard a card at random</source>
        <comment>cost</comment>
        <translation>Scarta una carta a caso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="46"/>
        <source>Discard %1 cards at random</source>
        <comment>cost</comment>
        <translation>Scarta %1 carte a caso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="49"/>
        <source>Discard %1</source>
        <comment>cost: this card</comment>
        <translation>Scarta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="52"/>
        <source>Exile %1 from your graveyard</source>
        <comment>cost: this card</comment>
        <translation>Esilia %1 dal tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="57"/>
        <source>Exile %1 from your graveyard</source>
        <comment>cost: a card of some kind</comment>
        <translation>Esilia %1 dal tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="59"/>
        <source>Exile %1 %2 from your graveyard</source>
        <comment>cost: a number, cards of some kind</comment>
        <translation>Esilia %1 %2 dal tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="67"/>
        <source>Return %1 you control to its owner&apos;s hand</source>
        <comment>cost</comment>
        <translation>Fai tornare %1 che controlli in mano al suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="69"/>
        <source>Return %1 %2 you control to their owner&apos;s hand</source>
        <comment>cost</comment>
        <translation>Fai tornare %1 %2 che controlli in mano al loro proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="77"/>
        <source>Pay %1</source>
        <comment>cost: energy symbols</comment>
        <translation>Paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="81"/>
        <location filename="../core/text/RulesTextCostParts.cpp" line="86"/>
        <source>Exile %1 from your hand</source>
        <comment>cost</comment>
        <translation>Esilia %1 dalla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="96"/>
        <source>Remove %1 from %2 you control</source>
        <comment>cost: counters, a permanent</comment>
        <translation>Rimuovi %1 da %2 che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="101"/>
        <source>Remove any number of %1 counters from %2</source>
        <comment>cost: a counter kind, the object</comment>
        <translation>Rimuovi un qualsiasi numero di segnalini %1 da %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="104"/>
        <source>Remove %1 from %2</source>
        <comment>cost: counters, the object</comment>
        <translation>Rimuovi %1 da %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="108"/>
        <source>Exile %1</source>
        <comment>cost</comment>
        <translation>Esilia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="111"/>
        <source>Return %1 to its owner&apos;s hand</source>
        <comment>cost</comment>
        <translation>Fai tornare %1 in mano al suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="117"/>
        <source>Put %1 on %2</source>
        <comment>cost: counters, the object</comment>
        <translation>Metti %1 su %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="122"/>
        <source>Exile the top %1 of your graveyard</source>
        <comment>cost: a card of some kind</comment>
        <translation>Esilia la %1 in cima al tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="125"/>
        <source>Exile the top card of your graveyard</source>
        <comment>cost</comment>
        <translation>Esilia la prima carta del tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="126"/>
        <source>Exile the top %1 cards of your graveyard</source>
        <comment>cost: a number</comment>
        <translation>Esilia le prime %1 carte del tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="130"/>
        <source>Reveal %1 from your hand</source>
        <comment>cost: this card</comment>
        <translation>Rivela %1 dalla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="132"/>
        <source>Reveal %1 from your hand</source>
        <comment>cost: a card of some kind</comment>
        <translation>Rivela %1 dalla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="136"/>
        <source>Discard your hand</source>
        <comment>cost</comment>
        <translation>Scarta la tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="139"/>
        <source>Mill a card</source>
        <comment>cost</comment>
        <translation>Macina una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="139"/>
        <source>Mill %1 cards</source>
        <comment>cost: a number</comment>
        <translation>Macina %1 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="142"/>
        <source>Unattach %1</source>
        <comment>cost: an Equipment</comment>
        <translation>Stacca %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="150"/>
        <source>Tap another untapped %1 you control</source>
        <comment>cost</comment>
        <translation>TAPpa un altro %1 STAPpato che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="154"/>
        <source>Tap an untapped %1 you control</source>
        <comment>cost</comment>
        <translation>TAPpa un %1 STAPpato che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="155"/>
        <source>Tap %1 untapped %2 you control</source>
        <comment>cost</comment>
        <translation>TAPpa %1 %2 STAPpati che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="160"/>
        <source>, </source>
        <comment>between parts of a cost</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="90"/>
        <source>LEVEL %1-%2</source>
        <translation>LIVELLO %1-%2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="90"/>
        <source>LEVEL %1+</source>
        <translation>LIVELLO %1+</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="119"/>
        <source>option %1</source>
        <comment>a chosen option without its card&apos;s word</comment>
        <translation>opzione %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="120"/>
        <source>• %1 — %2</source>
        <comment>a chosen option&apos;s word, then the ability it gives</comment>
        <translation>• %1 — %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="141"/>
        <source>%1&apos;s power and toughness are each equal to %2</source>
        <translation>la forza e la costituzione di %1 sono ciascuna %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="144"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to their total toughness</source>
        <translation>La forza di %1 è uguale a %2 e la sua costituzione è uguale alla loro costituzione totale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="149"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to that number plus %3</source>
        <translation>la forza di %1 è %2 e la sua costituzione è quel numero più %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="151"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to that number minus %3</source>
        <translation>la forza di %1 è %2 e la sua costituzione è quel numero meno %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="154"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to %3</source>
        <translation>la forza di %1 è %2 e la sua costituzione è %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="157"/>
        <source>%1&apos;s power is equal to %2</source>
        <translation>la forza di %1 è %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="159"/>
        <source>%1&apos;s toughness is equal to %2</source>
        <translation>la costituzione di %1 è %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="172"/>
        <source>%1 doesn&apos;t untap during your untap step if it has %2 on it</source>
        <translation>%1 non si STAPpa durante la tua sottofase di STAP se ha %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="182"/>
        <source>it</source>
        <comment>the object an &quot;Otherwise&quot; sentence is about</comment>
        <translation>essa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="183"/>
        <source>otherwise, %1</source>
        <comment>what a static ability does while its condition does not hold</comment>
        <translation>altrimenti, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="191"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="444"/>
        <source>%1: %2</source>
        <comment>cost: effect</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="197"/>
        <source>activate only as a sorcery</source>
        <translation>attiva questa abilità solo come una stregoneria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="200"/>
        <source>any player may activate this ability</source>
        <translation>qualsiasi giocatore può attivare questa abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="203"/>
        <source>activate only if creatures you control have total power 8 or greater</source>
        <translation>attiva questa abilità solo se le creature che controlli hanno forza totale pari o superiore a 8</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="206"/>
        <source>activate only once each turn</source>
        <translation>attiva questa abilità solo una volta per turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="209"/>
        <source>activate only during your upkeep</source>
        <translation>attiva solo durante il tuo mantenimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="212"/>
        <source>activate only during your turn</source>
        <translation>attiva solo durante il tuo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="215"/>
        <source>activate only during your turn, before attackers are declared</source>
        <translation>attiva solo durante il tuo turno, prima che vengano dichiarati gli attaccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="218"/>
        <source>activate only during combat</source>
        <translation>attiva solo durante il combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="221"/>
        <source>activate no more than twice each turn</source>
        <translation>attiva non più di due volte per turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="224"/>
        <source>activate only before attackers are declared</source>
        <translation>attiva solo prima che vengano dichiarate le creature attaccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="227"/>
        <source>Forecast — %1</source>
        <comment>the forecast keyword, then its activated ability</comment>
        <translation>Previsione — %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="233"/>
        <source>activate only if %1</source>
        <comment>an activated ability&apos;s condition</comment>
        <translation>attiva questa abilità solo se %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="234"/>
        <source>%1 and only if %2</source>
        <comment>an activation restriction, then a condition</comment>
        <translation>%1 e solo se %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="246"/>
        <source>%1: %2</source>
        <comment>loyalty cost: effect</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="253"/>
        <source>when %1</source>
        <comment>a state trigger: when a state is true</comment>
        <translation>quando %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="257"/>
        <source>%1, if %2</source>
        <comment>trigger event, intervening if</comment>
        <translation>%1, se %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="279"/>
        <source>%1 enters tapped unless %2</source>
        <translation>%1 entra nel campo di battaglia TAPpata, tranne se %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="284"/>
        <source>%1 enters tapped unless you control %2</source>
        <translation>%1 entra nel campo di battaglia TAPpata a meno che tu non controlli %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="287"/>
        <source>%1 enters tapped unless you control %2 or fewer other %3</source>
        <translation>%1 entra nel campo di battaglia TAPpata a meno che tu non controlli %2 o meno altre %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="288"/>
        <source>%1 enters tapped unless you control %2 or fewer %3</source>
        <translation>%1 entra nel campo di battaglia TAPpata a meno che tu non controlli %2 o meno %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="293"/>
        <source>as %1 enters, you may pay %2 life</source>
        <comment>then: if you don&apos;t, it enters tapped</comment>
        <translation>mentre %1 entra nel campo di battaglia, puoi pagare %2 punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="295"/>
        <source>if you don&apos;t, it enters tapped</source>
        <comment>after: as this enters, you may pay 2 life</comment>
        <translation>se non lo fai, entra nel campo di battaglia TAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="299"/>
        <source>%1 enters tapped with %2 on it</source>
        <translation>%1 entra nel campo di battaglia TAPpata con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="301"/>
        <source>%1 enters tapped</source>
        <translation>%1 entra nel campo di battaglia TAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="304"/>
        <source>%1 enters with %2 on it if %3</source>
        <comment>enters with counters if a condition holds</comment>
        <translation>%1 entra con %2 se %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="308"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="320"/>
        <source>%1 enters with %2 on it</source>
        <translation>%1 entra nel campo di battaglia con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="308"/>
        <source>it</source>
        <translation>questo permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="315"/>
        <source>%1 and with %2</source>
        <comment>enters with counters and with abilities</comment>
        <translation>%1 e con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="317"/>
        <source>if %1, %2</source>
        <comment>a condition, then what happens</comment>
        <translation>se %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="326"/>
        <source>%1 enters with your choice of %2 on it</source>
        <translation>%1 entra nel campo di battaglia con %2, a tua scelta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="332"/>
        <source>a color</source>
        <translation>un colore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="335"/>
        <source>a creature type</source>
        <translation>un tipo di creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="338"/>
        <source>a basic land type</source>
        <translation>un tipo di terra base</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="341"/>
        <source>a card type</source>
        <translation>un tipo di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="344"/>
        <source>a card name</source>
        <translation>un nome di carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="347"/>
        <source>a color word</source>
        <translation>una parola di colore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="350"/>
        <source>a player</source>
        <translation>un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="353"/>
        <source>an opponent</source>
        <translation>un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="356"/>
        <source>a nonland card name</source>
        <translation>un nome di carta non terra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="360"/>
        <source>%1 or %2</source>
        <comment>choose one of two words the card prints</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="364"/>
        <source>as %1 enters, choose %2</source>
        <translation>mentre %1 entra nel campo di battaglia, scegli %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="372"/>
        <source>each other creature you control enters as a copy of %1</source>
        <translation>ogni altra creatura che controlli entra nel campo di battaglia come copia di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="381"/>
        <source>you may have %1 enter tapped as a copy of %2</source>
        <translation>puoi far entrare tappato %1 nel campo di battaglia come copia di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="382"/>
        <source>you may have %1 enter as a copy of %2</source>
        <translation>puoi far entrare %1 nel campo di battaglia come copia di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="383"/>
        <source>%1 enters as a copy of %2</source>
        <translation>%1 entra nel campo di battaglia come copia di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="397"/>
        <source>%1, it becomes your choice of %2 in addition to its other types</source>
        <comment>%1: as it enters (or is turned face up)</comment>
        <translation>%1, diventa a tua scelta %2 in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="399"/>
        <source>%1, it becomes your choice of %2</source>
        <comment>%1: as it enters (or is turned face up)</comment>
        <translation>%1, diventa a tua scelta %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="401"/>
        <source>as %1 enters or is turned face up</source>
        <translation>mentre %1 entra nel campo di battaglia o viene girata a faccia in su</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="402"/>
        <source>as %1 enters</source>
        <translation>mentre %1 entra nel campo di battaglia</translation>
    </message>
    <message>
        <source>as %1 enters, it becomes your choice of %2 in addition to its other types</source>
        <translation type="vanished">mentre %1 entra nel campo di battaglia, diventa a tua scelta %2 in aggiunta ai suoi altri tipi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="406"/>
        <source>%1 has a replacement effect</source>
        <translation>%1 ha un effetto di sostituzione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="420"/>
        <source>%1 costs %2 more to cast for each target beyond the first</source>
        <comment>strive: the spell, mana</comment>
        <translation>%1 costa %2 in più per essere lanciata per ogni bersaglio oltre il primo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="422"/>
        <source>as an additional cost to cast %1, %2</source>
        <comment>the spell, the cost</comment>
        <translation>come costo addizionale per lanciare %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="24"/>
        <source>you may cast %1 as though it had flash if you pay %2 more to cast it</source>
        <translation>puoi lanciare %1 come se avesse lampo se paghi %2 in più per lanciarlo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="26"/>
        <source>%1 costs %2 more to cast</source>
        <comment>this spell, generic mana</comment>
        <translation>%1 costa %2 in più per essere lanciata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="27"/>
        <source>%1 costs %2 less to cast</source>
        <comment>this spell, generic mana</comment>
        <translation>%1 costa %2 in meno per essere lanciata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="41"/>
        <source>%1 spells</source>
        <comment>a list of types, then spells: instant and sorcery spells</comment>
        <translation>magie %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="46"/>
        <source>%1 you cast</source>
        <comment>spells you cast</comment>
        <translation>%1 che lanci</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="48"/>
        <source>%1 your opponents cast</source>
        <comment>spells your opponents cast</comment>
        <translation>%1 lanciate dai tuoi avversari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="50"/>
        <source>%1 that target %2</source>
        <comment>spells, what they target</comment>
        <translation>%1 che bersagliano %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="52"/>
        <source>%1 cost %2 more to cast</source>
        <comment>spells, generic mana</comment>
        <translation>%1 costano %2 in più per essere lanciate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="53"/>
        <source>%1 cost %2 less to cast</source>
        <comment>spells, generic mana</comment>
        <translation>%1 costano %2 in meno per essere lanciate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="61"/>
        <source>%1 counter on %2</source>
        <comment>what a cost change counts: a counter kind, the source</comment>
        <translation>segnalino %1 su %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="63"/>
        <source>%1 counter you have</source>
        <comment>what a cost change counts: a counter kind</comment>
        <translation>segnalino %1 che hai</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="66"/>
        <source>%1 for each %2</source>
        <comment>a cost change, what it counts</comment>
        <translation>%1 per ogni %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="73"/>
        <source>%1 if %2</source>
        <comment>a cost change, its condition</comment>
        <translation>%1 se %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="83"/>
        <source>pay %1</source>
        <comment>a mana cost</comment>
        <translation>paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="84"/>
        <source>you may %1 rather than pay %2&apos;s mana cost</source>
        <comment>costs, this spell</comment>
        <translation>puoi %1 anziché pagare il costo di mana di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="85"/>
        <source> and </source>
        <comment>between the parts of an alternative cost</comment>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="87"/>
        <source>if %1, %2</source>
        <comment>a condition, an alternative cost</comment>
        <translation>se %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="95"/>
        <source>this spell can be cast only before the combat damage step</source>
        <translation>questa magia può essere lanciata solo prima della sottofase di danno da combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="97"/>
        <source>this spell can be cast only as a sorcery</source>
        <translation>questa magia può essere lanciata solo come una stregoneria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="99"/>
        <source>cast %1 only during combat</source>
        <translation>lancia %1 solo durante il combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="101"/>
        <source>cast %1 only during combat before blockers are declared</source>
        <translation>lancia %1 solo durante il combattimento prima che vengano dichiarate le creature bloccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="103"/>
        <source>cast %1 only during combat after blockers are declared</source>
        <translation>lancia %1 solo durante il combattimento dopo che sono state dichiarate le creature bloccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="105"/>
        <source>cast %1 only during the declare attackers step and only if you&apos;ve been attacked this step</source>
        <translation>lancia %1 solo durante la sottofase di dichiarazione degli attaccanti e solo se hai subito un attacco in questa sottofase</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="108"/>
        <source>cast %1 only during the declare blockers step</source>
        <translation>lancia %1 solo durante la sottofase di dichiarazione dei bloccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="110"/>
        <source>cast %1 only during an opponent&apos;s turn</source>
        <translation>lancia %1 solo durante il turno di un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="112"/>
        <source>cast %1 only during your turn</source>
        <translation>lancia %1 solo durante il tuo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="114"/>
        <source>cast %1 only if %2</source>
        <comment>this spell, a condition</comment>
        <translation>lancia %1 solo se %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="448"/>
        <source>%1 [not modelled]</source>
        <comment>an ability Strata shows as printed text only</comment>
        <translation>%1 [non modellata]</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="12"/>
        <source>choose three. You may choose the same mode more than once.</source>
        <translation>scegli tre. Puoi scegliere la stessa modalità più di una volta.</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="14"/>
        <source>choose one —</source>
        <translation>scegli uno —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="16"/>
        <source>choose two —</source>
        <translation>scegli due —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="18"/>
        <source>choose one or both —</source>
        <translation>scegli uno o entrambi —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="20"/>
        <source>choose one or more —</source>
        <translation>scegli uno o più —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="22"/>
        <source>choose %1 to %2 —</source>
        <comment>numbers of modes</comment>
        <translation>scegli da %1 a %2 —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="26"/>
        <source>• %1</source>
        <comment>a mode of a modal spell or ability</comment>
        <translation>• %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="51"/>
        <source>%1 spell</source>
        <comment>a choice of types, then spell: instant or sorcery spell</comment>
        <translation>magia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="62"/>
        <source>whenever %1 enters</source>
        <comment>a permanent of some kind</comment>
        <translation>ogni volta che %1 entra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="65"/>
        <source>whenever %1 or %2 enters</source>
        <comment>this object, another permanent of some kind</comment>
        <translation>ogni volta che %1 o %2 entra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="69"/>
        <source>whenever %1 attacks</source>
        <comment>a creature of some kind</comment>
        <translation>ogni volta che %1 attacca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="71"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="168"/>
        <source>whenever %1 attacks or blocks</source>
        <translation>ogni volta che %1 attacca o blocca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="75"/>
        <source>whenever a player casts %1</source>
        <comment>a spell of some kind</comment>
        <translation>ogni volta che un giocatore lancia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="79"/>
        <source>at the beginning of each opponent&apos;s upkeep</source>
        <translation>all&apos;inizio del mantenimento di ogni avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="81"/>
        <source>at the beginning of combat on your turn</source>
        <translation>all&apos;inizio del combattimento nel tuo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="83"/>
        <source>at end of combat</source>
        <translation>alla fine del combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="85"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="171"/>
        <source>whenever %1 deals damage</source>
        <translation>ogni volta che %1 infligge danno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="87"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="174"/>
        <source>whenever %1 deals damage to a player</source>
        <translation>ogni volta che %1 infligge danno a un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="89"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="178"/>
        <source>whenever %1 deals damage to an opponent</source>
        <translation>ogni volta che %1 infligge danno a un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="92"/>
        <source>whenever %1 deals combat damage to a creature</source>
        <translation>ogni volta che %1 infligge danno da combattimento a una creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="95"/>
        <source>whenever %1 deals combat damage to a player</source>
        <comment>a creature of some kind</comment>
        <translation>ogni volta che %1 infligge danno da combattimento a un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="98"/>
        <source>whenever %1 becomes untapped</source>
        <translation>ogni volta che %1 viene stappato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="100"/>
        <source>whenever you cast a spell that targets %1</source>
        <translation>ogni volta che lanci una magia che bersaglia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="102"/>
        <source>when %1 becomes monstrous</source>
        <translation>quando %1 diventa mostruoso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="104"/>
        <source>when %1 is turned face up</source>
        <translation>quando %1 viene girato a faccia in su</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="106"/>
        <source>whenever %1 attacks and isn&apos;t blocked</source>
        <translation>ogni volta che %1 attacca e non viene bloccata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="108"/>
        <source>whenever you gain life</source>
        <translation>ogni volta che guadagni punti vita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="110"/>
        <source>whenever you cycle or discard a card</source>
        <translation>ogni volta che cicli o scarti una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="112"/>
        <source>whenever a player cycles a card</source>
        <translation>ogni volta che un giocatore cicla una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="116"/>
        <source>whenever %1 dealt damage by %2 this turn dies</source>
        <comment>a creature of some kind, this creature</comment>
        <translation>ogni volta che %1 a cui %2 ha inflitto danno in questo turno muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="118"/>
        <source>whenever a creature dealt damage by %1 this turn dies</source>
        <translation>ogni volta che una creatura a cui %1 ha inflitto danno in questo turno muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="121"/>
        <source>at the beginning of enchanted player&apos;s upkeep</source>
        <translation>all&apos;inizio del mantenimento del giocatore incantato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="123"/>
        <source>at the beginning of the upkeep of %1&apos;s controller</source>
        <comment>an object the source is attached to</comment>
        <translation>all&apos;inizio del mantenimento del controllore di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="126"/>
        <source>whenever you draw a card</source>
        <translation>ogni volta che peschi una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="128"/>
        <source>whenever an opponent draws a card</source>
        <translation>ogni volta che un avversario pesca una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="131"/>
        <source>whenever %1 blocks %2</source>
        <comment>this creature, a creature of some kind</comment>
        <translation>ogni volta che %1 blocca %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="134"/>
        <source>whenever %1 becomes blocked by %2</source>
        <comment>this creature, a creature of some kind</comment>
        <translation>ogni volta che %1 viene bloccata da %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="138"/>
        <source>whenever %1 blocks or becomes blocked by %2</source>
        <comment>this creature, a creature of some kind</comment>
        <translation>ogni volta che %1 blocca o viene bloccata da %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="141"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="144"/>
        <source>whenever %1 becomes tapped</source>
        <translation>ogni volta che %1 viene TAPpato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="147"/>
        <source>whenever a creature attacks you or a planeswalker you control</source>
        <translation>ogni volta che una creatura attacca te o un planeswalker che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="149"/>
        <source>when %1 is put into a graveyard from anywhere</source>
        <translation>quando %1 viene messo in un cimitero da qualsiasi zona</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="151"/>
        <source>whenever %1 becomes the target of a spell or ability</source>
        <translation>ogni volta che %1 diventa bersaglio di una magia o abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="153"/>
        <source>whenever %1 and at least two other creatures attack</source>
        <translation>ogni volta che %1 e almeno altre due creature attaccano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="155"/>
        <source>at the beginning of your precombat main phase</source>
        <translation>all&apos;inizio della tua fase principale pre-combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="157"/>
        <source>at the beginning of each player&apos;s precombat main phase</source>
        <translation>all&apos;inizio della fase principale pre-combattimento di ogni giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="159"/>
        <source>at the beginning of your draw step</source>
        <translation>all&apos;inizio della tua sottofase di acquisizione</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="161"/>
        <source>at the beginning of each player&apos;s draw step</source>
        <translation>all&apos;inizio della sottofase di acquisizione di ogni giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="163"/>
        <source>at the beginning of each opponent&apos;s end step</source>
        <translation>all&apos;inizio della sottofase finale di ogni avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="165"/>
        <source>when %1 enters or dies</source>
        <translation>quando %1 entra nel campo di battaglia o muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="187"/>
        <source>whenever %1 deals combat damage to an opponent</source>
        <translation>ogni volta che %1 infligge danno da combattimento a un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="189"/>
        <source>whenever you cycle or discard another card</source>
        <translation>ogni volta che cicli o scarti un&apos;altra carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="191"/>
        <source>whenever %1 becomes the target of a spell or ability an opponent controls</source>
        <translation>ogni volta che %1 diventa bersaglio di una magia o abilità controllata da un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="193"/>
        <source>whenever a permanent is turned face up</source>
        <translation>ogni volta che un permanente viene girato a faccia in su</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="195"/>
        <source>when %1 enters or the creature it haunts dies</source>
        <translation>quando %1 entra o la creatura che infesta muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="197"/>
        <source>when the creature %1 haunts dies</source>
        <translation>quando la creatura infestata da %1 muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="199"/>
        <source>whenever you surveil</source>
        <translation>ogni volta che sorvegli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="201"/>
        <source>whenever you sacrifice %1</source>
        <comment>a permanent of some kind</comment>
        <translation>ogni volta che sacrifichi %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="203"/>
        <source>when you cycle %1 or it dies</source>
        <translation>quando cicli %1 o quando muore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="43"/>
        <source>%1 tokens</source>
        <comment>a card type: creature tokens</comment>
        <translation>pedine %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="44"/>
        <source>%1 token</source>
        <comment>a card type: creature token</comment>
        <translation>pedina %1</translation>
    </message>
    <message>
        <source>create %1 %2</source>
        <comment>a number, tokens</comment>
        <translation type="vanished">crea %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="53"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="58"/>
        <source>%1 named %2</source>
        <comment>a token, its name</comment>
        <translation>%1 chiamata %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="77"/>
        <source>tapped %1</source>
        <comment>a token that enters tapped</comment>
        <translation>%1 TAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="79"/>
        <source>%1 tapped %2</source>
        <comment>a number, tokens that enter tapped</comment>
        <translation>%1 %2 TAPpate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="80"/>
        <source>%1 %2</source>
        <comment>a number, tokens</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="89"/>
        <source>%1 for each %2</source>
        <comment>tokens, one of a set</comment>
        <translation>%1 per ogni %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="91"/>
        <source>%1, where X is %2</source>
        <comment>tokens, an amount</comment>
        <translation>%1, dove X è %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="94"/>
        <source>%1 creates %2</source>
        <comment>a player, tokens</comment>
        <translation>%1 crea %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="162"/>
        <source>create %1 %2 tokens</source>
        <comment>a number, a token&apos;s name</comment>
        <translation>crea %1 pedine %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="170"/>
        <source>this emblem</source>
        <translation>questo emblema</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="173"/>
        <source>an emblem with %1</source>
        <comment>quoted abilities</comment>
        <translation>un emblema con %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="175"/>
        <source>you get %1</source>
        <comment>an emblem</comment>
        <translation>ottieni %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="176"/>
        <source>%1 gets %2</source>
        <comment>a player, an emblem</comment>
        <translation>%1 ottiene %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="187"/>
        <source>%1 creates a token that&apos;s a copy of %2</source>
        <comment>a player, an object</comment>
        <translation>%1 crea una pedina che è una copia di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="190"/>
        <source>create a token that&apos;s a copy of %1</source>
        <comment>an object</comment>
        <translation>crea una pedina che è una copia di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="191"/>
        <source>create %1 tokens that are copies of %2</source>
        <comment>a number, an object</comment>
        <translation>crea %1 pedine che sono copie di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="196"/>
        <source>%1 deals %2 damage to you</source>
        <translation>%1 ti infligge %2 danni</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="198"/>
        <source>%1 deals %2 damage to that player</source>
        <translation>%1 infligge %2 danni a quel giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="202"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="207"/>
        <source>%1 deals that much damage to %2</source>
        <comment>a source, a player</comment>
        <translation>%1 infligge altrettanti danni a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="209"/>
        <source>%1 deals %2 damage to each player</source>
        <translation>%1 infligge %2 danni a ogni giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="221"/>
        <source>%1 sacrifices %2</source>
        <comment>a player, a permanent</comment>
        <translation>%1 sacrifica %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="226"/>
        <source>%1 untaps %2 they control</source>
        <comment>a player, a permanent</comment>
        <translation>%1 STAPpa %2 che controlla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="248"/>
        <source>exile %1 from your graveyard</source>
        <comment>a target card</comment>
        <translation>esilia %1 dal tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="249"/>
        <source>exile %1 from a graveyard</source>
        <comment>a target card</comment>
        <translation>esilia %1 da un cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="234"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="251"/>
        <source>return %1 from your graveyard to your hand</source>
        <comment>a target card</comment>
        <translation>fai tornare %1 dal tuo cimitero nella tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="217"/>
        <source>sacrifice another %1</source>
        <comment>a kind of permanent</comment>
        <translation>sacrifica un altro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="245"/>
        <source>exile %1 from an opponent&apos;s graveyard</source>
        <comment>a target card</comment>
        <translation>esilia %1 dal cimitero di un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="246"/>
        <source>return %1 from an opponent&apos;s graveyard to the battlefield</source>
        <comment>a target card</comment>
        <translation>fai tornare %1 dal cimitero di un avversario sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="252"/>
        <source>return %1 from a graveyard to its owner&apos;s hand</source>
        <comment>a target card</comment>
        <translation>fai tornare %1 da un cimitero in mano al suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="254"/>
        <source>return %1 from your graveyard to the battlefield</source>
        <comment>a target card</comment>
        <translation>fai tornare %1 dal tuo cimitero sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="255"/>
        <source>return %1 from a graveyard to the battlefield</source>
        <comment>a target card</comment>
        <translation>fai tornare %1 da un cimitero sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="262"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="265"/>
        <source>put %1 from your graveyard on top of your library</source>
        <comment>a target card</comment>
        <translation>metti %1 dal tuo cimitero in cima al tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="267"/>
        <source>put %1 on the bottom of its owner&apos;s library</source>
        <translation>metti %1 in fondo al grimorio del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="268"/>
        <source>put %1 on top of its owner&apos;s library</source>
        <translation>metti %1 in cima al grimorio del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="274"/>
        <source>it doesn&apos;t untap during its controller&apos;s next untap step</source>
        <translation>non si STAPpa durante la prossima sottofase di STAP del suo controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="279"/>
        <source>those creatures don&apos;t untap during their controller&apos;s next untap step</source>
        <translation>quelle creature non STAPpano durante la prossima sottofase di STAP del loro controllore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="282"/>
        <source>take an extra turn after this one</source>
        <translation>effettua un turno extra dopo questo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="287"/>
        <source>cast a card with mana value %1 or less from your hand without paying its mana cost</source>
        <comment>a number or X</comment>
        <translation>lancia una carta con valore di mana pari o inferiore a %1 dalla tua mano senza pagarne il costo di mana</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="291"/>
        <source>prevent all combat damage that would be dealt this turn</source>
        <translation>previeni tutto il danno da combattimento che verrebbe inflitto in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="293"/>
        <source>pay %1</source>
        <comment>pay mana</comment>
        <translation>paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="296"/>
        <source>you may get %1</source>
        <comment>energy symbols</comment>
        <translation>puoi ottenere %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="297"/>
        <source>you get %1</source>
        <comment>energy symbols</comment>
        <translation>ottieni %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="300"/>
        <source>pay %1</source>
        <comment>energy symbols</comment>
        <translation>paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="302"/>
        <source>you may become the monarch</source>
        <translation>puoi diventare il monarca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="302"/>
        <source>you become the monarch</source>
        <translation>diventi il monarca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="304"/>
        <source>surveil %1</source>
        <comment>a number</comment>
        <translation>sorveglia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="306"/>
        <source>investigate</source>
        <translation>indaga</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="308"/>
        <source>proliferate</source>
        <translation>prolifera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="310"/>
        <source>bolster %1</source>
        <comment>a number</comment>
        <translation>rinforza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="312"/>
        <source>monstrosity %1</source>
        <comment>a number</comment>
        <translation>mostruosità %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="365"/>
        <source>%1 and %2 damage to you</source>
        <comment>damage dealt, then an amount</comment>
        <translation>%1 e %2 danni a te</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="379"/>
        <source>%1 and loses X life</source>
        <comment>a player draws N cards and loses N life</comment>
        <translation>%1 e perde X punti vita</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextMoreActions.cpp" line="380"/>
        <source>%1 and loses %n life</source>
        <comment>a player draws N cards and loses N life</comment>
        <translation>
            <numerusform>%1 e perde %n punto vita</numerusform>
            <numerusform>%1 e perde %n punti vita</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="384"/>
        <source>%1, then discards a card</source>
        <comment>a player draws N cards, then discards a card</comment>
        <translation>%1, poi scarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="385"/>
        <source>%1, then discards %2 cards</source>
        <comment>a player draws N cards, then discards N cards</comment>
        <translation>%1, poi scarta %2 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="400"/>
        <source>%1 and %2</source>
        <comment>destroy one target and another</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="406"/>
        <source>%1 and can&apos;t be blocked this turn</source>
        <comment>a change until end of turn, then</comment>
        <translation>%1 e non può essere bloccata in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="407"/>
        <source>%1 and must be blocked this turn if able</source>
        <comment>a change until end of turn, then</comment>
        <translation>%1 e deve essere bloccata in questo turno se possibile</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="415"/>
        <source>%1, then draws cards equal to the greatest number of cards a player discarded this way</source>
        <comment>a player discards their hand, then …</comment>
        <translation>%1, poi pesca un numero di carte pari al numero più alto di carte scartate in questo modo da un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="419"/>
        <source>discard all the cards in your hand, then draw that many cards</source>
        <translation>scarta tutte le carte nella tua mano, poi pesca altrettante carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="420"/>
        <source>%1 discards all the cards in their hand, then draws that many cards</source>
        <comment>a player</comment>
        <translation>%1 scarta tutte le carte nella sua mano, poi pesca altrettante carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="425"/>
        <source>%1, then draws %2 cards</source>
        <comment>a player discards their hand, then draws N cards</comment>
        <translation>%1, poi pesca %2 carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="440"/>
        <source>amass %1</source>
        <comment>a number</comment>
        <translation>ammassare %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="442"/>
        <source>adapt %1</source>
        <comment>a number</comment>
        <translation>adattare %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="447"/>
        <source>support %1</source>
        <comment>a number</comment>
        <translation>supportare %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="449"/>
        <source>%1 explores</source>
        <comment>a creature</comment>
        <translation>%1 esplora</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="451"/>
        <source>goad %1</source>
        <comment>a creature</comment>
        <translation>provoca %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="453"/>
        <source>populate</source>
        <translation>popolare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="456"/>
        <source>discard your hand</source>
        <translation>scarta la tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="457"/>
        <source>%1 discards their hand</source>
        <comment>a player</comment>
        <translation>%1 scarta la propria mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="459"/>
        <source>you may have %1 fight %2</source>
        <comment>a creature, another creature</comment>
        <translation>puoi far sì che %1 combatta contro %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="460"/>
        <source>%1 fights %2</source>
        <comment>a creature, another creature</comment>
        <translation>%1 combatte contro %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="465"/>
        <source>%1 deals damage to itself equal to its power</source>
        <comment>a creature</comment>
        <translation>%1 infligge a se stessa danno pari alla propria forza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="466"/>
        <source>you may have %1 deal damage equal to its power to %2</source>
        <comment>a creature, what is dealt damage</comment>
        <translation>puoi far sì che %1 infligga danno pari alla sua forza a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="468"/>
        <source>%1 deals damage equal to its power to %2</source>
        <comment>a creature, what is dealt damage</comment>
        <translation>%1 infligge danno pari alla sua forza a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="472"/>
        <source>exile your graveyard</source>
        <translation>esilia il tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="474"/>
        <source>exile all graveyards</source>
        <translation>esilia tutti i cimiteri</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="476"/>
        <source>exile each opponent&apos;s graveyard</source>
        <translation>esilia il cimitero di ogni avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="477"/>
        <source>exile target opponent&apos;s graveyard</source>
        <translation>esilia il cimitero dell&apos;avversario bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="478"/>
        <source>exile target player&apos;s graveyard</source>
        <translation>esilia il cimitero del giocatore bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="19"/>
        <source>search your library for %1, put it into your hand, then shuffle</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, aggiungila alla tua mano e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="20"/>
        <source>search your library for %1, put them into your hand, then shuffle</source>
        <comment>cards</comment>
        <translation>cerca nel tuo grimorio %1, aggiungile alla tua mano e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="21"/>
        <source>search your library for %1, reveal it, put it into your hand, then shuffle</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, rivelala, aggiungila alla tua mano e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="22"/>
        <source>search your library for %1, reveal them, put them into your hand, then shuffle</source>
        <comment>cards</comment>
        <translation>cerca nel tuo grimorio %1, rivelale, aggiungile alla tua mano e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="23"/>
        <source>search your library for %1, put it onto the battlefield, then shuffle</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, mettila sul campo di battaglia e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="24"/>
        <source>search your library for %1, put them onto the battlefield, then shuffle</source>
        <comment>cards</comment>
        <translation>cerca nel tuo grimorio %1, mettile sul campo di battaglia e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="25"/>
        <source>search your library for %1, put it onto the battlefield tapped, then shuffle</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, mettila sul campo di battaglia TAPpata e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="26"/>
        <source>search your library for %1, put them onto the battlefield tapped, then shuffle</source>
        <comment>cards</comment>
        <translation>cerca nel tuo grimorio %1, mettile sul campo di battaglia TAPpate e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="27"/>
        <source>search your library for %1, put it into your graveyard, then shuffle</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, mettila nel tuo cimitero e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="28"/>
        <source>search your library for %1, put them into your graveyard, then shuffle</source>
        <comment>cards</comment>
        <translation>cerca nel tuo grimorio %1, mettile nel tuo cimitero e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="29"/>
        <source>search your library for %1, exile it, then shuffle</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, esiliala e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="30"/>
        <source>search your library for %1, exile them, then shuffle</source>
        <comment>cards</comment>
        <translation>cerca nel tuo grimorio %1, esiliale e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="31"/>
        <source>search your library for %1, then shuffle and put that card on top</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, poi rimescola e metti quella carta in cima</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="33"/>
        <source>search your library for %1, reveal it, then shuffle and put that card on top</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio %1, rivelala, poi rimescola e metti quella carta in cima</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="51"/>
        <source>%1 may search their library for a basic land card, reveal it, put it into their hand, then shuffle</source>
        <comment>a player</comment>
        <translation>%1 può cercare nel proprio grimorio una carta terra base, rivelarla, aggiungerla alla propria mano e poi rimescolare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="53"/>
        <source>%1 searches their library for a basic land card, reveals it, puts it into their hand, then shuffles</source>
        <comment>a player</comment>
        <translation>%1 cerca nel proprio grimorio una carta terra base, la rivela, la aggiunge alla propria mano e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="57"/>
        <source>%1 may search their library for a basic land card, put it onto the battlefield tapped, then shuffle</source>
        <comment>a player</comment>
        <translation>%1 può cercare nel proprio grimorio una carta terra base, metterla sul campo di battaglia TAPpata e poi rimescolare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="59"/>
        <source>%1 may search their library for a basic land card, put it onto the battlefield, then shuffle</source>
        <comment>a player</comment>
        <translation>%1 può cercare nel proprio grimorio una carta terra base, metterla sul campo di battaglia e poi rimescolare</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="62"/>
        <source>%1 searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles</source>
        <comment>a player</comment>
        <translation>%1 cerca nel proprio grimorio una carta terra base, la mette sul campo di battaglia TAPpata e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="64"/>
        <source>%1 searches their library for a basic land card, puts it onto the battlefield, then shuffles</source>
        <comment>a player</comment>
        <translation>%1 cerca nel proprio grimorio una carta terra base, la mette sul campo di battaglia e poi rimescola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="74"/>
        <source>up to %1 %2</source>
        <comment>a number, cards</comment>
        <translation>fino a %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="76"/>
        <source>%1 %2</source>
        <comment>a number, cards</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="83"/>
        <source>search your library and/or graveyard for %1, reveal it, and put it into your hand</source>
        <comment>a card</comment>
        <translation>cerca nel tuo grimorio e/o nel tuo cimitero %1, rivelala e aggiungila alla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="85"/>
        <source>if you search your library this way, shuffle it</source>
        <translation>se hai cercato nel tuo grimorio in questo modo, mescolalo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="90"/>
        <source>search target opponent&apos;s library for %1 and put that card onto the battlefield under your control</source>
        <comment>a card</comment>
        <translation>cerca nel grimorio di un avversario bersaglio %1 e metti quella carta sul campo di battaglia sotto il tuo controllo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="92"/>
        <source>search target player&apos;s library for %1 and put that card onto the battlefield under your control</source>
        <comment>a card</comment>
        <translation>cerca nel grimorio di un giocatore bersaglio %1 e metti quella carta sul campo di battaglia sotto il tuo controllo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="99"/>
        <source>search target opponent&apos;s library for %1 and exile them</source>
        <comment>cards</comment>
        <translation>cerca nel grimorio di un avversario bersaglio %1 ed esiliale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="100"/>
        <source>search target player&apos;s library for %1 and exile them</source>
        <comment>cards</comment>
        <translation>cerca nel grimorio di un giocatore bersaglio %1 ed esiliale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="101"/>
        <source>search target opponent&apos;s library for %1 and exile it</source>
        <comment>a card</comment>
        <translation>cerca nel grimorio di un avversario bersaglio %1 ed esiliala</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="102"/>
        <source>search target player&apos;s library for %1 and exile it</source>
        <comment>a card</comment>
        <translation>cerca nel grimorio di un giocatore bersaglio %1 ed esiliala</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="95"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="103"/>
        <source>then that player shuffles their library</source>
        <translation>poi quel giocatore mescola il suo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="123"/>
        <source>put %1 from your hand onto the battlefield tapped</source>
        <comment>a card</comment>
        <translation>metti %1 dalla tua mano sul campo di battaglia TAPpata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="124"/>
        <source>put %1 from your hand onto the battlefield</source>
        <comment>a card</comment>
        <translation>metti %1 dalla tua mano sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="130"/>
        <source>you choose %1 from it and exile that card</source>
        <comment>a card of some kind</comment>
        <translation>scegli %1 da essa ed esili quella carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="141"/>
        <source>reveal cards from the top of your library until you reveal %1, then put all cards revealed this way into your hand</source>
        <comment>a card</comment>
        <translation>rivela carte dalla cima del tuo grimorio finché non riveli %1, poi aggiungi alla tua mano tutte le carte rivelate in questo modo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="143"/>
        <source>reveal cards from the top of your library until you reveal %1</source>
        <comment>a card</comment>
        <translation>rivela carte dalla cima del tuo grimorio finché non riveli %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="146"/>
        <source>put that card onto the battlefield and put all other cards revealed this way into your graveyard</source>
        <translation>metti quella carta sul campo di battaglia e metti tutte le altre carte rivelate in questo modo nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="147"/>
        <source>put that card into your hand and all other cards revealed this way into your graveyard</source>
        <translation>aggiungi quella carta alla tua mano e metti tutte le altre carte rivelate in questo modo nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="149"/>
        <source>put that card onto the battlefield and the rest on the bottom of your library in any order</source>
        <translation>metti quella carta sul campo di battaglia e le altre in fondo al tuo grimorio in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="150"/>
        <source>put that card into your hand and the rest on the bottom of your library in any order</source>
        <translation>aggiungi quella carta alla tua mano e metti le altre in fondo al tuo grimorio in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="152"/>
        <source>put that card onto the battlefield and the rest on the bottom of your library in a random order</source>
        <translation>metti quella carta sul campo di battaglia e le altre in fondo al tuo grimorio in ordine casuale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="153"/>
        <source>put that card into your hand and the rest on the bottom of your library in a random order</source>
        <translation>aggiungi quella carta alla tua mano e metti le altre in fondo al tuo grimorio in ordine casuale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="119"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="159"/>
        <source>exile the top card of your library</source>
        <translation>esilia la prima carta del tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="119"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="159"/>
        <source>exile the top %1 cards of your library</source>
        <translation>esilia le prime %1 carte del tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="161"/>
        <source>target opponent exiles the top card of their library</source>
        <translation>un avversario bersaglio esilia la prima carta del suo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="162"/>
        <source>target opponent exiles the top %1 cards of their library</source>
        <translation>un avversario bersaglio esilia le prime %1 carte del suo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="167"/>
        <source>until the end of your next turn, you may play that card</source>
        <translation>fino alla fine del tuo prossimo turno, puoi giocare quella carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="168"/>
        <source>until the end of your next turn, you may play those cards</source>
        <translation>fino alla fine del tuo prossimo turno, puoi giocare quelle carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="169"/>
        <source>until end of turn, you may play that card</source>
        <translation>fino alla fine del turno, puoi giocare quella carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="169"/>
        <source>until end of turn, you may play those cards</source>
        <translation>fino alla fine del turno, puoi giocare quelle carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="178"/>
        <source>put any number of them into your graveyard and the rest back on top of your library in any order</source>
        <translation>metti un qualsiasi numero di esse nel tuo cimitero e le altre in cima al tuo grimorio in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="182"/>
        <source>reveal the top card of your library and put that card into your hand</source>
        <translation>rivela la prima carta del tuo grimorio e aggiungila alla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="191"/>
        <source>reveal the top card of your library</source>
        <translation>rivela la prima carta del tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="192"/>
        <source>if it&apos;s %1, put it onto the battlefield</source>
        <comment>a card</comment>
        <translation>se è %1, mettila sul campo di battaglia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="192"/>
        <source>if it&apos;s %1, put it into your hand</source>
        <comment>a card</comment>
        <translation>se è %1, aggiungila alla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="194"/>
        <source>otherwise, put it into your hand</source>
        <translation>altrimenti, aggiungila alla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="194"/>
        <source>otherwise, put it into your graveyard</source>
        <translation>altrimenti, mettila nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="200"/>
        <source>look at the top X cards of your library, where X is %1, then put them back in any order</source>
        <comment>an amount</comment>
        <translation>guarda le prime X carte del tuo grimorio, dove X è %1, poi rimettile a posto in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="203"/>
        <source>look at the top %1 cards of your library, then put them back in any order</source>
        <translation>guarda le prime %1 carte del tuo grimorio, poi rimettile in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="205"/>
        <source>look at the top %1 cards of target opponent&apos;s library, then put them back in any order</source>
        <translation>guarda le prime %1 carte del grimorio dell&apos;avversario bersaglio, poi rimettile in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="206"/>
        <source>look at the top %1 cards of target player&apos;s library, then put them back in any order</source>
        <translation>guarda le prime %1 carte del grimorio del giocatore bersaglio, poi rimettile in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="214"/>
        <source>reveal it</source>
        <comment>the top card of your library, looked at before</comment>
        <translation>rivelala</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="218"/>
        <source>look at the top card of your library</source>
        <translation>guarda la prima carta del tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="222"/>
        <source>look at the top card of target opponent&apos;s library</source>
        <translation>guarda la prima carta del grimorio di un avversario bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="223"/>
        <source>look at the top card of target player&apos;s library</source>
        <translation>guarda la prima carta del grimorio di un giocatore bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="224"/>
        <source>look at the top %1 cards of target opponent&apos;s library</source>
        <translation>guarda le prime %1 carte del grimorio di un avversario bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="225"/>
        <source>look at the top %1 cards of target player&apos;s library</source>
        <translation>guarda le prime %1 carte del grimorio di un giocatore bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="229"/>
        <source>look at the top %1 cards of your library, put %2 of them into your hand, and exile the rest</source>
        <comment>a number, a number</comment>
        <translation>guarda le prime %1 carte del tuo grimorio, aggiungine %2 alla tua mano ed esilia le altre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="233"/>
        <source>reveal the top %1 cards of your library</source>
        <translation>rivela le prime %1 carte del tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="235"/>
        <source>put all %1 revealed this way into your hand and the rest on the bottom of your library in a random order</source>
        <comment>cards</comment>
        <translation>aggiungi alla tua mano tutte le %1 rivelate in questo modo e metti le altre in fondo al tuo grimorio in ordine casuale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="237"/>
        <source>put all %1 revealed this way into your hand and the rest into your graveyard</source>
        <comment>cards</comment>
        <translation>aggiungi alla tua mano tutte le %1 rivelate in questo modo e metti le altre nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="239"/>
        <source>put all %1 revealed this way into your hand and the rest on the bottom of your library in any order</source>
        <comment>cards</comment>
        <translation>aggiungi alla tua mano tutte le %1 rivelate in questo modo e metti le altre in fondo al tuo grimorio in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="243"/>
        <source>look at the top X cards of your library, where X is %1</source>
        <comment>an amount</comment>
        <translation>guarda le prime X carte del tuo grimorio, dove X è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="248"/>
        <source>you may reveal %1 from among them and put it into your hand</source>
        <comment>a card</comment>
        <translation>puoi rivelare %1 tra esse e aggiungerla alla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="249"/>
        <source>you may put %1 from among them into your hand</source>
        <comment>a card</comment>
        <translation>puoi aggiungere alla tua mano %1 tra esse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="251"/>
        <source>put the rest on the bottom of your library in a random order</source>
        <translation>metti le altre in fondo al tuo grimorio in ordine casuale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="253"/>
        <source>put the rest into your graveyard</source>
        <translation>metti le altre nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="255"/>
        <source>put the rest on the bottom of your library in any order</source>
        <translation>metti le altre in fondo al tuo grimorio in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="261"/>
        <source>put %1 of them into your hand and the rest on the bottom of your library in a random order</source>
        <comment>a number</comment>
        <translation>aggiungine %1 alla tua mano e metti le altre in fondo al tuo grimorio in ordine casuale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="263"/>
        <source>put %1 of them into your hand and the other into your graveyard</source>
        <comment>a number</comment>
        <translation>aggiungine %1 alla tua mano e metti l&apos;altra nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="264"/>
        <source>put %1 of them into your hand and the rest into your graveyard</source>
        <comment>a number</comment>
        <translation>aggiungine %1 alla tua mano e metti le altre nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="266"/>
        <source>put %1 of them into your hand and the other on the bottom of your library</source>
        <comment>a number</comment>
        <translation>aggiungine %1 alla tua mano e metti l&apos;altra in fondo al tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="267"/>
        <source>put %1 of them into your hand and the rest on the bottom of your library in any order</source>
        <comment>a number</comment>
        <translation>aggiungine %1 alla tua mano e metti le altre in fondo al tuo grimorio in qualsiasi ordine</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="12"/>
        <source>multicolored</source>
        <comment>adjective, masculine singular</comment>
        <translation>multicolore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="13"/>
        <source>multicolored</source>
        <comment>adjective, feminine singular</comment>
        <translation>multicolore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="14"/>
        <source>multicolored</source>
        <comment>adjective, masculine plural</comment>
        <translation>multicolori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="15"/>
        <source>multicolored</source>
        <comment>adjective, feminine plural</comment>
        <translation>multicolori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="16"/>
        <source>nontoken</source>
        <comment>adjective, masculine singular</comment>
        <translation>non pedina</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="17"/>
        <source>nontoken</source>
        <comment>adjective, feminine singular</comment>
        <translation>non pedina</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="18"/>
        <source>nontoken</source>
        <comment>adjective, masculine plural</comment>
        <translation>non pedina</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="19"/>
        <source>nontoken</source>
        <comment>adjective, feminine plural</comment>
        <translation>non pedina</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="20"/>
        <source>enchanted</source>
        <comment>adjective, masculine singular</comment>
        <translation>incantato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="21"/>
        <source>enchanted</source>
        <comment>adjective, feminine singular</comment>
        <translation>incantata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="22"/>
        <source>enchanted</source>
        <comment>adjective, masculine plural</comment>
        <translation>incantati</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="23"/>
        <source>enchanted</source>
        <comment>adjective, feminine plural</comment>
        <translation>incantate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="24"/>
        <source>equipped</source>
        <comment>adjective, masculine singular</comment>
        <translation>equipaggiato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="25"/>
        <source>equipped</source>
        <comment>adjective, feminine singular</comment>
        <translation>equipaggiata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="26"/>
        <source>equipped</source>
        <comment>adjective, masculine plural</comment>
        <translation>equipaggiati</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="27"/>
        <source>equipped</source>
        <comment>adjective, feminine plural</comment>
        <translation>equipaggiate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="28"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, masculine singular</comment>
        <translation>leggendario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="29"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, feminine singular</comment>
        <translation>leggendaria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="30"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, masculine plural</comment>
        <translation>leggendari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="31"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, feminine plural</comment>
        <translation>leggendarie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="32"/>
        <source>blocking</source>
        <comment>adjective, masculine singular</comment>
        <translation>bloccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="33"/>
        <source>blocking</source>
        <comment>adjective, feminine singular</comment>
        <translation>bloccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="34"/>
        <source>blocking</source>
        <comment>adjective, masculine plural</comment>
        <translation>bloccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="35"/>
        <source>blocking</source>
        <comment>adjective, feminine plural</comment>
        <translation>bloccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="36"/>
        <source>attacking or blocking</source>
        <comment>adjective, masculine singular</comment>
        <translation>attaccante o bloccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="37"/>
        <source>attacking or blocking</source>
        <comment>adjective, feminine singular</comment>
        <translation>attaccante o bloccante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="38"/>
        <source>attacking or blocking</source>
        <comment>adjective, masculine plural</comment>
        <translation>attaccanti o bloccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="39"/>
        <source>attacking or blocking</source>
        <comment>adjective, feminine plural</comment>
        <translation>attaccanti o bloccanti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="40"/>
        <source>face-down</source>
        <comment>adjective, masculine singular</comment>
        <translation>a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="41"/>
        <source>face-down</source>
        <comment>adjective, feminine singular</comment>
        <translation>a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="42"/>
        <source>face-down</source>
        <comment>adjective, masculine plural</comment>
        <translation>a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="43"/>
        <source>face-down</source>
        <comment>adjective, feminine plural</comment>
        <translation>a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="44"/>
        <source>commander</source>
        <comment>adjective, masculine singular</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="45"/>
        <source>commander</source>
        <comment>adjective, feminine singular</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="46"/>
        <source>commander</source>
        <comment>adjective, masculine plural</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="47"/>
        <source>commander</source>
        <comment>adjective, feminine plural</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="81"/>
        <source>of the chosen color</source>
        <translation>del colore scelto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="83"/>
        <source>with the highest mana value</source>
        <translation>con il valore di mana più alto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="87"/>
        <source>without %1</source>
        <comment>without a keyword</comment>
        <translation>senza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="90"/>
        <source>with counters on them</source>
        <translation>con dei segnalini su di esse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="90"/>
        <source>with a counter on it</source>
        <translation>con un segnalino su di essa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="93"/>
        <source>with %1 counters on them</source>
        <comment>counter kind</comment>
        <translation>con segnalini %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="94"/>
        <source>with a %1 counter on it</source>
        <comment>counter kind</comment>
        <translation>con un segnalino %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="97"/>
        <source>attached to it</source>
        <comment>Auras attached to the object itself</comment>
        <translation>assegnati a esso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="99"/>
        <source>named %1</source>
        <comment>a card name</comment>
        <translation>chiamato %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="103"/>
        <source>you</source>
        <comment>what a spell targets</comment>
        <translation>te</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="104"/>
        <source>a player</source>
        <comment>what a spell targets</comment>
        <translation>un giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="105"/>
        <source>that target %1</source>
        <comment>spells with a target: a creature, a player, you</comment>
        <translation>che bersagliano %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="106"/>
        <source>that targets %1</source>
        <comment>a spell with a target: a creature, a player, you</comment>
        <translation>che bersaglia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="115"/>
        <source>the number of its colors</source>
        <translation>il numero dei suoi colori</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="129"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="117"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="119"/>
        <source>the number of %1 counters on %2</source>
        <translation>il numero di segnalini %1 su %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="122"/>
        <source>the number of basic land types among lands you control</source>
        <translation>il numero di tipi di terra base tra le terre che controlli</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="124"/>
        <source>the number of differently named %1</source>
        <translation>il numero di %1 con nomi diversi</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="127"/>
        <source>the number of colors among %1</source>
        <translation>il numero di colori tra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="129"/>
        <source>half %1, rounded down</source>
        <translation>la metà di %1, arrotondata per difetto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="131"/>
        <source>half %1, rounded up</source>
        <translation>la metà di %1, arrotondata per eccesso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="137"/>
        <source>the number of %1 mana symbols in the mana costs of %2</source>
        <comment>a colour, a set of objects</comment>
        <translation>il numero di simboli di mana %1 nei costi di mana di %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="142"/>
        <source>creatures</source>
        <translation>creature</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="145"/>
        <source>the number of %1 that share a creature type with it</source>
        <translation>il numero di %1 che condividono un tipo di creatura con essa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="150"/>
        <source>the number of points of %1 it has</source>
        <comment>a keyword</comment>
        <translation>il numero di punti di %1 che ha</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="161"/>
        <source>there are no cards in your graveyard</source>
        <translation>non ci sono carte nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="166"/>
        <source>%1 has a %2 counter on it</source>
        <comment>a permanent, a counter kind</comment>
        <translation>%1 ha un segnalino %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="169"/>
        <source>any player controls %1</source>
        <translation>un giocatore qualsiasi controlla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="178"/>
        <source>%1 and %2 are in your graveyard</source>
        <comment>two kinds of card</comment>
        <translation>%1 e %2 sono nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="183"/>
        <source>there are fewer than %1 %2 in your graveyard</source>
        <comment>a number, a kind of card</comment>
        <translation>ci sono meno di %1 %2 nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="184"/>
        <source>you have %1 or more %2 in your graveyard</source>
        <comment>a number, a kind of card</comment>
        <translation>hai %1 o più %2 nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="186"/>
        <source>%1 is in your graveyard</source>
        <comment>a kind of card</comment>
        <translation>%1 è nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="189"/>
        <source>you have %1 or more opponents</source>
        <translation>hai %1 o più avversari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="191"/>
        <source>an opponent is poisoned</source>
        <translation>un avversario è avvelenato</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="193"/>
        <source>an opponent has %1 or more cards in their graveyard</source>
        <translation>un avversario ha %1 o più carte nel suo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="195"/>
        <source>you have more cards in hand than each opponent</source>
        <translation>hai in mano più carte di ogni avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="197"/>
        <source>%1 is the most common color among all permanents or is tied for most common</source>
        <translation>il %1 è il colore più comune tra tutti i permanenti o è a pari merito come più comune</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="200"/>
        <source>it shares a color with the most common color among all permanents or a color tied for most common</source>
        <translation>condivide un colore con il colore più comune tra tutti i permanenti o con un colore a pari merito come più comune</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="204"/>
        <source>its controller controls no other %1</source>
        <translation>il suo controllore non controlla altre %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="205"/>
        <source>its controller controls another %1</source>
        <translation>il suo controllore controlla un&apos;altra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="208"/>
        <source>another Aura is attached to %1</source>
        <translation>un&apos;altra Aura è assegnata a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="210"/>
        <source>you have the city&apos;s blessing</source>
        <translation>hai la benedizione della città</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="212"/>
        <source>%1 is paired with another creature</source>
        <translation>%1 è accoppiata con un&apos;altra creatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="214"/>
        <source>%1 is monstrous</source>
        <translation>%1 è mostruosa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="216"/>
        <source>%1 is renowned</source>
        <translation>%1 è rinomata</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="218"/>
        <source>%1 is in your graveyard</source>
        <translation>%1 è nel tuo cimitero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="220"/>
        <source>%1 or more creatures are blocking it</source>
        <translation>%1 o più creature la stanno bloccando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="222"/>
        <source>%1 attacked or blocked this combat</source>
        <translation>%1 ha attaccato o bloccato durante questo combattimento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="225"/>
        <source>you didn&apos;t attack with a creature this turn</source>
        <translation>non hai attaccato con una creatura in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="314"/>
        <source>%1 that&apos;s %2</source>
        <comment>a creature, then the creature types it may have: a Barbarian or a Warrior</comment>
        <translation>%1 che sia %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="320"/>
        <source>%1 that are %2</source>
        <comment>creatures, then the creature types they may have: Barbarians or Warriors</comment>
        <translation>%1 che siano %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="335"/>
        <source>%1 with %2 or %3</source>
        <comment>creatures, then two keywords: creatures with flying or reach</comment>
        <translation>%1 con %2 o %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="342"/>
        <source>%1 named %2</source>
        <comment>a kind of permanent, then a list of card names</comment>
        <translation>%1 chiamati %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="18"/>
        <source>if you don&apos;t, %1</source>
        <comment>an instruction done only when the optional one before it was not</comment>
        <translation>se non lo fai, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="20"/>
        <source>otherwise, %1</source>
        <comment>an instruction done only when the optional one before it was not</comment>
        <translation>altrimenti, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="24"/>
        <source>%1 unless {%2} was spent to cast %3</source>
        <comment>an instruction, a mana symbol&apos;s letter (W, U, B, R, G), the spell</comment>
        <translation>%1 a meno che non sia stato speso {%2} per lanciare %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="28"/>
        <source>if %1, %2</source>
        <comment>a condition, an instruction</comment>
        <translation>se %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="42"/>
        <source>%1 unless they %2</source>
        <comment>an instruction, a payment: discard an artifact card</comment>
        <translation>%1 a meno che quel giocatore non paghi questo costo: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="45"/>
        <source>%1 unless you %2</source>
        <comment>an instruction, a payment: return a land you control to its owner&apos;s hand</comment>
        <translation>%1 a meno che tu non paghi questo costo: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="50"/>
        <source>%1 unless its controller pays %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a meno che il suo controllore non paghi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="52"/>
        <source>%1 unless that player pays %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a meno che quel giocatore non paghi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="54"/>
        <source>%1 unless any player pays %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a meno che un giocatore qualsiasi non paghi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="56"/>
        <source>%1 unless they pay %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a meno che non paghi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="57"/>
        <source>%1 unless you pay %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a meno che tu non paghi %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="66"/>
        <source>remove all %1 counters from %2</source>
        <comment>a kind of counter, an object</comment>
        <translation>rimuovi tutti i segnalini %1 da %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="67"/>
        <source>remove %1 from %2</source>
        <comment>counters, an object</comment>
        <translation>rimuovi %1 da %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="54"/>
        <source>you may get %1</source>
        <comment>counters a player gets</comment>
        <translation>puoi ottenere %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="55"/>
        <source>you get %1</source>
        <comment>counters a player gets</comment>
        <translation>ottieni %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="59"/>
        <source>%1 gets %2</source>
        <comment>a player, counters</comment>
        <translation>%1 ottiene %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="67"/>
        <source>put X %1 counters on %2, where X is %3</source>
        <comment>a kind of counter, an object, an amount</comment>
        <translation>metti X segnalini %1 su %2, dove X è %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="73"/>
        <source>put %1 on %2 for each %3</source>
        <comment>counters, an object, one of a set</comment>
        <translation>metti %1 su %2 per ogni %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="82"/>
        <source>%1 draws that many cards</source>
        <comment>a player</comment>
        <translation>%1 pesca altrettante carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="89"/>
        <source>draw cards equal to the power of %1</source>
        <comment>a target creature</comment>
        <translation>pesca un numero di carte pari alla forza di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="91"/>
        <source>draw cards equal to the number of cards in %1&apos;s hand</source>
        <comment>a target player</comment>
        <translation>pesca un numero di carte pari al numero di carte nella mano di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="100"/>
        <source>add %1 for each %2 counter on %3</source>
        <comment>mana symbol, a counter kind, the source</comment>
        <translation>aggiungi %1 per ogni segnalino %2 su %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="104"/>
        <source>add X mana of any one color, where X is %1</source>
        <comment>an amount</comment>
        <translation>aggiungi X mana di un qualsiasi colore, dove X è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="109"/>
        <source>draw X cards, where X is %1</source>
        <comment>an amount</comment>
        <translation>pesca X carte, dove X è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="111"/>
        <source>you may gain X life, where X is %1</source>
        <comment>an amount</comment>
        <translation>puoi guadagnare X punti vita, dove X è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="112"/>
        <source>you gain X life, where X is %1</source>
        <comment>an amount</comment>
        <translation>guadagni X punti vita, dove X è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="114"/>
        <source>you may have %1 deal X damage to %2, where X is %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>puoi far sì che %1 infligga X danni a %2, dove X è %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="116"/>
        <source>%1 deals X damage to %2, where X is %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>%1 infligge X danni a %2, dove X è %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="124"/>
        <source>draw cards equal to %1</source>
        <comment>an amount</comment>
        <translation>pesca un numero di carte pari a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="126"/>
        <source>you may have %1 deal damage to %2 equal to %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>puoi far sì che %1 infligga a %2 danno pari a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="128"/>
        <source>%1 deals damage to %2 equal to %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>%1 infligge a %2 danno pari a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="130"/>
        <source>you may gain life equal to %1</source>
        <comment>an amount</comment>
        <translation>puoi guadagnare punti vita pari a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="138"/>
        <source>add %1 for each %2</source>
        <comment>mana symbol, one of a set</comment>
        <translation>aggiungi %1 per ogni %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="292"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="131"/>
        <source>you gain life equal to %1</source>
        <comment>an amount</comment>
        <translation>guadagni punti vita pari a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="141"/>
        <source>draw a card for each %1</source>
        <comment>one of a set</comment>
        <translation>pesca una carta per ogni %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="142"/>
        <source>draw %1 cards for each %2</source>
        <comment>a number, one of a set</comment>
        <translation>pesca %1 carte per ogni %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextAmountActions.cpp" line="144"/>
        <source>you may gain %n life for each %1</source>
        <comment>one of a set</comment>
        <translation>
            <numerusform>puoi guadagnare %n punto vita per ogni %1</numerusform>
            <numerusform>puoi guadagnare %n punti vita per ogni %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextAmountActions.cpp" line="145"/>
        <source>you gain %n life for each %1</source>
        <comment>one of a set</comment>
        <translation>
            <numerusform>guadagni %n punto vita per ogni %1</numerusform>
            <numerusform>guadagni %n punti vita per ogni %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="13"/>
        <source>you&apos;ve surveilled this turn</source>
        <translation>hai sorvegliato in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="15"/>
        <source>you&apos;ve drawn %1 or more cards this turn</source>
        <translation>hai pescato %1 o più carte in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="18"/>
        <source>you&apos;ve cast an instant or sorcery spell this turn</source>
        <translation>hai lanciato una magia istantaneo o stregoneria in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="20"/>
        <source>you&apos;ve cast a noncreature spell this turn</source>
        <translation>hai lanciato una magia non creatura in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="22"/>
        <source>you&apos;ve cast a creature spell this turn</source>
        <translation>hai lanciato una magia creatura in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="24"/>
        <source>you&apos;ve cast another spell this turn</source>
        <translation>hai lanciato un&apos;altra magia in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="25"/>
        <source>you&apos;ve cast a spell this turn</source>
        <translation>hai lanciato una magia in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="27"/>
        <source>an opponent lost life this turn</source>
        <translation>un avversario ha perso punti vita in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="29"/>
        <source>an opponent has been dealt damage this turn</source>
        <translation>a un avversario sono stati inflitti danni in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="31"/>
        <source>you were dealt damage this turn</source>
        <translation>ti sono stati inflitti danni in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="34"/>
        <source>you gained life this turn</source>
        <translation>hai guadagnato punti vita in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="35"/>
        <source>you gained %1 or more life this turn</source>
        <translation>hai guadagnato %1 o più punti vita in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="38"/>
        <source>you had another creature enter under your control this turn</source>
        <translation>un&apos;altra creatura è entrata sotto il tuo controllo in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="39"/>
        <source>you had a creature enter under your control this turn</source>
        <translation>una creatura è entrata sotto il tuo controllo in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="41"/>
        <source>you cast it from your hand</source>
        <translation>l&apos;hai lanciato dalla tua mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="43"/>
        <source>%1 entered the battlefield this turn</source>
        <translation>%1 è entrato nel campo di battaglia in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="49"/>
        <source>{%1} was spent to cast %2</source>
        <comment>a mana symbol&apos;s letter (W, U, B, R, G), the spell</comment>
        <translation>è stato speso {%1} per lanciare %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="51"/>
        <source>at least %1 %2 mana was spent to cast %3</source>
        <comment>three, blue, the spell</comment>
        <translation>sono stati spesi almeno %1 mana %2 per lanciare %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="56"/>
        <source>you had a land enter under your control this turn</source>
        <translation>una terra è entrata sotto il tuo controllo in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="58"/>
        <source>a creature died this turn</source>
        <translation>una creatura è morta in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="60"/>
        <source>you attacked with a creature this turn</source>
        <translation>hai attaccato con una creatura in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="62"/>
        <source>a permanent you controlled left the battlefield this turn</source>
        <translation>un permanente che controllavi ha lasciato il campo di battaglia in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="64"/>
        <source>an opponent&apos;s life total is less than half their starting life total</source>
        <translation>il totale di punti vita di un avversario è inferiore alla metà del suo totale di punti vita iniziale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="66"/>
        <source>a library has %1 or fewer cards in it</source>
        <translation>un grimorio ha %1 o meno carte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="66"/>
        <source>twenty</source>
        <translation>venti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="71"/>
        <source>the top card of your library is %1</source>
        <comment>a kind of card</comment>
        <translation>la prima carta del tuo grimorio è %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="74"/>
        <source>you control your commander</source>
        <translation>controlli il tuo comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="76"/>
        <source>it shares a creature type with %1</source>
        <comment>the top card of your library, the source</comment>
        <translation>condivide un tipo di creatura con %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="86"/>
        <source>the amount of life you gained this turn</source>
        <translation>la quantità di punti vita che hai guadagnato in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="88"/>
        <source>the amount of life you&apos;ve lost this turn</source>
        <translation>la quantità di punti vita che hai perso in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="90"/>
        <source>the number of times you&apos;ve cast your commander from the command zone this game</source>
        <translation>il numero di volte in cui hai lanciato il tuo comandante dalla zona di comando in questa partita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="92"/>
        <source>the number of opponents whose life total is less than half their starting life total</source>
        <translation>il numero di avversari il cui totale di punti vita è inferiore alla metà del loro totale di punti vita iniziale</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="94"/>
        <source>the number of cards exiled with it</source>
        <translation>il numero di carte esiliate con esso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="96"/>
        <source>the total power of the exiled cards</source>
        <translation>la forza totale delle carte esiliate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="98"/>
        <source>the total toughness of the exiled cards</source>
        <translation>la costituzione totale delle carte esiliate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="100"/>
        <source>the number of %1 counters you have</source>
        <translation>il numero di segnalini %1 che hai</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="102"/>
        <source>the number of cards you&apos;ve drawn this turn</source>
        <translation>il numero di carte che hai pescato in questo turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="20"/>
        <source>you lose the game</source>
        <translation>perdi la partita</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="25"/>
        <source>%1&apos;s owner shuffles it into their library</source>
        <comment>an object</comment>
        <translation>il proprietario di %1 lo mescola nel suo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="26"/>
        <source>shuffle %1 into its owner&apos;s library</source>
        <comment>an object</comment>
        <translation>mescola %1 nel grimorio del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="36"/>
        <source>flip a coin</source>
        <translation>lancia una moneta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="44"/>
        <source>if you win the flip, %1</source>
        <comment>an instruction</comment>
        <translation>se vinci il lancio, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="46"/>
        <source>if you lose the flip, %1</source>
        <comment>an instruction</comment>
        <translation>se perdi il lancio, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="53"/>
        <source>copy %1 twice</source>
        <comment>a spell</comment>
        <translation>copia %1 due volte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="54"/>
        <source>you may choose new targets for the copies</source>
        <translation>puoi scegliere nuovi bersagli per le copie</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="57"/>
        <source>copy %1</source>
        <comment>a spell</comment>
        <translation>copia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="58"/>
        <source>you may choose new targets for the copy</source>
        <translation>puoi scegliere nuovi bersagli per la copia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="66"/>
        <source>if that spell is countered this way, exile it instead of putting it into its owner&apos;s graveyard</source>
        <translation>se quella magia viene neutralizzata in questo modo, esiliala invece di metterla nel cimitero del suo proprietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="68"/>
        <source>if that spell is countered this way, put it on top of its owner&apos;s library instead of into that player&apos;s graveyard</source>
        <translation>se quella magia viene neutralizzata in questo modo, mettila in cima al grimorio del suo proprietario invece che nel cimitero di quel giocatore</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="82"/>
        <source>discard a card at random</source>
        <translation>scarta una carta a caso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="82"/>
        <source>discard %1 cards at random</source>
        <translation>scarta %1 carte a caso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="83"/>
        <source>%1 discards a card at random</source>
        <comment>a player</comment>
        <translation>%1 scarta una carta a caso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="84"/>
        <source>%1 discards %2 cards at random</source>
        <comment>a player, a number</comment>
        <translation>%1 scarta %2 carte a caso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="91"/>
        <source>shuffle your library</source>
        <translation>mescola il tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="92"/>
        <source>%1 shuffles their library</source>
        <comment>a player</comment>
        <translation>%1 mescola il proprio grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="101"/>
        <source>if you win, %1</source>
        <comment>after a clash: an instruction</comment>
        <translation>se vinci, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="102"/>
        <source>clash with an opponent</source>
        <translation>scontrati con un avversario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="109"/>
        <source>shuffle your graveyard into your library</source>
        <translation>mescola il tuo cimitero nel tuo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="110"/>
        <source>%1 shuffles their graveyard into their library</source>
        <comment>a player</comment>
        <translation>%1 mescola il proprio cimitero nel proprio grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="122"/>
        <source>exile the top card of target opponent&apos;s library</source>
        <translation>esilia la prima carta del grimorio di un avversario bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="123"/>
        <source>exile the top card of target player&apos;s library</source>
        <translation>esilia la prima carta del grimorio di un giocatore bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="124"/>
        <source>exile the top %1 cards of target opponent&apos;s library</source>
        <translation>esilia le prime %1 carte del grimorio di un avversario bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="125"/>
        <source>exile the top %1 cards of target player&apos;s library</source>
        <translation>esilia le prime %1 carte del grimorio di un giocatore bersaglio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="129"/>
        <source>%1 exiles the top card of their library</source>
        <comment>a player</comment>
        <translation>%1 esilia la prima carta del suo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="130"/>
        <source>%1 exiles the top %2 cards of their library</source>
        <comment>a player, a number</comment>
        <translation>%1 esilia le prime %2 carte del suo grimorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="135"/>
        <source>%1 face down</source>
        <comment>exiled cards: exile the top card of your library face down</comment>
        <translation>%1 a faccia in giù</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="26"/>
        <source>abilities</source>
        <comment>what can&apos;t target an object</comment>
        <translation>abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="30"/>
        <source>spells or abilities</source>
        <comment>what can&apos;t target an object</comment>
        <translation>magie o abilità</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="32"/>
        <source>%1 or abilities from %2 sources</source>
        <comment>white spells or abilities from white sources</comment>
        <translation>%1 o abilità da fonti %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="35"/>
        <source>%1 your opponents control</source>
        <comment>spells or abilities your opponents control</comment>
        <translation>%1 controllate dai tuoi avversari</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="36"/>
        <source>can&apos;t be the target of %1</source>
        <comment>singular</comment>
        <translation>non può essere bersaglio di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="37"/>
        <source>can&apos;t be the targets of %1</source>
        <comment>plural</comment>
        <translation>non possono essere bersaglio di %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="38"/>
        <source>be unable to be the target of %1</source>
        <comment>infinitive</comment>
        <translation>non poter essere bersaglio di %1</translation>
    </message>
</context>
<context>
    <name>SafeWrite</name>
    <message>
        <location filename="../core/io/SafeWrite.cpp" line="13"/>
        <source>Could not write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <location filename="../core/io/SafeWrite.cpp" line="67"/>
        <source>%1 was written in place: its folder does not allow the temporary file a safe save needs, so an interrupted save there could damage it.</source>
        <translation>%1 è stato scritto direttamente: la sua cartella non consente il file temporaneo che serve a un salvataggio sicuro, quindi un salvataggio interrotto potrebbe danneggiarlo.</translation>
    </message>
</context>
<context>
    <name>SetChoicesCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetChoicesCommand.cpp" line="13"/>
        <source>Change choices for %1</source>
        <translation>Cambia le scelte per %1</translation>
    </message>
</context>
<context>
    <name>SetCountersCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetCountersCommand.cpp" line="36"/>
        <source>Set %1 counters on %2 to %3</source>
        <translation>Imposta i segnalini %1 su %2 a %3</translation>
    </message>
</context>
<context>
    <name>SetDamageCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetDamageCommand.cpp" line="10"/>
        <source>Mark %1 damage on %2</source>
        <translation>Segna %1 danni su %2</translation>
    </message>
</context>
<context>
    <name>SetRulesEditionCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetRulesEditionCommand.cpp" line="8"/>
        <source>Use the 2016 rules</source>
        <translation>Usa le regole del 2016</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/SetRulesEditionCommand.cpp" line="8"/>
        <source>Use the current rules</source>
        <translation>Usa le regole attuali</translation>
    </message>
</context>
<context>
    <name>SetTappedCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetTappedCommand.cpp" line="8"/>
        <source>Tap %1</source>
        <translation>TAPpa %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/SetTappedCommand.cpp" line="8"/>
        <source>Untap %1</source>
        <translation>STAPpa %1</translation>
    </message>
</context>
<context>
    <name>SlideFrame</name>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="118"/>
        <source>Changed by an effect</source>
        <translation>Cambiato da un effetto</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="121"/>
        <source>Leaves the battlefield: a state-based action</source>
        <translation>Lascia il campo di battaglia: un&apos;azione generata dallo stato</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="123"/>
        <source>Other state-based action</source>
        <translation>Altra azione generata dallo stato</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="151"/>
        <source>Arrow: the effect that depends points to what it depends on</source>
        <translation>Freccia: l&apos;effetto che dipende punta all&apos;effetto da cui dipende</translation>
    </message>
</context>
<context>
    <name>StackReport</name>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="43"/>
        <source>controller: %1</source>
        <translation>controllore: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="48"/>
        <source>A permanent spell: it enters the battlefield as it resolves.</source>
        <translation>Una magia permanente: entra nel campo di battaglia quando si risolve.</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="53"/>
        <source>Targets: %1</source>
        <translation>Bersagli: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="59"/>
        <source>Triggered: %1</source>
        <translation>Si è innescata: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="71"/>
        <source>%1: removed, no legal target</source>
        <translation>%1: rimossa dalla pila, nessun bersaglio legale</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="73"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="76"/>
        <source>Triggered</source>
        <translation>Si è innescata</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="79"/>
        <source>%1 did not trigger because %2</source>
        <translation>%1 non si è innescata perché: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="82"/>
        <source>Did not trigger</source>
        <translation>Non si è innescata</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="86"/>
        <source>did nothing: its intervening &quot;if&quot; was false on resolution</source>
        <translation>non ha fatto nulla: la sua condizione «se» intermedia era falsa alla risoluzione</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="87"/>
        <source>did nothing: all its targets were illegal</source>
        <translation>non ha fatto nulla: tutti i suoi bersagli erano illegali</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="88"/>
        <source>resolved</source>
        <translation>si è risolta</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="89"/>
        <source>%1 %2</source>
        <comment>stack item, outcome</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="93"/>
        <source>Resolution</source>
        <translation>Risoluzione</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="99"/>
        <source>Refused</source>
        <translation>Rifiutato</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="109"/>
        <source>The stack after %1, top first</source>
        <translation>La pila dopo %1, dalla cima</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="110"/>
        <source>The stack in the snapshot, top first</source>
        <translation>La pila nell&apos;istantanea, dalla cima</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="114"/>
        <source>The stack is empty.</source>
        <translation>La pila è vuota.</translation>
    </message>
</context>
<context>
    <name>StepExplanation</name>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="53"/>
        <source>Its ability was removed before it began to apply, so it never applies (CR 613.6).</source>
        <translation>La sua abilità è stata rimossa prima che iniziasse ad applicarsi, quindi non si applica mai (CR 613.6).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="55"/>
        <source>It depends on %1: applying %1 removes the ability that creates this effect, which changes whether it exists (CR 613.8a). So %1 applies first although it is newer (CR 613.8b), and then this effect no longer exists: it never applies.</source>
        <translation>Dipende da %1: applicare %1 rimuove l&apos;abilità che crea questo effetto, il che cambia il fatto che esista o meno (CR 613.8a). Quindi %1 si applica per primo anche se è più recente (CR 613.8b), e poi questo effetto non esiste più: non si applica mai.</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="60"/>
        <source>Does not apply: %1 (CR %2).</source>
        <translation>Non si applica: %1 (CR %2).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="61"/>
        <source>Does not apply (CR %1).</source>
        <translation>Non si applica (CR %1).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="65"/>
        <source>Characteristic-defining abilities apply first in their layer (CR 613.3).</source>
        <translation>Le abilità che definiscono le caratteristiche si applicano per prime nel loro livello (CR 613.3).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="68"/>
        <source>It applies first although it is newer: %1 depends on it (CR 613.8a), so %1 waits until this effect has applied (CR 613.8b).</source>
        <translation>Si applica per primo anche se è più recente: %1 dipende da esso (CR 613.8a), quindi %1 attende che questo effetto si sia applicato (CR 613.8b).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="72"/>
        <source>Applied in timestamp order (CR 613.7). It also depends on %1, which its timestamp already puts first (CR 613.8a).</source>
        <translation>Si applica in ordine di timestamp (CR 613.7). Ha anche una dipendenza da %1, che il suo timestamp mette già prima (CR 613.8a).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="75"/>
        <source>Applied in timestamp order (CR 613.7).</source>
        <translation>Si applica in ordine di timestamp (CR 613.7).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="77"/>
        <source>It depends on %1: applying %1 changes what this effect applies to or what it does (CR 613.8a). So it waits for %1, although its own timestamp is older (CR 613.8a–b).</source>
        <translation>Dipende da %1: applicare %1 cambia ciò a cui si applica questo effetto o ciò che fa (CR 613.8a). Quindi attende %1, anche se il suo timestamp è più vecchio (CR 613.8a–b).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="109"/>
        <source>%1 (layer %2, %3)</source>
        <comment>a change, the layer and the effect that made it</comment>
        <translation>%1 (livello %2, %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="116"/>
        <source>and %n more</source>
        <translation>
            <numerusform>e %n altro</numerusform>
            <numerusform>e altri %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="140"/>
        <source>This effect began to apply in layer %1. Its source, %2, has lost its abilities since (layer %3, %4), but an effect that has begun to apply keeps applying in every later layer, to the same objects (CR 613.6).</source>
        <translation>Questo effetto ha iniziato ad applicarsi nel livello %1. La sua fonte, %2, da allora ha perso le sue abilità (livello %3, %4), ma un effetto che ha iniziato ad applicarsi continua ad applicarsi in ogni livello successivo, agli stessi oggetti (CR 613.6).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="160"/>
        <source>From %1.</source>
        <translation>Da %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="162"/>
        <source>Why it stands here</source>
        <translation>Perché si trova qui</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="170"/>
        <source>What earlier layers had already done to what it applies to</source>
        <translation>Ciò che i livelli precedenti avevano già fatto a ciò a cui si applica</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="174"/>
        <source>What it changed</source>
        <translation>Ciò che ha cambiato</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="174"/>
        <source>What it would have applied to</source>
        <translation>Ciò a cui si sarebbe applicato</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="180"/>
        <source>Rule: CR %1.</source>
        <translation>Regola: CR %1.</translation>
    </message>
    <message>
        <source>Waits for %1, which changes what it applies to or does (CR 613.8a–b).</source>
        <translation type="vanished">Attende %1, che cambia ciò a cui si applica o ciò che fa (CR 613.8a–b).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="81"/>
        <source>Part of a dependency loop: timestamp order (CR 613.8b).</source>
        <translation>Fa parte di un loop di dipendenza: ordine di timestamp (CR 613.8b).</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="vanished">da %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="182"/>
        <source>Timestamp %1.</source>
        <translation>Timestamp %1.</translation>
    </message>
</context>
<context>
    <name>StepSummary</name>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="17"/>
        <source>no P/T</source>
        <translation>senza F/C</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="44"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="53"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="69"/>
        <source>loses %1</source>
        <translation>perde %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="71"/>
        <source>loses all abilities</source>
        <translation>perde tutte le abilità</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="72"/>
        <source>loses %n abilities</source>
        <translation>
            <numerusform>perde %n abilità</numerusform>
            <numerusform>perde %n abilità</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="76"/>
        <source>gains %1</source>
        <translation>acquisisce %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="78"/>
        <source>gains %n abilities</source>
        <translation>
            <numerusform>acquisisce %n abilità</numerusform>
            <numerusform>acquisisce %n abilità</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="118"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="119"/>
        <source>(no name)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="85"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="203"/>
        <source>no change</source>
        <translation>nessun cambiamento</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="146"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="168"/>
        <source>CDA</source>
        <comment>characteristic-defining ability, applied first (613.3)</comment>
        <translation>CDA</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="149"/>
        <source>applies first: %1 depends on it</source>
        <translation>si applica per primo: %1 dipende da esso</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="152"/>
        <source>timestamp %1 · also depends on %2</source>
        <translation>timestamp %1 · dipende anche da %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="153"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="172"/>
        <source>timestamp %1</source>
        <translation>timestamp %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="155"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="178"/>
        <source>depends on %1</source>
        <translation>dipende da %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="157"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="170"/>
        <source>loop · timestamp %1</source>
        <comment>part of a dependency loop, so timestamp order (613.8b)</comment>
        <translation>loop · timestamp %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="166"/>
        <source>dependency</source>
        <comment>the step&apos;s place was decided by a dependency (613.8)</comment>
        <translation>dipendenza</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="180"/>
        <source>applies first although newer: %1 depends on it</source>
        <translation>si applica per primo anche se più recente: %1 dipende da esso</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="182"/>
        <source>in a loop with %1</source>
        <translation>in un loop con %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="184"/>
        <source>also depends on %1, which its timestamp already puts first</source>
        <translation>dipende anche da %1, che il suo timestamp mette già prima</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="202"/>
        <source>%n objects</source>
        <translation>
            <numerusform>%n oggetto</numerusform>
            <numerusform>%n oggetti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="204"/>
        <source>No change: %1</source>
        <translation>Nessun cambiamento: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="218"/>
        <source>%1 (%2)</source>
        <comment>card name (object id), when two objects share a card</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="292"/>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="325"/>
        <source>%1 — copy effect</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its effects</comment>
        <translation>%1 — effetto di copia</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="327"/>
        <source>%1 — counters</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its effects</comment>
        <translation>%1 — segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="333"/>
        <source>%1 — ability %2</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its abilities</comment>
        <translation>%1 — abilità %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="112"/>
        <source>CR %1</source>
        <translation>CR %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="vanished">da %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="106"/>
        <source>%1 · from %2</source>
        <comment>effect id · from its source</comment>
        <translation>%1 · da %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="221"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n altro</numerusform>
            <numerusform>+ altri %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="229"/>
        <location filename="../app/ui/timeline/TimelineLayout.cpp" line="80"/>
        <location filename="../app/ui/timeline/TimelineLayout.cpp" line="120"/>
        <location filename="../app/ui/timeline/WrappedChip.cpp" line="90"/>
        <source>does not apply</source>
        <translation>non si applica</translation>
    </message>
</context>
<context>
    <name>Subtype</name>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="8"/>
        <source>Advisor</source>
        <comment>subtype, singular</comment>
        <translation>Consigliere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="8"/>
        <source>Advisors</source>
        <comment>plural of the subtype Advisor</comment>
        <translation>Consiglieri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="8"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Advisor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="9"/>
        <source>Aetherborn</source>
        <comment>subtype, singular</comment>
        <translation>Nato dall&apos;Etere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="9"/>
        <source>Aetherborn</source>
        <comment>plural of the subtype Aetherborn</comment>
        <translation>Nati dall&apos;Etere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="9"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aetherborn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="10"/>
        <source>Alien</source>
        <comment>subtype, singular</comment>
        <translation>Alieno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="10"/>
        <source>Aliens</source>
        <comment>plural of the subtype Alien</comment>
        <translation>Alieni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="10"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Alien (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="11"/>
        <source>Ally</source>
        <comment>subtype, singular</comment>
        <translation>Alleato</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="11"/>
        <source>Allies</source>
        <comment>plural of the subtype Ally</comment>
        <translation>Alleati</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="11"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ally (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="12"/>
        <source>Angel</source>
        <comment>subtype, singular</comment>
        <translation>Angelo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="12"/>
        <source>Angels</source>
        <comment>plural of the subtype Angel</comment>
        <translation>Angeli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="12"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Angel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="13"/>
        <source>Antelope</source>
        <comment>subtype, singular</comment>
        <translation>Antilope</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="13"/>
        <source>Antelopes</source>
        <comment>plural of the subtype Antelope</comment>
        <translation>Antilopi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="13"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Antelope (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="14"/>
        <source>Ape</source>
        <comment>subtype, singular</comment>
        <translation>Scimmia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="14"/>
        <source>Apes</source>
        <comment>plural of the subtype Ape</comment>
        <translation>Scimmie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="14"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ape (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="15"/>
        <source>Archer</source>
        <comment>subtype, singular</comment>
        <translation>Arciere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="15"/>
        <source>Archers</source>
        <comment>plural of the subtype Archer</comment>
        <translation>Arcieri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="15"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Archer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="16"/>
        <source>Archon</source>
        <comment>subtype, singular</comment>
        <translation>Arconte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="16"/>
        <source>Archons</source>
        <comment>plural of the subtype Archon</comment>
        <translation>Arconti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="16"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Archon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="17"/>
        <source>Armadillo</source>
        <comment>subtype, singular</comment>
        <translation>Armadillo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="17"/>
        <source>Armadillos</source>
        <comment>plural of the subtype Armadillo</comment>
        <translation>Armadilli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="17"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Armadillo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="18"/>
        <source>Army</source>
        <comment>subtype, singular</comment>
        <translation>Esercito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="18"/>
        <source>Armies</source>
        <comment>plural of the subtype Army</comment>
        <translation>Eserciti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="18"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Army (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="19"/>
        <source>Artificer</source>
        <comment>subtype, singular</comment>
        <translation>Artefice</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="19"/>
        <source>Artificers</source>
        <comment>plural of the subtype Artificer</comment>
        <translation>Artefici</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="19"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Artificer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="20"/>
        <source>Assassin</source>
        <comment>subtype, singular</comment>
        <translation>Assassino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="20"/>
        <source>Assassins</source>
        <comment>plural of the subtype Assassin</comment>
        <translation>Assassini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="20"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Assassin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="21"/>
        <source>Assembly-Worker</source>
        <comment>subtype, singular</comment>
        <translation>Operaio Assemblatore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="21"/>
        <source>Assembly-Workers</source>
        <comment>plural of the subtype Assembly-Worker</comment>
        <translation>Operai Assemblatori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="21"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Assembly-Worker (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="22"/>
        <source>Astartes</source>
        <comment>subtype, singular</comment>
        <translation>Astartes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="22"/>
        <source>Astarteses</source>
        <comment>plural of the subtype Astartes</comment>
        <translation>Astartes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="22"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Astartes (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="23"/>
        <source>Atog</source>
        <comment>subtype, singular</comment>
        <translation>Atog</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="23"/>
        <source>Atogs</source>
        <comment>plural of the subtype Atog</comment>
        <translation>Atog</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="23"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Atog (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="24"/>
        <source>Aurochs</source>
        <comment>subtype, singular</comment>
        <translation>Uro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="24"/>
        <source>Aurochses</source>
        <comment>plural of the subtype Aurochs</comment>
        <translation>Uri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="24"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aurochs (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="25"/>
        <source>Avatar</source>
        <comment>subtype, singular</comment>
        <translation>Avatar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="25"/>
        <source>Avatars</source>
        <comment>plural of the subtype Avatar</comment>
        <translation>Avatar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="25"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Avatar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="26"/>
        <source>Azra</source>
        <comment>subtype, singular</comment>
        <translation>Azra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="26"/>
        <source>Azras</source>
        <comment>plural of the subtype Azra</comment>
        <translation>Azra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="26"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Azra (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="27"/>
        <source>Badger</source>
        <comment>subtype, singular</comment>
        <translation>Tasso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="27"/>
        <source>Badgers</source>
        <comment>plural of the subtype Badger</comment>
        <translation>Tassi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="27"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Badger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="28"/>
        <source>Balloon</source>
        <comment>subtype, singular</comment>
        <translation>Palloncino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="28"/>
        <source>Balloons</source>
        <comment>plural of the subtype Balloon</comment>
        <translation>Palloncini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="28"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Balloon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="29"/>
        <source>Barbarian</source>
        <comment>subtype, singular</comment>
        <translation>Barbaro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="29"/>
        <source>Barbarians</source>
        <comment>plural of the subtype Barbarian</comment>
        <translation>Barbari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="29"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Barbarian (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="30"/>
        <source>Bard</source>
        <comment>subtype, singular</comment>
        <translation>Bardo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="30"/>
        <source>Bards</source>
        <comment>plural of the subtype Bard</comment>
        <translation>Bardi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="30"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bard (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="31"/>
        <source>Basilisk</source>
        <comment>subtype, singular</comment>
        <translation>Basilisco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="31"/>
        <source>Basilisks</source>
        <comment>plural of the subtype Basilisk</comment>
        <translation>Basilischi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="31"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Basilisk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="32"/>
        <source>Bat</source>
        <comment>subtype, singular</comment>
        <translation>Pipistrello</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="32"/>
        <source>Bats</source>
        <comment>plural of the subtype Bat</comment>
        <translation>Pipistrelli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="32"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="33"/>
        <source>Bear</source>
        <comment>subtype, singular</comment>
        <translation>Orso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="33"/>
        <source>Bears</source>
        <comment>plural of the subtype Bear</comment>
        <translation>Orsi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="33"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bear (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="34"/>
        <source>Beast</source>
        <comment>subtype, singular</comment>
        <translation>Bestia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="34"/>
        <source>Beasts</source>
        <comment>plural of the subtype Beast</comment>
        <translation>Bestie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="34"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beast (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="35"/>
        <source>Beaver</source>
        <comment>subtype, singular</comment>
        <translation>Castoro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="35"/>
        <source>Beavers</source>
        <comment>plural of the subtype Beaver</comment>
        <translation>Castori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="35"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beaver (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="36"/>
        <source>Beeble</source>
        <comment>subtype, singular</comment>
        <translation>Beeble</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="36"/>
        <source>Beebles</source>
        <comment>plural of the subtype Beeble</comment>
        <translation>Beeble</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="36"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beeble (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="37"/>
        <source>Beholder</source>
        <comment>subtype, singular</comment>
        <translation>Beholder</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="37"/>
        <source>Beholders</source>
        <comment>plural of the subtype Beholder</comment>
        <translation>Beholder</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="37"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beholder (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="38"/>
        <source>Berserker</source>
        <comment>subtype, singular</comment>
        <translation>Berserker</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="38"/>
        <source>Berserkers</source>
        <comment>plural of the subtype Berserker</comment>
        <translation>Berserker</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="38"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Berserker (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="39"/>
        <source>Bird</source>
        <comment>subtype, singular</comment>
        <translation>Uccello</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="39"/>
        <source>Birds</source>
        <comment>plural of the subtype Bird</comment>
        <translation>Uccelli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="39"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bird (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="40"/>
        <source>Bison</source>
        <comment>subtype, singular</comment>
        <translation>Bisonte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="40"/>
        <source>Bisons</source>
        <comment>plural of the subtype Bison</comment>
        <translation>Bisonti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="40"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bison (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="41"/>
        <source>Blinkmoth</source>
        <comment>subtype, singular</comment>
        <translation>Falena Lampeggiante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="41"/>
        <source>Blinkmoths</source>
        <comment>plural of the subtype Blinkmoth</comment>
        <translation>Falene Lampeggianti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="41"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Blinkmoth (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="42"/>
        <source>Boar</source>
        <comment>subtype, singular</comment>
        <translation>Cinghiale</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="42"/>
        <source>Boars</source>
        <comment>plural of the subtype Boar</comment>
        <translation>Cinghiali</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="42"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Boar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="43"/>
        <source>Bringer</source>
        <comment>subtype, singular</comment>
        <translation>Portatore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="43"/>
        <source>Bringers</source>
        <comment>plural of the subtype Bringer</comment>
        <translation>Portatori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="43"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bringer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="44"/>
        <source>Brushwagg</source>
        <comment>subtype, singular</comment>
        <translation>Brushwagg</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="44"/>
        <source>Brushwaggs</source>
        <comment>plural of the subtype Brushwagg</comment>
        <translation>Brushwagg</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="44"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Brushwagg (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="45"/>
        <source>C&apos;tan</source>
        <comment>subtype, singular</comment>
        <translation>C&apos;tan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="45"/>
        <source>C&apos;tans</source>
        <comment>plural of the subtype C&apos;tan</comment>
        <translation>C&apos;tan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="45"/>
        <source>m</source>
        <comment>grammatical gender of the subtype C&apos;tan (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="46"/>
        <source>Camarid</source>
        <comment>subtype, singular</comment>
        <translation>Camaride</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="46"/>
        <source>Camarids</source>
        <comment>plural of the subtype Camarid</comment>
        <translation>Camaridi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="46"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Camarid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="47"/>
        <source>Camel</source>
        <comment>subtype, singular</comment>
        <translation>Cammello</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="47"/>
        <source>Camels</source>
        <comment>plural of the subtype Camel</comment>
        <translation>Cammelli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="47"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Camel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="48"/>
        <source>Capybara</source>
        <comment>subtype, singular</comment>
        <translation>Capibara</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="48"/>
        <source>Capybaras</source>
        <comment>plural of the subtype Capybara</comment>
        <translation>Capibara</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="48"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Capybara (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="49"/>
        <source>Caribou</source>
        <comment>subtype, singular</comment>
        <translation>Caribù</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="49"/>
        <source>Caribous</source>
        <comment>plural of the subtype Caribou</comment>
        <translation>Caribù</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="49"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Caribou (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="50"/>
        <source>Carrier</source>
        <comment>subtype, singular</comment>
        <translation>Vettore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="50"/>
        <source>Carriers</source>
        <comment>plural of the subtype Carrier</comment>
        <translation>Vettori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="50"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Carrier (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="51"/>
        <source>Cat</source>
        <comment>subtype, singular</comment>
        <translation>Felino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="51"/>
        <source>Cats</source>
        <comment>plural of the subtype Cat</comment>
        <translation>Felini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="51"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="52"/>
        <source>Centaur</source>
        <comment>subtype, singular</comment>
        <translation>Centauro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="52"/>
        <source>Centaurs</source>
        <comment>plural of the subtype Centaur</comment>
        <translation>Centauri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="52"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Centaur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="53"/>
        <source>Child</source>
        <comment>subtype, singular</comment>
        <translation>Bambino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="53"/>
        <source>Childs</source>
        <comment>plural of the subtype Child</comment>
        <translation>Bambini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="53"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Child (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="54"/>
        <source>Chimera</source>
        <comment>subtype, singular</comment>
        <translation>Chimera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="54"/>
        <source>Chimeras</source>
        <comment>plural of the subtype Chimera</comment>
        <translation>Chimere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="54"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Chimera (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="55"/>
        <source>Citizen</source>
        <comment>subtype, singular</comment>
        <translation>Cittadino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="55"/>
        <source>Citizens</source>
        <comment>plural of the subtype Citizen</comment>
        <translation>Cittadini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="55"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Citizen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="56"/>
        <source>Cleric</source>
        <comment>subtype, singular</comment>
        <translation>Chierico</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="56"/>
        <source>Clerics</source>
        <comment>plural of the subtype Cleric</comment>
        <translation>Chierici</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="56"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cleric (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="57"/>
        <source>Clown</source>
        <comment>subtype, singular</comment>
        <translation>Pagliaccio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="57"/>
        <source>Clowns</source>
        <comment>plural of the subtype Clown</comment>
        <translation>Pagliacci</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="57"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Clown (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="58"/>
        <source>Cockatrice</source>
        <comment>subtype, singular</comment>
        <translation>Coccatrice</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="58"/>
        <source>Cockatrices</source>
        <comment>plural of the subtype Cockatrice</comment>
        <translation>Coccatrici</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="58"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cockatrice (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="59"/>
        <source>Construct</source>
        <comment>subtype, singular</comment>
        <translation>Costrutto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="59"/>
        <source>Constructs</source>
        <comment>plural of the subtype Construct</comment>
        <translation>Costrutti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="59"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Construct (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="60"/>
        <source>Coward</source>
        <comment>subtype, singular</comment>
        <translation>Codardo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="60"/>
        <source>Cowards</source>
        <comment>plural of the subtype Coward</comment>
        <translation>Codardi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="60"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Coward (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="61"/>
        <source>Coyote</source>
        <comment>subtype, singular</comment>
        <translation>Coyote</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="61"/>
        <source>Coyotes</source>
        <comment>plural of the subtype Coyote</comment>
        <translation>Coyote</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="61"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Coyote (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="62"/>
        <source>Crab</source>
        <comment>subtype, singular</comment>
        <translation>Granchio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="62"/>
        <source>Crabs</source>
        <comment>plural of the subtype Crab</comment>
        <translation>Granchi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="62"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Crab (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="63"/>
        <source>Crocodile</source>
        <comment>subtype, singular</comment>
        <translation>Coccodrillo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="63"/>
        <source>Crocodiles</source>
        <comment>plural of the subtype Crocodile</comment>
        <translation>Coccodrilli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="63"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Crocodile (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="64"/>
        <source>Custodes</source>
        <comment>subtype, singular</comment>
        <translation>Custodes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="64"/>
        <source>Custodeses</source>
        <comment>plural of the subtype Custodes</comment>
        <translation>Custodes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="64"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Custodes (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="65"/>
        <source>Cyberman</source>
        <comment>subtype, singular</comment>
        <translation>Cyberman</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="65"/>
        <source>Cybermans</source>
        <comment>plural of the subtype Cyberman</comment>
        <translation>Cybermen</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="65"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cyberman (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="66"/>
        <source>Cyclops</source>
        <comment>subtype, singular</comment>
        <translation>Ciclope</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="66"/>
        <source>Cyclopes</source>
        <comment>plural of the subtype Cyclops</comment>
        <translation>Ciclopi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="66"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cyclops (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="67"/>
        <source>Dalek</source>
        <comment>subtype, singular</comment>
        <translation>Dalek</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="67"/>
        <source>Daleks</source>
        <comment>plural of the subtype Dalek</comment>
        <translation>Dalek</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="67"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dalek (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="68"/>
        <source>Dauthi</source>
        <comment>subtype, singular</comment>
        <translation>Dauthi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="68"/>
        <source>Dauthis</source>
        <comment>plural of the subtype Dauthi</comment>
        <translation>Dauthi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="68"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dauthi (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="69"/>
        <source>Demigod</source>
        <comment>subtype, singular</comment>
        <translation>Semidio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="69"/>
        <source>Demigods</source>
        <comment>plural of the subtype Demigod</comment>
        <translation>Semidei</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="69"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Demigod (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="70"/>
        <source>Demon</source>
        <comment>subtype, singular</comment>
        <translation>Demone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="70"/>
        <source>Demons</source>
        <comment>plural of the subtype Demon</comment>
        <translation>Demoni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="70"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Demon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="71"/>
        <source>Deserter</source>
        <comment>subtype, singular</comment>
        <translation>Disertore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="71"/>
        <source>Deserters</source>
        <comment>plural of the subtype Deserter</comment>
        <translation>Disertori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="71"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Deserter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="72"/>
        <source>Detective</source>
        <comment>subtype, singular</comment>
        <translation>Detective</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="72"/>
        <source>Detectives</source>
        <comment>plural of the subtype Detective</comment>
        <translation>Detective</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="72"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Detective (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="73"/>
        <source>Devil</source>
        <comment>subtype, singular</comment>
        <translation>Diavolo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="73"/>
        <source>Devils</source>
        <comment>plural of the subtype Devil</comment>
        <translation>Diavoli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="73"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Devil (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="74"/>
        <source>Dinosaur</source>
        <comment>subtype, singular</comment>
        <translation>Dinosauro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="74"/>
        <source>Dinosaurs</source>
        <comment>plural of the subtype Dinosaur</comment>
        <translation>Dinosauri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="74"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dinosaur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="75"/>
        <source>Djinn</source>
        <comment>subtype, singular</comment>
        <translation>Djinn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="75"/>
        <source>Djinn</source>
        <comment>plural of the subtype Djinn</comment>
        <translation>Djinn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="75"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Djinn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="76"/>
        <source>Doctor</source>
        <comment>subtype, singular</comment>
        <translation>Dottore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="76"/>
        <source>Doctors</source>
        <comment>plural of the subtype Doctor</comment>
        <translation>Dottori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="76"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Doctor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="77"/>
        <source>Dog</source>
        <comment>subtype, singular</comment>
        <translation>Cane</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="77"/>
        <source>Dogs</source>
        <comment>plural of the subtype Dog</comment>
        <translation>Cani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="77"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dog (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="78"/>
        <source>Dragon</source>
        <comment>subtype, singular</comment>
        <translation>Drago</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="78"/>
        <source>Dragons</source>
        <comment>plural of the subtype Dragon</comment>
        <translation>Draghi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="78"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dragon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="79"/>
        <source>Drake</source>
        <comment>subtype, singular</comment>
        <translation>Drake</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="79"/>
        <source>Drakes</source>
        <comment>plural of the subtype Drake</comment>
        <translation>Drake</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="79"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Drake (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="80"/>
        <source>Dreadnought</source>
        <comment>subtype, singular</comment>
        <translation>Corazzata</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="80"/>
        <source>Dreadnoughts</source>
        <comment>plural of the subtype Dreadnought</comment>
        <translation>Corazzate</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="80"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dreadnought (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="81"/>
        <source>Drix</source>
        <comment>subtype, singular</comment>
        <translation>Drix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="81"/>
        <source>Drixes</source>
        <comment>plural of the subtype Drix</comment>
        <translation>Drix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="81"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Drix (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="82"/>
        <source>Drone</source>
        <comment>subtype, singular</comment>
        <translation>Drone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="82"/>
        <source>Drones</source>
        <comment>plural of the subtype Drone</comment>
        <translation>Drone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="82"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Drone (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="83"/>
        <source>Druid</source>
        <comment>subtype, singular</comment>
        <translation>Druido</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="83"/>
        <source>Druids</source>
        <comment>plural of the subtype Druid</comment>
        <translation>Druidi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="83"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Druid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="84"/>
        <source>Dryad</source>
        <comment>subtype, singular</comment>
        <translation>Driade</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="84"/>
        <source>Dryads</source>
        <comment>plural of the subtype Dryad</comment>
        <translation>Driadi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="84"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dryad (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="85"/>
        <source>Dwarf</source>
        <comment>subtype, singular</comment>
        <translation>Nano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="85"/>
        <source>Dwarves</source>
        <comment>plural of the subtype Dwarf</comment>
        <translation>Nani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="85"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dwarf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="86"/>
        <source>Echidna</source>
        <comment>subtype, singular</comment>
        <translation>Echidna</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="86"/>
        <source>Echidnas</source>
        <comment>plural of the subtype Echidna</comment>
        <translation>Echidne</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="86"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Echidna (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="87"/>
        <source>Efreet</source>
        <comment>subtype, singular</comment>
        <translation>Efreet</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="87"/>
        <source>Efreet</source>
        <comment>plural of the subtype Efreet</comment>
        <translation>Efreet</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="87"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Efreet (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="88"/>
        <source>Egg</source>
        <comment>subtype, singular</comment>
        <translation>Uovo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="88"/>
        <source>Eggs</source>
        <comment>plural of the subtype Egg</comment>
        <translation>Uova</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="88"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Egg (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="89"/>
        <source>Elder</source>
        <comment>subtype, singular</comment>
        <translation>Antico</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="89"/>
        <source>Elders</source>
        <comment>plural of the subtype Elder</comment>
        <translation>Antichi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="89"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elder (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="90"/>
        <source>Eldrazi</source>
        <comment>subtype, singular</comment>
        <translation>Eldrazi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="90"/>
        <source>Eldrazis</source>
        <comment>plural of the subtype Eldrazi</comment>
        <translation>Eldrazi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="90"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Eldrazi (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="91"/>
        <source>Elemental</source>
        <comment>subtype, singular</comment>
        <translation>Elementale</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="91"/>
        <source>Elementals</source>
        <comment>plural of the subtype Elemental</comment>
        <translation>Elementali</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="91"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elemental (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="92"/>
        <source>Elephant</source>
        <comment>subtype, singular</comment>
        <translation>Elefante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="92"/>
        <source>Elephants</source>
        <comment>plural of the subtype Elephant</comment>
        <translation>Elefanti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="92"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elephant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="93"/>
        <source>Elf</source>
        <comment>subtype, singular</comment>
        <translation>Elfo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="93"/>
        <source>Elves</source>
        <comment>plural of the subtype Elf</comment>
        <translation>Elfi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="93"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="94"/>
        <source>Elk</source>
        <comment>subtype, singular</comment>
        <translation>Alce</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="94"/>
        <source>Elk</source>
        <comment>plural of the subtype Elk</comment>
        <translation>Alci</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="94"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="95"/>
        <source>Employee</source>
        <comment>subtype, singular</comment>
        <translation>Dipendente</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="95"/>
        <source>Employees</source>
        <comment>plural of the subtype Employee</comment>
        <translation>Dipendenti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="95"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Employee (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="96"/>
        <source>Eye</source>
        <comment>subtype, singular</comment>
        <translation>Occhio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="96"/>
        <source>Eyes</source>
        <comment>plural of the subtype Eye</comment>
        <translation>Occhi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="96"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Eye (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="97"/>
        <source>Faerie</source>
        <comment>subtype, singular</comment>
        <translation>Folletto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="97"/>
        <source>Faeries</source>
        <comment>plural of the subtype Faerie</comment>
        <translation>Folletti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="97"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Faerie (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="98"/>
        <source>Ferret</source>
        <comment>subtype, singular</comment>
        <translation>Furetto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="98"/>
        <source>Ferrets</source>
        <comment>plural of the subtype Ferret</comment>
        <translation>Furetti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="98"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ferret (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="99"/>
        <source>Fish</source>
        <comment>subtype, singular</comment>
        <translation>Pesce</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="99"/>
        <source>Fish</source>
        <comment>plural of the subtype Fish</comment>
        <translation>Pesci</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="99"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fish (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="100"/>
        <source>Flagbearer</source>
        <comment>subtype, singular</comment>
        <translation>Portabandiera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="100"/>
        <source>Flagbearers</source>
        <comment>plural of the subtype Flagbearer</comment>
        <translation>Portabandiera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="100"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Flagbearer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="101"/>
        <source>Fox</source>
        <comment>subtype, singular</comment>
        <translation>Volpe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="101"/>
        <source>Foxes</source>
        <comment>plural of the subtype Fox</comment>
        <translation>Volpi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="101"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fox (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="102"/>
        <source>Fractal</source>
        <comment>subtype, singular</comment>
        <translation>Frattale</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="102"/>
        <source>Fractals</source>
        <comment>plural of the subtype Fractal</comment>
        <translation>Frattali</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="102"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fractal (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="103"/>
        <source>Frog</source>
        <comment>subtype, singular</comment>
        <translation>Rana</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="103"/>
        <source>Frogs</source>
        <comment>plural of the subtype Frog</comment>
        <translation>Rane</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="103"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Frog (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="104"/>
        <source>Fungus</source>
        <comment>subtype, singular</comment>
        <translation>Fungo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="104"/>
        <source>Fungi</source>
        <comment>plural of the subtype Fungus</comment>
        <translation>Funghi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="104"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fungus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="105"/>
        <source>Gamer</source>
        <comment>subtype, singular</comment>
        <translation>Gamer</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="105"/>
        <source>Gamers</source>
        <comment>plural of the subtype Gamer</comment>
        <translation>Gamer</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="105"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gamer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="106"/>
        <source>Gargoyle</source>
        <comment>subtype, singular</comment>
        <translation>Gargoyle</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="106"/>
        <source>Gargoyles</source>
        <comment>plural of the subtype Gargoyle</comment>
        <translation>Gargoyle</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="106"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gargoyle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="107"/>
        <source>Germ</source>
        <comment>subtype, singular</comment>
        <translation>Germe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="107"/>
        <source>Germs</source>
        <comment>plural of the subtype Germ</comment>
        <translation>Germi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="107"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Germ (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="108"/>
        <source>Giant</source>
        <comment>subtype, singular</comment>
        <translation>Gigante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="108"/>
        <source>Giants</source>
        <comment>plural of the subtype Giant</comment>
        <translation>Giganti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="108"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Giant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="109"/>
        <source>Giraffe</source>
        <comment>subtype, singular</comment>
        <translation>Giraffa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="109"/>
        <source>Giraffes</source>
        <comment>plural of the subtype Giraffe</comment>
        <translation>Giraffe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="109"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Giraffe (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="110"/>
        <source>Gith</source>
        <comment>subtype, singular</comment>
        <translation>Gith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="110"/>
        <source>Giths</source>
        <comment>plural of the subtype Gith</comment>
        <translation>Gith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="110"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gith (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="111"/>
        <source>Glimmer</source>
        <comment>subtype, singular</comment>
        <translation>Bagliore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="111"/>
        <source>Glimmers</source>
        <comment>plural of the subtype Glimmer</comment>
        <translation>Bagliori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="111"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Glimmer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="112"/>
        <source>Gnoll</source>
        <comment>subtype, singular</comment>
        <translation>Gnoll</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="112"/>
        <source>Gnolls</source>
        <comment>plural of the subtype Gnoll</comment>
        <translation>Gnoll</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="112"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gnoll (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="113"/>
        <source>Gnome</source>
        <comment>subtype, singular</comment>
        <translation>Gnomo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="113"/>
        <source>Gnomes</source>
        <comment>plural of the subtype Gnome</comment>
        <translation>Gnomi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="113"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gnome (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="114"/>
        <source>Goat</source>
        <comment>subtype, singular</comment>
        <translation>Capra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="114"/>
        <source>Goats</source>
        <comment>plural of the subtype Goat</comment>
        <translation>Capre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="114"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Goat (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="115"/>
        <source>Goblin</source>
        <comment>subtype, singular</comment>
        <translation>Goblin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="115"/>
        <source>Goblins</source>
        <comment>plural of the subtype Goblin</comment>
        <translation>Goblin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="115"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Goblin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="116"/>
        <source>God</source>
        <comment>subtype, singular</comment>
        <translation>Dio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="116"/>
        <source>Gods</source>
        <comment>plural of the subtype God</comment>
        <translation>Dei</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="116"/>
        <source>m</source>
        <comment>grammatical gender of the subtype God (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="117"/>
        <source>Golem</source>
        <comment>subtype, singular</comment>
        <translation>Golem</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="117"/>
        <source>Golems</source>
        <comment>plural of the subtype Golem</comment>
        <translation>Golem</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="117"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Golem (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="118"/>
        <source>Gorgon</source>
        <comment>subtype, singular</comment>
        <translation>Gorgone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="118"/>
        <source>Gorgons</source>
        <comment>plural of the subtype Gorgon</comment>
        <translation>Gorgoni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="118"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gorgon (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="119"/>
        <source>Graveborn</source>
        <comment>subtype, singular</comment>
        <translation>Nato dalla Tomba</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="119"/>
        <source>Graveborns</source>
        <comment>plural of the subtype Graveborn</comment>
        <translation>Nati dalla Tomba</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="119"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Graveborn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="120"/>
        <source>Gremlin</source>
        <comment>subtype, singular</comment>
        <translation>Gremlin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="120"/>
        <source>Gremlins</source>
        <comment>plural of the subtype Gremlin</comment>
        <translation>Gremlin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="120"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gremlin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="121"/>
        <source>Griffin</source>
        <comment>subtype, singular</comment>
        <translation>Grifone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="121"/>
        <source>Griffins</source>
        <comment>plural of the subtype Griffin</comment>
        <translation>Grifoni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="121"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Griffin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="122"/>
        <source>Guest</source>
        <comment>subtype, singular</comment>
        <translation>Ospite</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="122"/>
        <source>Guests</source>
        <comment>plural of the subtype Guest</comment>
        <translation>Ospiti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="122"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Guest (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="123"/>
        <source>Hag</source>
        <comment>subtype, singular</comment>
        <translation>Megera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="123"/>
        <source>Hags</source>
        <comment>plural of the subtype Hag</comment>
        <translation>Megere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="123"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hag (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="124"/>
        <source>Halfling</source>
        <comment>subtype, singular</comment>
        <translation>Halfling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="124"/>
        <source>Halflings</source>
        <comment>plural of the subtype Halfling</comment>
        <translation>Halfling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="124"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Halfling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="125"/>
        <source>Hamster</source>
        <comment>subtype, singular</comment>
        <translation>Criceto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="125"/>
        <source>Hamsters</source>
        <comment>plural of the subtype Hamster</comment>
        <translation>Criceti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="125"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hamster (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="126"/>
        <source>Harpy</source>
        <comment>subtype, singular</comment>
        <translation>Arpia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="126"/>
        <source>Harpies</source>
        <comment>plural of the subtype Harpy</comment>
        <translation>Arpie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="126"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Harpy (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="127"/>
        <source>Hedgehog</source>
        <comment>subtype, singular</comment>
        <translation>Riccio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="127"/>
        <source>Hedgehogs</source>
        <comment>plural of the subtype Hedgehog</comment>
        <translation>Ricci</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="127"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hedgehog (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="128"/>
        <source>Hellion</source>
        <comment>subtype, singular</comment>
        <translation>Hellion</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="128"/>
        <source>Hellions</source>
        <comment>plural of the subtype Hellion</comment>
        <translation>Hellion</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="128"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hellion (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="129"/>
        <source>Hero</source>
        <comment>subtype, singular</comment>
        <translation>Eroe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="129"/>
        <source>Heros</source>
        <comment>plural of the subtype Hero</comment>
        <translation>Eroi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="129"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hero (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="130"/>
        <source>Hippo</source>
        <comment>subtype, singular</comment>
        <translation>Ippopotamo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="130"/>
        <source>Hippos</source>
        <comment>plural of the subtype Hippo</comment>
        <translation>Ippopotami</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="130"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hippo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="131"/>
        <source>Hippogriff</source>
        <comment>subtype, singular</comment>
        <translation>Ippogrifo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="131"/>
        <source>Hippogriffs</source>
        <comment>plural of the subtype Hippogriff</comment>
        <translation>Ippogrifi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="131"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hippogriff (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="132"/>
        <source>Homarid</source>
        <comment>subtype, singular</comment>
        <translation>Omaride</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="132"/>
        <source>Homarids</source>
        <comment>plural of the subtype Homarid</comment>
        <translation>Omaridi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="132"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Homarid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="133"/>
        <source>Homunculus</source>
        <comment>subtype, singular</comment>
        <translation>Omuncolo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="133"/>
        <source>Homunculi</source>
        <comment>plural of the subtype Homunculus</comment>
        <translation>Omuncoli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="133"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Homunculus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="134"/>
        <source>Horror</source>
        <comment>subtype, singular</comment>
        <translation>Orrore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="134"/>
        <source>Horrors</source>
        <comment>plural of the subtype Horror</comment>
        <translation>Orrori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="134"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Horror (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="135"/>
        <source>Horse</source>
        <comment>subtype, singular</comment>
        <translation>Cavallo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="135"/>
        <source>Horses</source>
        <comment>plural of the subtype Horse</comment>
        <translation>Cavalli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="135"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Horse (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="136"/>
        <source>Human</source>
        <comment>subtype, singular</comment>
        <translation>Umano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="136"/>
        <source>Humans</source>
        <comment>plural of the subtype Human</comment>
        <translation>Umani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="136"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Human (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="137"/>
        <source>Hydra</source>
        <comment>subtype, singular</comment>
        <translation>Idra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="137"/>
        <source>Hydras</source>
        <comment>plural of the subtype Hydra</comment>
        <translation>Idre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="137"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hydra (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="138"/>
        <source>Hyena</source>
        <comment>subtype, singular</comment>
        <translation>Iena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="138"/>
        <source>Hyenas</source>
        <comment>plural of the subtype Hyena</comment>
        <translation>Iene</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="138"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hyena (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="139"/>
        <source>Illusion</source>
        <comment>subtype, singular</comment>
        <translation>Illusione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="139"/>
        <source>Illusions</source>
        <comment>plural of the subtype Illusion</comment>
        <translation>Illusioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="139"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Illusion (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="140"/>
        <source>Imp</source>
        <comment>subtype, singular</comment>
        <translation>Diavoletto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="140"/>
        <source>Imps</source>
        <comment>plural of the subtype Imp</comment>
        <translation>Diavoletti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="140"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Imp (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="141"/>
        <source>Incarnation</source>
        <comment>subtype, singular</comment>
        <translation>Incarnazione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="141"/>
        <source>Incarnations</source>
        <comment>plural of the subtype Incarnation</comment>
        <translation>Incarnazioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="141"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Incarnation (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="142"/>
        <source>Inkling</source>
        <comment>subtype, singular</comment>
        <translation>Inchiostrino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="142"/>
        <source>Inklings</source>
        <comment>plural of the subtype Inkling</comment>
        <translation>Inchiostrini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="142"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Inkling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="143"/>
        <source>Inquisitor</source>
        <comment>subtype, singular</comment>
        <translation>Inquisitore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="143"/>
        <source>Inquisitors</source>
        <comment>plural of the subtype Inquisitor</comment>
        <translation>Inquisitori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="143"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Inquisitor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="144"/>
        <source>Insect</source>
        <comment>subtype, singular</comment>
        <translation>Insetto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="144"/>
        <source>Insects</source>
        <comment>plural of the subtype Insect</comment>
        <translation>Insetti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="144"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Insect (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="145"/>
        <source>Jackal</source>
        <comment>subtype, singular</comment>
        <translation>Sciacallo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="145"/>
        <source>Jackals</source>
        <comment>plural of the subtype Jackal</comment>
        <translation>Sciacalli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="145"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jackal (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="146"/>
        <source>Jellyfish</source>
        <comment>subtype, singular</comment>
        <translation>Medusa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="146"/>
        <source>Jellyfish</source>
        <comment>plural of the subtype Jellyfish</comment>
        <translation>Meduse</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="146"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jellyfish (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="147"/>
        <source>Juggernaut</source>
        <comment>subtype, singular</comment>
        <translation>Juggernaut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="147"/>
        <source>Juggernauts</source>
        <comment>plural of the subtype Juggernaut</comment>
        <translation>Juggernaut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="147"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Juggernaut (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="148"/>
        <source>Kangaroo</source>
        <comment>subtype, singular</comment>
        <translation>Canguro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="148"/>
        <source>Kangaroos</source>
        <comment>plural of the subtype Kangaroo</comment>
        <translation>Canguri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="148"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kangaroo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="149"/>
        <source>Kavu</source>
        <comment>subtype, singular</comment>
        <translation>Kavu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="149"/>
        <source>Kavus</source>
        <comment>plural of the subtype Kavu</comment>
        <translation>Kavu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="149"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kavu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="150"/>
        <source>Kirin</source>
        <comment>subtype, singular</comment>
        <translation>Kirin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="150"/>
        <source>Kirins</source>
        <comment>plural of the subtype Kirin</comment>
        <translation>Kirin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="150"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kirin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="151"/>
        <source>Kithkin</source>
        <comment>subtype, singular</comment>
        <translation>Kithkin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="151"/>
        <source>Kithkin</source>
        <comment>plural of the subtype Kithkin</comment>
        <translation>Kithkin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="151"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kithkin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="152"/>
        <source>Knight</source>
        <comment>subtype, singular</comment>
        <translation>Cavaliere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="152"/>
        <source>Knights</source>
        <comment>plural of the subtype Knight</comment>
        <translation>Cavalieri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="152"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Knight (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="153"/>
        <source>Kobold</source>
        <comment>subtype, singular</comment>
        <translation>Coboldo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="153"/>
        <source>Kobolds</source>
        <comment>plural of the subtype Kobold</comment>
        <translation>Coboldi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="153"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kobold (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="154"/>
        <source>Kor</source>
        <comment>subtype, singular</comment>
        <translation>Kor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="154"/>
        <source>Kor</source>
        <comment>plural of the subtype Kor</comment>
        <translation>Kor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="154"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="155"/>
        <source>Kraken</source>
        <comment>subtype, singular</comment>
        <translation>Kraken</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="155"/>
        <source>Krakens</source>
        <comment>plural of the subtype Kraken</comment>
        <translation>Kraken</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="155"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kraken (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="156"/>
        <source>Lamia</source>
        <comment>subtype, singular</comment>
        <translation>Lamia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="156"/>
        <source>Lamias</source>
        <comment>plural of the subtype Lamia</comment>
        <translation>Lamie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="156"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lamia (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="157"/>
        <source>Lammasu</source>
        <comment>subtype, singular</comment>
        <translation>Lammasu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="157"/>
        <source>Lammasus</source>
        <comment>plural of the subtype Lammasu</comment>
        <translation>Lammasu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="157"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lammasu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="158"/>
        <source>Leech</source>
        <comment>subtype, singular</comment>
        <translation>Sanguisuga</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="158"/>
        <source>Leeches</source>
        <comment>plural of the subtype Leech</comment>
        <translation>Sanguisughe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="158"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Leech (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="159"/>
        <source>Lemur</source>
        <comment>subtype, singular</comment>
        <translation>Lemure</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="159"/>
        <source>Lemurs</source>
        <comment>plural of the subtype Lemur</comment>
        <translation>Lemuri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="159"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lemur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="160"/>
        <source>Leviathan</source>
        <comment>subtype, singular</comment>
        <translation>Leviatano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="160"/>
        <source>Leviathans</source>
        <comment>plural of the subtype Leviathan</comment>
        <translation>Leviatani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="160"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Leviathan (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="161"/>
        <source>Lhurgoyf</source>
        <comment>subtype, singular</comment>
        <translation>Lhurgoyf</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="161"/>
        <source>Lhurgoyfs</source>
        <comment>plural of the subtype Lhurgoyf</comment>
        <translation>Lhurgoyf</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="161"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lhurgoyf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="162"/>
        <source>Licid</source>
        <comment>subtype, singular</comment>
        <translation>Licide</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="162"/>
        <source>Licids</source>
        <comment>plural of the subtype Licid</comment>
        <translation>Licidi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="162"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Licid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="163"/>
        <source>Lizard</source>
        <comment>subtype, singular</comment>
        <translation>Lucertola</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="163"/>
        <source>Lizards</source>
        <comment>plural of the subtype Lizard</comment>
        <translation>Lucertole</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="163"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lizard (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="164"/>
        <source>Llama</source>
        <comment>subtype, singular</comment>
        <translation>Lama</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="164"/>
        <source>Llamas</source>
        <comment>plural of the subtype Llama</comment>
        <translation>Lama</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="164"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Llama (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="165"/>
        <source>Lobster</source>
        <comment>subtype, singular</comment>
        <translation>Aragosta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="165"/>
        <source>Lobsters</source>
        <comment>plural of the subtype Lobster</comment>
        <translation>Aragoste</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="165"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lobster (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="166"/>
        <source>Manticore</source>
        <comment>subtype, singular</comment>
        <translation>Manticora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="166"/>
        <source>Manticores</source>
        <comment>plural of the subtype Manticore</comment>
        <translation>Manticore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="166"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Manticore (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="167"/>
        <source>Masticore</source>
        <comment>subtype, singular</comment>
        <translation>Masticora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="167"/>
        <source>Masticores</source>
        <comment>plural of the subtype Masticore</comment>
        <translation>Masticore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="167"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Masticore (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="168"/>
        <source>Mercenary</source>
        <comment>subtype, singular</comment>
        <translation>Mercenario</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="168"/>
        <source>Mercenaries</source>
        <comment>plural of the subtype Mercenary</comment>
        <translation>Mercenari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="168"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mercenary (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="169"/>
        <source>Merfolk</source>
        <comment>subtype, singular</comment>
        <translation>Tritone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="169"/>
        <source>Merfolk</source>
        <comment>plural of the subtype Merfolk</comment>
        <translation>Tritoni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="169"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Merfolk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="170"/>
        <source>Metathran</source>
        <comment>subtype, singular</comment>
        <translation>Metathran</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="170"/>
        <source>Metathrans</source>
        <comment>plural of the subtype Metathran</comment>
        <translation>Metathran</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="170"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Metathran (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="171"/>
        <source>Minion</source>
        <comment>subtype, singular</comment>
        <translation>Servitore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="171"/>
        <source>Minions</source>
        <comment>plural of the subtype Minion</comment>
        <translation>Servitori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="171"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Minion (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="172"/>
        <source>Minotaur</source>
        <comment>subtype, singular</comment>
        <translation>Minotauro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="172"/>
        <source>Minotaurs</source>
        <comment>plural of the subtype Minotaur</comment>
        <translation>Minotauri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="172"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Minotaur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="173"/>
        <source>Mite</source>
        <comment>subtype, singular</comment>
        <translation>Acaro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="173"/>
        <source>Mites</source>
        <comment>plural of the subtype Mite</comment>
        <translation>Acari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="173"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="174"/>
        <source>Mole</source>
        <comment>subtype, singular</comment>
        <translation>Talpa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="174"/>
        <source>Moles</source>
        <comment>plural of the subtype Mole</comment>
        <translation>Talpe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="174"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mole (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="175"/>
        <source>Monger</source>
        <comment>subtype, singular</comment>
        <translation>Mercante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="175"/>
        <source>Mongers</source>
        <comment>plural of the subtype Monger</comment>
        <translation>Mercanti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="175"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Monger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="176"/>
        <source>Mongoose</source>
        <comment>subtype, singular</comment>
        <translation>Mangusta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="176"/>
        <source>Mongooses</source>
        <comment>plural of the subtype Mongoose</comment>
        <translation>Manguste</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="176"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mongoose (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="177"/>
        <source>Monk</source>
        <comment>subtype, singular</comment>
        <translation>Monaco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="177"/>
        <source>Monks</source>
        <comment>plural of the subtype Monk</comment>
        <translation>Monaci</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="177"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Monk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="178"/>
        <source>Monkey</source>
        <comment>subtype, singular</comment>
        <translation>Scimmia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="178"/>
        <source>Monkeys</source>
        <comment>plural of the subtype Monkey</comment>
        <translation>Scimmie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="178"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Monkey (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="179"/>
        <source>Moogle</source>
        <comment>subtype, singular</comment>
        <translation>Moguri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="179"/>
        <source>Moogles</source>
        <comment>plural of the subtype Moogle</comment>
        <translation>Moguri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="179"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Moogle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="180"/>
        <source>Moonfolk</source>
        <comment>subtype, singular</comment>
        <translation>Popolo della Luna</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="180"/>
        <source>Moonfolk</source>
        <comment>plural of the subtype Moonfolk</comment>
        <translation>Popolo della Luna</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="180"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Moonfolk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="181"/>
        <source>Mount</source>
        <comment>subtype, singular</comment>
        <translation>Cavalcatura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="181"/>
        <source>Mounts</source>
        <comment>plural of the subtype Mount</comment>
        <translation>Cavalcature</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="181"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mount (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="182"/>
        <source>Mouse</source>
        <comment>subtype, singular</comment>
        <translation>Topo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="182"/>
        <source>Mice</source>
        <comment>plural of the subtype Mouse</comment>
        <translation>Topi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="182"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mouse (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="183"/>
        <source>Mutant</source>
        <comment>subtype, singular</comment>
        <translation>Mutante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="183"/>
        <source>Mutants</source>
        <comment>plural of the subtype Mutant</comment>
        <translation>Mutanti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="183"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mutant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="184"/>
        <source>Myr</source>
        <comment>subtype, singular</comment>
        <translation>Myr</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="184"/>
        <source>Myrs</source>
        <comment>plural of the subtype Myr</comment>
        <translation>Myr</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="184"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Myr (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="185"/>
        <source>Mystic</source>
        <comment>subtype, singular</comment>
        <translation>Mistico</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="185"/>
        <source>Mystics</source>
        <comment>plural of the subtype Mystic</comment>
        <translation>Mistici</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="185"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mystic (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="186"/>
        <source>Nautilus</source>
        <comment>subtype, singular</comment>
        <translation>Nautilo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="186"/>
        <source>Nautiluses</source>
        <comment>plural of the subtype Nautilus</comment>
        <translation>Nautili</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="186"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nautilus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="187"/>
        <source>Necron</source>
        <comment>subtype, singular</comment>
        <translation>Necron</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="187"/>
        <source>Necrons</source>
        <comment>plural of the subtype Necron</comment>
        <translation>Necron</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="187"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Necron (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="188"/>
        <source>Nephilim</source>
        <comment>subtype, singular</comment>
        <translation>Nephilim</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="188"/>
        <source>Nephilims</source>
        <comment>plural of the subtype Nephilim</comment>
        <translation>Nephilim</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="188"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nephilim (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="189"/>
        <source>Nightmare</source>
        <comment>subtype, singular</comment>
        <translation>Incubo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="189"/>
        <source>Nightmares</source>
        <comment>plural of the subtype Nightmare</comment>
        <translation>Incubi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="189"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nightmare (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="190"/>
        <source>Nightstalker</source>
        <comment>subtype, singular</comment>
        <translation>Predatore Notturno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="190"/>
        <source>Nightstalkers</source>
        <comment>plural of the subtype Nightstalker</comment>
        <translation>Predatori Notturni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="190"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nightstalker (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="191"/>
        <source>Ninja</source>
        <comment>subtype, singular</comment>
        <translation>Ninja</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="191"/>
        <source>Ninjas</source>
        <comment>plural of the subtype Ninja</comment>
        <translation>Ninja</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="191"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ninja (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="192"/>
        <source>Noble</source>
        <comment>subtype, singular</comment>
        <translation>Nobile</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="192"/>
        <source>Nobles</source>
        <comment>plural of the subtype Noble</comment>
        <translation>Nobili</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="192"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Noble (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="193"/>
        <source>Noggle</source>
        <comment>subtype, singular</comment>
        <translation>Noggle</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="193"/>
        <source>Noggles</source>
        <comment>plural of the subtype Noggle</comment>
        <translation>Noggle</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="193"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Noggle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="194"/>
        <source>Nomad</source>
        <comment>subtype, singular</comment>
        <translation>Nomade</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="194"/>
        <source>Nomads</source>
        <comment>plural of the subtype Nomad</comment>
        <translation>Nomadi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="194"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nomad (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="195"/>
        <source>Nymph</source>
        <comment>subtype, singular</comment>
        <translation>Ninfa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="195"/>
        <source>Nymphs</source>
        <comment>plural of the subtype Nymph</comment>
        <translation>Ninfe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="195"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nymph (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="196"/>
        <source>Octopus</source>
        <comment>subtype, singular</comment>
        <translation>Polpo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="196"/>
        <source>Octopuses</source>
        <comment>plural of the subtype Octopus</comment>
        <translation>Polpi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="196"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Octopus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="197"/>
        <source>Ogre</source>
        <comment>subtype, singular</comment>
        <translation>Ogre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="197"/>
        <source>Ogres</source>
        <comment>plural of the subtype Ogre</comment>
        <translation>Ogre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="197"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ogre (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="198"/>
        <source>Ooze</source>
        <comment>subtype, singular</comment>
        <translation>Melma</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="198"/>
        <source>Oozes</source>
        <comment>plural of the subtype Ooze</comment>
        <translation>Melme</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="198"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ooze (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="199"/>
        <source>Orb</source>
        <comment>subtype, singular</comment>
        <translation>Globo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="199"/>
        <source>Orbs</source>
        <comment>plural of the subtype Orb</comment>
        <translation>Globi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="199"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Orb (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="200"/>
        <source>Orc</source>
        <comment>subtype, singular</comment>
        <translation>Orco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="200"/>
        <source>Orcs</source>
        <comment>plural of the subtype Orc</comment>
        <translation>Orchi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="200"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Orc (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="201"/>
        <source>Orgg</source>
        <comment>subtype, singular</comment>
        <translation>Orgg</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="201"/>
        <source>Orggs</source>
        <comment>plural of the subtype Orgg</comment>
        <translation>Orgg</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="201"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Orgg (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="202"/>
        <source>Otter</source>
        <comment>subtype, singular</comment>
        <translation>Lontra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="202"/>
        <source>Otters</source>
        <comment>plural of the subtype Otter</comment>
        <translation>Lontre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="202"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Otter (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="203"/>
        <source>Ouphe</source>
        <comment>subtype, singular</comment>
        <translation>Ouphe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="203"/>
        <source>Ouphes</source>
        <comment>plural of the subtype Ouphe</comment>
        <translation>Ouphe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="203"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ouphe (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="204"/>
        <source>Ox</source>
        <comment>subtype, singular</comment>
        <translation>Bue</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="204"/>
        <source>Oxen</source>
        <comment>plural of the subtype Ox</comment>
        <translation>Buoi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="204"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ox (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="205"/>
        <source>Oyster</source>
        <comment>subtype, singular</comment>
        <translation>Ostrica</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="205"/>
        <source>Oysters</source>
        <comment>plural of the subtype Oyster</comment>
        <translation>Ostriche</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="205"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Oyster (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="206"/>
        <source>Pangolin</source>
        <comment>subtype, singular</comment>
        <translation>Pangolino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="206"/>
        <source>Pangolins</source>
        <comment>plural of the subtype Pangolin</comment>
        <translation>Pangolini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="206"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pangolin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="207"/>
        <source>Peasant</source>
        <comment>subtype, singular</comment>
        <translation>Contadino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="207"/>
        <source>Peasants</source>
        <comment>plural of the subtype Peasant</comment>
        <translation>Contadini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="207"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Peasant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="208"/>
        <source>Pegasus</source>
        <comment>subtype, singular</comment>
        <translation>Pegaso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="208"/>
        <source>Pegasi</source>
        <comment>plural of the subtype Pegasus</comment>
        <translation>Pegasi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="208"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pegasus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="209"/>
        <source>Pentavite</source>
        <comment>subtype, singular</comment>
        <translation>Pentavite</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="209"/>
        <source>Pentavites</source>
        <comment>plural of the subtype Pentavite</comment>
        <translation>Pentaviti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="209"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pentavite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="210"/>
        <source>Performer</source>
        <comment>subtype, singular</comment>
        <translation>Artista</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="210"/>
        <source>Performers</source>
        <comment>plural of the subtype Performer</comment>
        <translation>Artisti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="210"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Performer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="211"/>
        <source>Pest</source>
        <comment>subtype, singular</comment>
        <translation>Parassita</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="211"/>
        <source>Pests</source>
        <comment>plural of the subtype Pest</comment>
        <translation>Parassiti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="211"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pest (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="212"/>
        <source>Phelddagrif</source>
        <comment>subtype, singular</comment>
        <translation>Phelddagrif</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="212"/>
        <source>Phelddagrifs</source>
        <comment>plural of the subtype Phelddagrif</comment>
        <translation>Phelddagrif</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="212"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Phelddagrif (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="213"/>
        <source>Phoenix</source>
        <comment>subtype, singular</comment>
        <translation>Fenice</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="213"/>
        <source>Phoenixes</source>
        <comment>plural of the subtype Phoenix</comment>
        <translation>Fenici</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="213"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Phoenix (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="214"/>
        <source>Phyrexian</source>
        <comment>subtype, singular</comment>
        <translation>Phyrexiano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="214"/>
        <source>Phyrexians</source>
        <comment>plural of the subtype Phyrexian</comment>
        <translation>Phyrexiani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="214"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Phyrexian (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="215"/>
        <source>Pilot</source>
        <comment>subtype, singular</comment>
        <translation>Pilota</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="215"/>
        <source>Pilots</source>
        <comment>plural of the subtype Pilot</comment>
        <translation>Piloti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="215"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pilot (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="216"/>
        <source>Pincher</source>
        <comment>subtype, singular</comment>
        <translation>Pinzatore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="216"/>
        <source>Pinchers</source>
        <comment>plural of the subtype Pincher</comment>
        <translation>Pinzatori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="216"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pincher (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="217"/>
        <source>Pirate</source>
        <comment>subtype, singular</comment>
        <translation>Pirata</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="217"/>
        <source>Pirates</source>
        <comment>plural of the subtype Pirate</comment>
        <translation>Pirati</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="217"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pirate (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="218"/>
        <source>Plant</source>
        <comment>subtype, singular</comment>
        <translation>Pianta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="218"/>
        <source>Plants</source>
        <comment>plural of the subtype Plant</comment>
        <translation>Piante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="218"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Plant (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="219"/>
        <source>Platypus</source>
        <comment>subtype, singular</comment>
        <translation>Ornitorinco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="219"/>
        <source>Platypuses</source>
        <comment>plural of the subtype Platypus</comment>
        <translation>Ornitorinchi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="219"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Platypus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="220"/>
        <source>Porcupine</source>
        <comment>subtype, singular</comment>
        <translation>Porcospino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="220"/>
        <source>Porcupines</source>
        <comment>plural of the subtype Porcupine</comment>
        <translation>Porcospini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="220"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Porcupine (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="221"/>
        <source>Possum</source>
        <comment>subtype, singular</comment>
        <translation>Opossum</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="221"/>
        <source>Possums</source>
        <comment>plural of the subtype Possum</comment>
        <translation>Opossum</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="221"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Possum (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="222"/>
        <source>Praetor</source>
        <comment>subtype, singular</comment>
        <translation>Pretore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="222"/>
        <source>Praetors</source>
        <comment>plural of the subtype Praetor</comment>
        <translation>Pretori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="222"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Praetor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="223"/>
        <source>Primarch</source>
        <comment>subtype, singular</comment>
        <translation>Primarca</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="223"/>
        <source>Primarches</source>
        <comment>plural of the subtype Primarch</comment>
        <translation>Primarchi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="223"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Primarch (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="224"/>
        <source>Prism</source>
        <comment>subtype, singular</comment>
        <translation>Prisma</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="224"/>
        <source>Prisms</source>
        <comment>plural of the subtype Prism</comment>
        <translation>Prismi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="224"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Prism (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="225"/>
        <source>Processor</source>
        <comment>subtype, singular</comment>
        <translation>Processore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="225"/>
        <source>Processors</source>
        <comment>plural of the subtype Processor</comment>
        <translation>Processori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="225"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Processor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="226"/>
        <source>Qu</source>
        <comment>subtype, singular</comment>
        <translation>Qu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="226"/>
        <source>Qus</source>
        <comment>plural of the subtype Qu</comment>
        <translation>Qu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="226"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Qu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="227"/>
        <source>Rabbit</source>
        <comment>subtype, singular</comment>
        <translation>Coniglio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="227"/>
        <source>Rabbits</source>
        <comment>plural of the subtype Rabbit</comment>
        <translation>Conigli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="227"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rabbit (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="228"/>
        <source>Raccoon</source>
        <comment>subtype, singular</comment>
        <translation>Procione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="228"/>
        <source>Raccoons</source>
        <comment>plural of the subtype Raccoon</comment>
        <translation>Procioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="228"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Raccoon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="229"/>
        <source>Ranger</source>
        <comment>subtype, singular</comment>
        <translation>Ranger</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="229"/>
        <source>Rangers</source>
        <comment>plural of the subtype Ranger</comment>
        <translation>Ranger</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="229"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ranger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="230"/>
        <source>Rat</source>
        <comment>subtype, singular</comment>
        <translation>Ratto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="230"/>
        <source>Rats</source>
        <comment>plural of the subtype Rat</comment>
        <translation>Ratti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="230"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="231"/>
        <source>Rebel</source>
        <comment>subtype, singular</comment>
        <translation>Ribelle</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="231"/>
        <source>Rebels</source>
        <comment>plural of the subtype Rebel</comment>
        <translation>Ribelli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="231"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rebel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="232"/>
        <source>Reflection</source>
        <comment>subtype, singular</comment>
        <translation>Riflesso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="232"/>
        <source>Reflections</source>
        <comment>plural of the subtype Reflection</comment>
        <translation>Riflessi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="232"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Reflection (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="233"/>
        <source>Rhino</source>
        <comment>subtype, singular</comment>
        <translation>Rinoceronte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="233"/>
        <source>Rhinos</source>
        <comment>plural of the subtype Rhino</comment>
        <translation>Rinoceronti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="233"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rhino (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="234"/>
        <source>Rigger</source>
        <comment>subtype, singular</comment>
        <translation>Attrezzatore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="234"/>
        <source>Riggers</source>
        <comment>plural of the subtype Rigger</comment>
        <translation>Attrezzatori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="234"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rigger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="235"/>
        <source>Robot</source>
        <comment>subtype, singular</comment>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="235"/>
        <source>Robots</source>
        <comment>plural of the subtype Robot</comment>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="235"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Robot (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="236"/>
        <source>Rogue</source>
        <comment>subtype, singular</comment>
        <translation>Furfante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="236"/>
        <source>Rogues</source>
        <comment>plural of the subtype Rogue</comment>
        <translation>Furfanti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="236"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rogue (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="237"/>
        <source>Sable</source>
        <comment>subtype, singular</comment>
        <translation>Zibellino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="237"/>
        <source>Sables</source>
        <comment>plural of the subtype Sable</comment>
        <translation>Zibellini</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="237"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sable (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="238"/>
        <source>Salamander</source>
        <comment>subtype, singular</comment>
        <translation>Salamandra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="238"/>
        <source>Salamanders</source>
        <comment>plural of the subtype Salamander</comment>
        <translation>Salamandre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="238"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Salamander (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="239"/>
        <source>Samurai</source>
        <comment>subtype, singular</comment>
        <translation>Samurai</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="239"/>
        <source>Samurai</source>
        <comment>plural of the subtype Samurai</comment>
        <translation>Samurai</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="239"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Samurai (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="240"/>
        <source>Sand</source>
        <comment>subtype, singular</comment>
        <translation>Sabbia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="240"/>
        <source>Sands</source>
        <comment>plural of the subtype Sand</comment>
        <translation>Sabbie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="240"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sand (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="241"/>
        <source>Saproling</source>
        <comment>subtype, singular</comment>
        <translation>Saproling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="241"/>
        <source>Saprolings</source>
        <comment>plural of the subtype Saproling</comment>
        <translation>Saproling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="241"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Saproling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="242"/>
        <source>Satyr</source>
        <comment>subtype, singular</comment>
        <translation>Satiro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="242"/>
        <source>Satyrs</source>
        <comment>plural of the subtype Satyr</comment>
        <translation>Satiri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="242"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Satyr (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="243"/>
        <source>Scarecrow</source>
        <comment>subtype, singular</comment>
        <translation>Spaventapasseri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="243"/>
        <source>Scarecrows</source>
        <comment>plural of the subtype Scarecrow</comment>
        <translation>Spaventapasseri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="243"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scarecrow (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="244"/>
        <source>Scientist</source>
        <comment>subtype, singular</comment>
        <translation>Scienziato</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="244"/>
        <source>Scientists</source>
        <comment>plural of the subtype Scientist</comment>
        <translation>Scienziati</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="244"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scientist (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="245"/>
        <source>Scion</source>
        <comment>subtype, singular</comment>
        <translation>Progenie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="245"/>
        <source>Scions</source>
        <comment>plural of the subtype Scion</comment>
        <translation>Progenie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="245"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scion (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="246"/>
        <source>Scorpion</source>
        <comment>subtype, singular</comment>
        <translation>Scorpione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="246"/>
        <source>Scorpions</source>
        <comment>plural of the subtype Scorpion</comment>
        <translation>Scorpioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="246"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scorpion (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="247"/>
        <source>Scout</source>
        <comment>subtype, singular</comment>
        <translation>Esploratore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="247"/>
        <source>Scouts</source>
        <comment>plural of the subtype Scout</comment>
        <translation>Esploratori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="247"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scout (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="248"/>
        <source>Sculpture</source>
        <comment>subtype, singular</comment>
        <translation>Scultura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="248"/>
        <source>Sculptures</source>
        <comment>plural of the subtype Sculpture</comment>
        <translation>Sculture</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="248"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sculpture (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="249"/>
        <source>Seal</source>
        <comment>subtype, singular</comment>
        <translation>Foca</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="249"/>
        <source>Seals</source>
        <comment>plural of the subtype Seal</comment>
        <translation>Foche</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="249"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Seal (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="250"/>
        <source>Serf</source>
        <comment>subtype, singular</comment>
        <translation>Servo della Gleba</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="250"/>
        <source>Serfs</source>
        <comment>plural of the subtype Serf</comment>
        <translation>Servi della Gleba</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="250"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Serf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="251"/>
        <source>Serpent</source>
        <comment>subtype, singular</comment>
        <translation>Serpente</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="251"/>
        <source>Serpents</source>
        <comment>plural of the subtype Serpent</comment>
        <translation>Serpenti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="251"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Serpent (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="252"/>
        <source>Servo</source>
        <comment>subtype, singular</comment>
        <translation>Servo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="252"/>
        <source>Servos</source>
        <comment>plural of the subtype Servo</comment>
        <translation>Servi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="252"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Servo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="253"/>
        <source>Shade</source>
        <comment>subtype, singular</comment>
        <translation>Ombra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="253"/>
        <source>Shades</source>
        <comment>plural of the subtype Shade</comment>
        <translation>Ombre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="253"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shade (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="254"/>
        <source>Shaman</source>
        <comment>subtype, singular</comment>
        <translation>Sciamano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="254"/>
        <source>Shamans</source>
        <comment>plural of the subtype Shaman</comment>
        <translation>Sciamani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="254"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shaman (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="255"/>
        <source>Shapeshifter</source>
        <comment>subtype, singular</comment>
        <translation>Mutaforma</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="255"/>
        <source>Shapeshifters</source>
        <comment>plural of the subtype Shapeshifter</comment>
        <translation>Mutaforma</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="255"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shapeshifter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="256"/>
        <source>Shark</source>
        <comment>subtype, singular</comment>
        <translation>Squalo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="256"/>
        <source>Sharks</source>
        <comment>plural of the subtype Shark</comment>
        <translation>Squali</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="256"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shark (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="257"/>
        <source>Sheep</source>
        <comment>subtype, singular</comment>
        <translation>Pecora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="257"/>
        <source>Sheep</source>
        <comment>plural of the subtype Sheep</comment>
        <translation>Pecore</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="257"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sheep (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="258"/>
        <source>Siren</source>
        <comment>subtype, singular</comment>
        <translation>Sirena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="258"/>
        <source>Sirens</source>
        <comment>plural of the subtype Siren</comment>
        <translation>Sirene</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="258"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Siren (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="259"/>
        <source>Skeleton</source>
        <comment>subtype, singular</comment>
        <translation>Scheletro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="259"/>
        <source>Skeletons</source>
        <comment>plural of the subtype Skeleton</comment>
        <translation>Scheletri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="259"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Skeleton (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="260"/>
        <source>Skunk</source>
        <comment>subtype, singular</comment>
        <translation>Moffetta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="260"/>
        <source>Skunks</source>
        <comment>plural of the subtype Skunk</comment>
        <translation>Moffette</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="260"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Skunk (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="261"/>
        <source>Slith</source>
        <comment>subtype, singular</comment>
        <translation>Slith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="261"/>
        <source>Sliths</source>
        <comment>plural of the subtype Slith</comment>
        <translation>Slith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="261"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Slith (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="262"/>
        <source>Sliver</source>
        <comment>subtype, singular</comment>
        <translation>Sliver</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="262"/>
        <source>Slivers</source>
        <comment>plural of the subtype Sliver</comment>
        <translation>Sliver</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="262"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sliver (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="263"/>
        <source>Sloth</source>
        <comment>subtype, singular</comment>
        <translation>Bradipo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="263"/>
        <source>Sloths</source>
        <comment>plural of the subtype Sloth</comment>
        <translation>Bradipi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="263"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sloth (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="264"/>
        <source>Slug</source>
        <comment>subtype, singular</comment>
        <translation>Limaccia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="264"/>
        <source>Slugs</source>
        <comment>plural of the subtype Slug</comment>
        <translation>Limacce</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="264"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Slug (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="265"/>
        <source>Snail</source>
        <comment>subtype, singular</comment>
        <translation>Lumaca</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="265"/>
        <source>Snails</source>
        <comment>plural of the subtype Snail</comment>
        <translation>Lumache</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="265"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Snail (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="266"/>
        <source>Snake</source>
        <comment>subtype, singular</comment>
        <translation>Serpente</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="266"/>
        <source>Snakes</source>
        <comment>plural of the subtype Snake</comment>
        <translation>Serpenti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="266"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Snake (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="267"/>
        <source>Soldier</source>
        <comment>subtype, singular</comment>
        <translation>Soldato</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="267"/>
        <source>Soldiers</source>
        <comment>plural of the subtype Soldier</comment>
        <translation>Soldati</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="267"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Soldier (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="268"/>
        <source>Soltari</source>
        <comment>subtype, singular</comment>
        <translation>Soltari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="268"/>
        <source>Soltaris</source>
        <comment>plural of the subtype Soltari</comment>
        <translation>Soltari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="268"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Soltari (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="269"/>
        <source>Sorcerer</source>
        <comment>subtype, singular</comment>
        <translation>Stregone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="269"/>
        <source>Sorcerers</source>
        <comment>plural of the subtype Sorcerer</comment>
        <translation>Stregoni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="269"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sorcerer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="270"/>
        <source>Spawn</source>
        <comment>subtype, singular</comment>
        <translation>Prole</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="270"/>
        <source>Spawns</source>
        <comment>plural of the subtype Spawn</comment>
        <translation>Proli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="270"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spawn (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="271"/>
        <source>Specter</source>
        <comment>subtype, singular</comment>
        <translation>Spettro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="271"/>
        <source>Specters</source>
        <comment>plural of the subtype Specter</comment>
        <translation>Spettri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="271"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Specter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="272"/>
        <source>Spellshaper</source>
        <comment>subtype, singular</comment>
        <translation>Plasmaincantesimi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="272"/>
        <source>Spellshapers</source>
        <comment>plural of the subtype Spellshaper</comment>
        <translation>Plasmaincantesimi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="272"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spellshaper (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="273"/>
        <source>Sphinx</source>
        <comment>subtype, singular</comment>
        <translation>Sfinge</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="273"/>
        <source>Sphinxes</source>
        <comment>plural of the subtype Sphinx</comment>
        <translation>Sfingi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="273"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sphinx (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="274"/>
        <source>Spider</source>
        <comment>subtype, singular</comment>
        <translation>Ragno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="274"/>
        <source>Spiders</source>
        <comment>plural of the subtype Spider</comment>
        <translation>Ragni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="274"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spider (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="275"/>
        <source>Spike</source>
        <comment>subtype, singular</comment>
        <translation>Aculeo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="275"/>
        <source>Spikes</source>
        <comment>plural of the subtype Spike</comment>
        <translation>Aculei</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="275"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spike (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="276"/>
        <source>Spirit</source>
        <comment>subtype, singular</comment>
        <translation>Spirito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="276"/>
        <source>Spirits</source>
        <comment>plural of the subtype Spirit</comment>
        <translation>Spiriti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="276"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spirit (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="277"/>
        <source>Splinter</source>
        <comment>subtype, singular</comment>
        <translation>Scheggia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="277"/>
        <source>Splinters</source>
        <comment>plural of the subtype Splinter</comment>
        <translation>Schegge</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="277"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Splinter (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="278"/>
        <source>Sponge</source>
        <comment>subtype, singular</comment>
        <translation>Spugna</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="278"/>
        <source>Sponges</source>
        <comment>plural of the subtype Sponge</comment>
        <translation>Spugne</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="278"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sponge (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="279"/>
        <source>Squid</source>
        <comment>subtype, singular</comment>
        <translation>Calamaro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="279"/>
        <source>Squids</source>
        <comment>plural of the subtype Squid</comment>
        <translation>Calamari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="279"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Squid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="280"/>
        <source>Squirrel</source>
        <comment>subtype, singular</comment>
        <translation>Scoiattolo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="280"/>
        <source>Squirrels</source>
        <comment>plural of the subtype Squirrel</comment>
        <translation>Scoiattoli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="280"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Squirrel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="281"/>
        <source>Starfish</source>
        <comment>subtype, singular</comment>
        <translation>Stella Marina</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="281"/>
        <source>Starfish</source>
        <comment>plural of the subtype Starfish</comment>
        <translation>Stelle Marine</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="281"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Starfish (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="282"/>
        <source>Surrakar</source>
        <comment>subtype, singular</comment>
        <translation>Surrakar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="282"/>
        <source>Surrakars</source>
        <comment>plural of the subtype Surrakar</comment>
        <translation>Surrakar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="282"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Surrakar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="283"/>
        <source>Survivor</source>
        <comment>subtype, singular</comment>
        <translation>Sopravvissuto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="283"/>
        <source>Survivors</source>
        <comment>plural of the subtype Survivor</comment>
        <translation>Sopravvissuti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="283"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Survivor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="284"/>
        <source>Symbiote</source>
        <comment>subtype, singular</comment>
        <translation>Simbionte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="284"/>
        <source>Symbiotes</source>
        <comment>plural of the subtype Symbiote</comment>
        <translation>Simbionti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="284"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Symbiote (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="285"/>
        <source>Synth</source>
        <comment>subtype, singular</comment>
        <translation>Sintetico</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="285"/>
        <source>Synths</source>
        <comment>plural of the subtype Synth</comment>
        <translation>Sintetici</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="285"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Synth (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="286"/>
        <source>Tentacle</source>
        <comment>subtype, singular</comment>
        <translation>Tentacolo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="286"/>
        <source>Tentacles</source>
        <comment>plural of the subtype Tentacle</comment>
        <translation>Tentacoli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="286"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tentacle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="287"/>
        <source>Tetravite</source>
        <comment>subtype, singular</comment>
        <translation>Tetravite</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="287"/>
        <source>Tetravites</source>
        <comment>plural of the subtype Tetravite</comment>
        <translation>Tetraviti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="287"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tetravite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="288"/>
        <source>Thalakos</source>
        <comment>subtype, singular</comment>
        <translation>Thalakos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="288"/>
        <source>Thalakoses</source>
        <comment>plural of the subtype Thalakos</comment>
        <translation>Thalakos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="288"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Thalakos (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="289"/>
        <source>Thopter</source>
        <comment>subtype, singular</comment>
        <translation>Thopter</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="289"/>
        <source>Thopters</source>
        <comment>plural of the subtype Thopter</comment>
        <translation>Thopter</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="289"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Thopter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="290"/>
        <source>Thrull</source>
        <comment>subtype, singular</comment>
        <translation>Thrull</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="290"/>
        <source>Thrulls</source>
        <comment>plural of the subtype Thrull</comment>
        <translation>Thrull</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="290"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Thrull (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="291"/>
        <source>Tiefling</source>
        <comment>subtype, singular</comment>
        <translation>Tiefling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="291"/>
        <source>Tieflings</source>
        <comment>plural of the subtype Tiefling</comment>
        <translation>Tiefling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="291"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tiefling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="292"/>
        <source>Time Lord</source>
        <comment>subtype, singular</comment>
        <translation>Signore del Tempo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="292"/>
        <source>Time Lords</source>
        <comment>plural of the subtype Time Lord</comment>
        <translation>Signori del Tempo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="292"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Time Lord (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="293"/>
        <source>Toy</source>
        <comment>subtype, singular</comment>
        <translation>Giocattolo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="293"/>
        <source>Toys</source>
        <comment>plural of the subtype Toy</comment>
        <translation>Giocattoli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="293"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Toy (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="294"/>
        <source>Treefolk</source>
        <comment>subtype, singular</comment>
        <translation>Silvantropo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="294"/>
        <source>Treefolk</source>
        <comment>plural of the subtype Treefolk</comment>
        <translation>Silvantropi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="294"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Treefolk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="295"/>
        <source>Trilobite</source>
        <comment>subtype, singular</comment>
        <translation>Trilobite</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="295"/>
        <source>Trilobites</source>
        <comment>plural of the subtype Trilobite</comment>
        <translation>Trilobiti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="295"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Trilobite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="296"/>
        <source>Triskelavite</source>
        <comment>subtype, singular</comment>
        <translation>Triskelavite</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="296"/>
        <source>Triskelavites</source>
        <comment>plural of the subtype Triskelavite</comment>
        <translation>Triskelaviti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="296"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Triskelavite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="297"/>
        <source>Troll</source>
        <comment>subtype, singular</comment>
        <translation>Troll</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="297"/>
        <source>Trolls</source>
        <comment>plural of the subtype Troll</comment>
        <translation>Troll</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="297"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Troll (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="298"/>
        <source>Turtle</source>
        <comment>subtype, singular</comment>
        <translation>Tartaruga</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="298"/>
        <source>Turtles</source>
        <comment>plural of the subtype Turtle</comment>
        <translation>Tartarughe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="298"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Turtle (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="299"/>
        <source>Tyranid</source>
        <comment>subtype, singular</comment>
        <translation>Tiranide</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="299"/>
        <source>Tyranids</source>
        <comment>plural of the subtype Tyranid</comment>
        <translation>Tiranidi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="299"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tyranid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="300"/>
        <source>Unicorn</source>
        <comment>subtype, singular</comment>
        <translation>Unicorno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="300"/>
        <source>Unicorns</source>
        <comment>plural of the subtype Unicorn</comment>
        <translation>Unicorni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="300"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Unicorn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="301"/>
        <source>Utrom</source>
        <comment>subtype, singular</comment>
        <translation>Utrom</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="301"/>
        <source>Utroms</source>
        <comment>plural of the subtype Utrom</comment>
        <translation>Utrom</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="301"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Utrom (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="302"/>
        <source>Vampire</source>
        <comment>subtype, singular</comment>
        <translation>Vampiro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="302"/>
        <source>Vampires</source>
        <comment>plural of the subtype Vampire</comment>
        <translation>Vampiri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="302"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vampire (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="303"/>
        <source>Varmint</source>
        <comment>subtype, singular</comment>
        <translation>Canaglia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="303"/>
        <source>Varmints</source>
        <comment>plural of the subtype Varmint</comment>
        <translation>Canaglie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="303"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Varmint (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="304"/>
        <source>Vedalken</source>
        <comment>subtype, singular</comment>
        <translation>Vedalken</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="304"/>
        <source>Vedalken</source>
        <comment>plural of the subtype Vedalken</comment>
        <translation>Vedalken</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="304"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vedalken (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="305"/>
        <source>Villain</source>
        <comment>subtype, singular</comment>
        <translation>Cattivo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="305"/>
        <source>Villains</source>
        <comment>plural of the subtype Villain</comment>
        <translation>Cattivi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="305"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Villain (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="306"/>
        <source>Volver</source>
        <comment>subtype, singular</comment>
        <translation>Volver</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="306"/>
        <source>Volvers</source>
        <comment>plural of the subtype Volver</comment>
        <translation>Volver</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="306"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Volver (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="307"/>
        <source>Wall</source>
        <comment>subtype, singular</comment>
        <translation>Muro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="307"/>
        <source>Walls</source>
        <comment>plural of the subtype Wall</comment>
        <translation>Muri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="307"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wall (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="308"/>
        <source>Walrus</source>
        <comment>subtype, singular</comment>
        <translation>Tricheco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="308"/>
        <source>Walruses</source>
        <comment>plural of the subtype Walrus</comment>
        <translation>Trichechi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="308"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Walrus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="309"/>
        <source>Warlock</source>
        <comment>subtype, singular</comment>
        <translation>Warlock</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="309"/>
        <source>Warlocks</source>
        <comment>plural of the subtype Warlock</comment>
        <translation>Warlock</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="309"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Warlock (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="310"/>
        <source>Warrior</source>
        <comment>subtype, singular</comment>
        <translation>Guerriero</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="310"/>
        <source>Warriors</source>
        <comment>plural of the subtype Warrior</comment>
        <translation>Guerrieri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="310"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Warrior (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="311"/>
        <source>Weasel</source>
        <comment>subtype, singular</comment>
        <translation>Donnola</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="311"/>
        <source>Weasels</source>
        <comment>plural of the subtype Weasel</comment>
        <translation>Donnole</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="311"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Weasel (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="312"/>
        <source>Weird</source>
        <comment>subtype, singular</comment>
        <translation>Bizzarro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="312"/>
        <source>Weirds</source>
        <comment>plural of the subtype Weird</comment>
        <translation>Bizzarri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="312"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Weird (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="313"/>
        <source>Werewolf</source>
        <comment>subtype, singular</comment>
        <translation>Licantropo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="313"/>
        <source>Werewolves</source>
        <comment>plural of the subtype Werewolf</comment>
        <translation>Licantropi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="313"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Werewolf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="314"/>
        <source>Whale</source>
        <comment>subtype, singular</comment>
        <translation>Balena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="314"/>
        <source>Whales</source>
        <comment>plural of the subtype Whale</comment>
        <translation>Balene</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="314"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Whale (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="315"/>
        <source>Wizard</source>
        <comment>subtype, singular</comment>
        <translation>Mago</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="315"/>
        <source>Wizards</source>
        <comment>plural of the subtype Wizard</comment>
        <translation>Maghi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="315"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wizard (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="316"/>
        <source>Wolf</source>
        <comment>subtype, singular</comment>
        <translation>Lupo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="316"/>
        <source>Wolves</source>
        <comment>plural of the subtype Wolf</comment>
        <translation>Lupi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="316"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wolf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="317"/>
        <source>Wolverine</source>
        <comment>subtype, singular</comment>
        <translation>Ghiottone</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="317"/>
        <source>Wolverines</source>
        <comment>plural of the subtype Wolverine</comment>
        <translation>Ghiottoni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="317"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wolverine (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="318"/>
        <source>Wombat</source>
        <comment>subtype, singular</comment>
        <translation>Vombato</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="318"/>
        <source>Wombats</source>
        <comment>plural of the subtype Wombat</comment>
        <translation>Vombati</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="318"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wombat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="319"/>
        <source>Worm</source>
        <comment>subtype, singular</comment>
        <translation>Verme</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="319"/>
        <source>Worms</source>
        <comment>plural of the subtype Worm</comment>
        <translation>Vermi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="319"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Worm (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="320"/>
        <source>Wraith</source>
        <comment>subtype, singular</comment>
        <translation>Apparizione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="320"/>
        <source>Wraiths</source>
        <comment>plural of the subtype Wraith</comment>
        <translation>Apparizioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="320"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wraith (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="321"/>
        <source>Wurm</source>
        <comment>subtype, singular</comment>
        <translation>Wurm</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="321"/>
        <source>Wurms</source>
        <comment>plural of the subtype Wurm</comment>
        <translation>Wurm</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="321"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wurm (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="322"/>
        <source>Yeti</source>
        <comment>subtype, singular</comment>
        <translation>Yeti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="322"/>
        <source>Yetis</source>
        <comment>plural of the subtype Yeti</comment>
        <translation>Yeti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="322"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Yeti (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="323"/>
        <source>Zombie</source>
        <comment>subtype, singular</comment>
        <translation>Zombie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="323"/>
        <source>Zombies</source>
        <comment>plural of the subtype Zombie</comment>
        <translation>Zombie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="323"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Zombie (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="324"/>
        <source>Zubera</source>
        <comment>subtype, singular</comment>
        <translation>Zubera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="324"/>
        <source>Zuberas</source>
        <comment>plural of the subtype Zubera</comment>
        <translation>Zubera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="324"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Zubera (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="325"/>
        <source>Cave</source>
        <comment>subtype, singular</comment>
        <translation>Caverna</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="325"/>
        <source>Caves</source>
        <comment>plural of the subtype Cave</comment>
        <translation>Caverne</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="325"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cave (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="326"/>
        <source>Desert</source>
        <comment>subtype, singular</comment>
        <translation>Deserto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="326"/>
        <source>Deserts</source>
        <comment>plural of the subtype Desert</comment>
        <translation>Deserti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="326"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Desert (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="327"/>
        <source>Forest</source>
        <comment>subtype, singular</comment>
        <translation>Foresta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="327"/>
        <source>Forests</source>
        <comment>plural of the subtype Forest</comment>
        <translation>Foreste</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="327"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Forest (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="328"/>
        <source>Gate</source>
        <comment>subtype, singular</comment>
        <translation>Cancello</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="328"/>
        <source>Gates</source>
        <comment>plural of the subtype Gate</comment>
        <translation>Cancelli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="328"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gate (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="329"/>
        <source>Island</source>
        <comment>subtype, singular</comment>
        <translation>Isola</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="329"/>
        <source>Islands</source>
        <comment>plural of the subtype Island</comment>
        <translation>Isole</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="329"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Island (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="330"/>
        <source>Lair</source>
        <comment>subtype, singular</comment>
        <translation>Covo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="330"/>
        <source>Lairs</source>
        <comment>plural of the subtype Lair</comment>
        <translation>Covi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="330"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lair (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="331"/>
        <source>Locus</source>
        <comment>subtype, singular</comment>
        <translation>Locus</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="331"/>
        <source>Locuses</source>
        <comment>plural of the subtype Locus</comment>
        <translation>Locus</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="331"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Locus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="332"/>
        <source>Mine</source>
        <comment>subtype, singular</comment>
        <translation>Miniera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="332"/>
        <source>Mines</source>
        <comment>plural of the subtype Mine</comment>
        <translation>Miniere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="332"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mine (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="333"/>
        <source>Mountain</source>
        <comment>subtype, singular</comment>
        <translation>Montagna</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="333"/>
        <source>Mountains</source>
        <comment>plural of the subtype Mountain</comment>
        <translation>Montagne</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="333"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mountain (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="334"/>
        <source>Plains</source>
        <comment>subtype, singular</comment>
        <translation>Pianura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="334"/>
        <source>Plains</source>
        <comment>plural of the subtype Plains</comment>
        <translation>Pianure</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="334"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Plains (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="335"/>
        <source>Planet</source>
        <comment>subtype, singular</comment>
        <translation>Pianeta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="335"/>
        <source>Planets</source>
        <comment>plural of the subtype Planet</comment>
        <translation>Pianeti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="335"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Planet (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="336"/>
        <source>Power-Plant</source>
        <comment>subtype, singular</comment>
        <translation>Centrale Elettrica</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="336"/>
        <source>Power-Plants</source>
        <comment>plural of the subtype Power-Plant</comment>
        <translation>Centrali Elettriche</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="336"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Power-Plant (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="337"/>
        <source>Sphere</source>
        <comment>subtype, singular</comment>
        <translation>Sfera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="337"/>
        <source>Spheres</source>
        <comment>plural of the subtype Sphere</comment>
        <translation>Sfere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="337"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sphere (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="338"/>
        <source>Swamp</source>
        <comment>subtype, singular</comment>
        <translation>Palude</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="338"/>
        <source>Swamps</source>
        <comment>plural of the subtype Swamp</comment>
        <translation>Paludi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="338"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Swamp (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="339"/>
        <source>Tower</source>
        <comment>subtype, singular</comment>
        <translation>Torre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="339"/>
        <source>Towers</source>
        <comment>plural of the subtype Tower</comment>
        <translation>Torri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="339"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tower (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="340"/>
        <source>Town</source>
        <comment>subtype, singular</comment>
        <translation>Città</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="340"/>
        <source>Towns</source>
        <comment>plural of the subtype Town</comment>
        <translation>Città</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="340"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Town (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="341"/>
        <source>Urza&apos;s</source>
        <comment>subtype, singular</comment>
        <translation>di Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="341"/>
        <source>Urza&apos;ses</source>
        <comment>plural of the subtype Urza&apos;s</comment>
        <translation>di Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="341"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Urza&apos;s (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="342"/>
        <source>Attraction</source>
        <comment>subtype, singular</comment>
        <translation>Attrazione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="342"/>
        <source>Attractions</source>
        <comment>plural of the subtype Attraction</comment>
        <translation>Attrazioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="342"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Attraction (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="343"/>
        <source>Blood</source>
        <comment>subtype, singular</comment>
        <translation>Sangue</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="343"/>
        <source>Bloods</source>
        <comment>plural of the subtype Blood</comment>
        <translation>Sangue</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="343"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Blood (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="344"/>
        <source>Bobblehead</source>
        <comment>subtype, singular</comment>
        <translation>Bobblehead</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="344"/>
        <source>Bobbleheads</source>
        <comment>plural of the subtype Bobblehead</comment>
        <translation>Bobblehead</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="344"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bobblehead (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="345"/>
        <source>Book</source>
        <comment>subtype, singular</comment>
        <translation>Libro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="345"/>
        <source>Books</source>
        <comment>plural of the subtype Book</comment>
        <translation>Libri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="345"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Book (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="346"/>
        <source>Clue</source>
        <comment>subtype, singular</comment>
        <translation>Indizio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="346"/>
        <source>Clues</source>
        <comment>plural of the subtype Clue</comment>
        <translation>Indizi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="346"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Clue (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="347"/>
        <source>Contraption</source>
        <comment>subtype, singular</comment>
        <translation>Marchingegno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="347"/>
        <source>Contraptions</source>
        <comment>plural of the subtype Contraption</comment>
        <translation>Marchingegni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="347"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Contraption (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="348"/>
        <source>Equipment</source>
        <comment>subtype, singular</comment>
        <translation>Equipaggiamento</translation>
    </message>
    <message>
        <source>Equipments</source>
        <comment>plural of the subtype Equipment</comment>
        <translation type="vanished">Equipaggiamenti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="348"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Equipment (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="348"/>
        <source>Equipment</source>
        <comment>plural of the subtype Equipment</comment>
        <translation>Equipaggiamenti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="349"/>
        <source>Food</source>
        <comment>subtype, singular</comment>
        <translation>Cibo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="349"/>
        <source>Foods</source>
        <comment>plural of the subtype Food</comment>
        <translation>Cibi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="349"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Food (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="350"/>
        <source>Fortification</source>
        <comment>subtype, singular</comment>
        <translation>Fortificazione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="350"/>
        <source>Fortifications</source>
        <comment>plural of the subtype Fortification</comment>
        <translation>Fortificazioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="350"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fortification (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="351"/>
        <source>Gold</source>
        <comment>subtype, singular</comment>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="351"/>
        <source>Golds</source>
        <comment>plural of the subtype Gold</comment>
        <translation>Ori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="351"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gold (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="352"/>
        <source>Incubator</source>
        <comment>subtype, singular</comment>
        <translation>Incubatrice</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="352"/>
        <source>Incubators</source>
        <comment>plural of the subtype Incubator</comment>
        <translation>Incubatrici</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="352"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Incubator (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="353"/>
        <source>Infinity</source>
        <comment>subtype, singular</comment>
        <translation>Infinito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="353"/>
        <source>Infinities</source>
        <comment>plural of the subtype Infinity</comment>
        <translation>Infiniti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="353"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Infinity (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="354"/>
        <source>Junk</source>
        <comment>subtype, singular</comment>
        <translation>Rottame</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="354"/>
        <source>Junks</source>
        <comment>plural of the subtype Junk</comment>
        <translation>Rottami</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="354"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Junk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="355"/>
        <source>Lander</source>
        <comment>subtype, singular</comment>
        <translation>Lander</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="355"/>
        <source>Landers</source>
        <comment>plural of the subtype Lander</comment>
        <translation>Lander</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="355"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lander (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="356"/>
        <source>Map</source>
        <comment>subtype, singular</comment>
        <translation>Mappa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="356"/>
        <source>Maps</source>
        <comment>plural of the subtype Map</comment>
        <translation>Mappe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="356"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Map (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="357"/>
        <source>Mutagen</source>
        <comment>subtype, singular</comment>
        <translation>Mutageno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="357"/>
        <source>Mutagens</source>
        <comment>plural of the subtype Mutagen</comment>
        <translation>Mutageni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="357"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mutagen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="358"/>
        <source>Powerstone</source>
        <comment>subtype, singular</comment>
        <translation>Pietra del Potere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="358"/>
        <source>Powerstones</source>
        <comment>plural of the subtype Powerstone</comment>
        <translation>Pietre del Potere</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="358"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Powerstone (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="359"/>
        <source>Spacecraft</source>
        <comment>subtype, singular</comment>
        <translation>Astronave</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="359"/>
        <source>Spacecrafts</source>
        <comment>plural of the subtype Spacecraft</comment>
        <translation>Astronavi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="359"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spacecraft (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="360"/>
        <source>Stone</source>
        <comment>subtype, singular</comment>
        <translation>Pietra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="360"/>
        <source>Stones</source>
        <comment>plural of the subtype Stone</comment>
        <translation>Pietre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="360"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Stone (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="361"/>
        <source>Treasure</source>
        <comment>subtype, singular</comment>
        <translation>Tesoro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="361"/>
        <source>Treasures</source>
        <comment>plural of the subtype Treasure</comment>
        <translation>Tesori</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="361"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Treasure (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="362"/>
        <source>Vehicle</source>
        <comment>subtype, singular</comment>
        <translation>Veicolo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="362"/>
        <source>Vehicles</source>
        <comment>plural of the subtype Vehicle</comment>
        <translation>Veicoli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="362"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vehicle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="363"/>
        <source>Aura</source>
        <comment>subtype, singular</comment>
        <translation>Aura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="363"/>
        <source>Auras</source>
        <comment>plural of the subtype Aura</comment>
        <translation>Aure</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="363"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aura (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="364"/>
        <source>Background</source>
        <comment>subtype, singular</comment>
        <translation>Background</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="364"/>
        <source>Backgrounds</source>
        <comment>plural of the subtype Background</comment>
        <translation>Background</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="364"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Background (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="365"/>
        <source>Cartouche</source>
        <comment>subtype, singular</comment>
        <translation>Cartiglio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="365"/>
        <source>Cartouches</source>
        <comment>plural of the subtype Cartouche</comment>
        <translation>Cartigli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="365"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cartouche (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="366"/>
        <source>Case</source>
        <comment>subtype, singular</comment>
        <translation>Caso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="366"/>
        <source>Cases</source>
        <comment>plural of the subtype Case</comment>
        <translation>Casi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="366"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Case (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="367"/>
        <source>Class</source>
        <comment>subtype, singular</comment>
        <translation>Classe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="367"/>
        <source>Classes</source>
        <comment>plural of the subtype Class</comment>
        <translation>Classi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="367"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Class (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="368"/>
        <source>Curse</source>
        <comment>subtype, singular</comment>
        <translation>Maledizione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="368"/>
        <source>Curses</source>
        <comment>plural of the subtype Curse</comment>
        <translation>Maledizioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="368"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Curse (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="369"/>
        <source>Role</source>
        <comment>subtype, singular</comment>
        <translation>Ruolo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="369"/>
        <source>Roles</source>
        <comment>plural of the subtype Role</comment>
        <translation>Ruoli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="369"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Role (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="370"/>
        <source>Room</source>
        <comment>subtype, singular</comment>
        <translation>Stanza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="370"/>
        <source>Rooms</source>
        <comment>plural of the subtype Room</comment>
        <translation>Stanze</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="370"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Room (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="371"/>
        <source>Rune</source>
        <comment>subtype, singular</comment>
        <translation>Runa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="371"/>
        <source>Runes</source>
        <comment>plural of the subtype Rune</comment>
        <translation>Rune</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="371"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rune (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="372"/>
        <source>Saga</source>
        <comment>subtype, singular</comment>
        <translation>Saga</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="372"/>
        <source>Sagas</source>
        <comment>plural of the subtype Saga</comment>
        <translation>Saghe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="372"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Saga (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="373"/>
        <source>Shard</source>
        <comment>subtype, singular</comment>
        <translation>Frammento</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="373"/>
        <source>Shards</source>
        <comment>plural of the subtype Shard</comment>
        <translation>Frammenti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="373"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shard (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="374"/>
        <source>Shrine</source>
        <comment>subtype, singular</comment>
        <translation>Santuario</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="374"/>
        <source>Shrines</source>
        <comment>plural of the subtype Shrine</comment>
        <translation>Santuari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="374"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shrine (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="375"/>
        <source>Ajani</source>
        <comment>subtype, singular</comment>
        <translation>Ajani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="375"/>
        <source>Ajanis</source>
        <comment>plural of the subtype Ajani</comment>
        <translation>Ajani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="375"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ajani (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="376"/>
        <source>Aminatou</source>
        <comment>subtype, singular</comment>
        <translation>Aminatou</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="376"/>
        <source>Aminatous</source>
        <comment>plural of the subtype Aminatou</comment>
        <translation>Aminatou</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="376"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aminatou (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="377"/>
        <source>Angrath</source>
        <comment>subtype, singular</comment>
        <translation>Angrath</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="377"/>
        <source>Angraths</source>
        <comment>plural of the subtype Angrath</comment>
        <translation>Angrath</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="377"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Angrath (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="378"/>
        <source>Arlinn</source>
        <comment>subtype, singular</comment>
        <translation>Arlinn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="378"/>
        <source>Arlinns</source>
        <comment>plural of the subtype Arlinn</comment>
        <translation>Arlinn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="378"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Arlinn (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="379"/>
        <source>Ashiok</source>
        <comment>subtype, singular</comment>
        <translation>Ashiok</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="379"/>
        <source>Ashioks</source>
        <comment>plural of the subtype Ashiok</comment>
        <translation>Ashiok</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="379"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ashiok (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="380"/>
        <source>Bahamut</source>
        <comment>subtype, singular</comment>
        <translation>Bahamut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="380"/>
        <source>Bahamuts</source>
        <comment>plural of the subtype Bahamut</comment>
        <translation>Bahamut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="380"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bahamut (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="381"/>
        <source>Basri</source>
        <comment>subtype, singular</comment>
        <translation>Basri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="381"/>
        <source>Basris</source>
        <comment>plural of the subtype Basri</comment>
        <translation>Basri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="381"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Basri (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="382"/>
        <source>Bolas</source>
        <comment>subtype, singular</comment>
        <translation>Bolas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="382"/>
        <source>Bolases</source>
        <comment>plural of the subtype Bolas</comment>
        <translation>Bolas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="382"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bolas (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="383"/>
        <source>Calix</source>
        <comment>subtype, singular</comment>
        <translation>Calix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="383"/>
        <source>Calixes</source>
        <comment>plural of the subtype Calix</comment>
        <translation>Calix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="383"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Calix (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="384"/>
        <source>Chandra</source>
        <comment>subtype, singular</comment>
        <translation>Chandra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="384"/>
        <source>Chandras</source>
        <comment>plural of the subtype Chandra</comment>
        <translation>Chandra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="384"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Chandra (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="385"/>
        <source>Comet</source>
        <comment>subtype, singular</comment>
        <translation>Comet</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="385"/>
        <source>Comets</source>
        <comment>plural of the subtype Comet</comment>
        <translation>Comet</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="385"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Comet (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="386"/>
        <source>Dack</source>
        <comment>subtype, singular</comment>
        <translation>Dack</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="386"/>
        <source>Dacks</source>
        <comment>plural of the subtype Dack</comment>
        <translation>Dack</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="386"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dack (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="387"/>
        <source>Dakkon</source>
        <comment>subtype, singular</comment>
        <translation>Dakkon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="387"/>
        <source>Dakkons</source>
        <comment>plural of the subtype Dakkon</comment>
        <translation>Dakkon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="387"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dakkon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="388"/>
        <source>Daretti</source>
        <comment>subtype, singular</comment>
        <translation>Daretti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="388"/>
        <source>Darettis</source>
        <comment>plural of the subtype Daretti</comment>
        <translation>Daretti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="388"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Daretti (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="389"/>
        <source>Davriel</source>
        <comment>subtype, singular</comment>
        <translation>Davriel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="389"/>
        <source>Davriels</source>
        <comment>plural of the subtype Davriel</comment>
        <translation>Davriel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="389"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Davriel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="390"/>
        <source>Dellian</source>
        <comment>subtype, singular</comment>
        <translation>Dellian</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="390"/>
        <source>Dellians</source>
        <comment>plural of the subtype Dellian</comment>
        <translation>Dellian</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="390"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dellian (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="391"/>
        <source>Dihada</source>
        <comment>subtype, singular</comment>
        <translation>Dihada</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="391"/>
        <source>Dihadas</source>
        <comment>plural of the subtype Dihada</comment>
        <translation>Dihada</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="391"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dihada (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="392"/>
        <source>Domri</source>
        <comment>subtype, singular</comment>
        <translation>Domri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="392"/>
        <source>Domris</source>
        <comment>plural of the subtype Domri</comment>
        <translation>Domri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="392"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Domri (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="393"/>
        <source>Dovin</source>
        <comment>subtype, singular</comment>
        <translation>Dovin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="393"/>
        <source>Dovins</source>
        <comment>plural of the subtype Dovin</comment>
        <translation>Dovin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="393"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dovin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="394"/>
        <source>Ellywick</source>
        <comment>subtype, singular</comment>
        <translation>Ellywick</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="394"/>
        <source>Ellywicks</source>
        <comment>plural of the subtype Ellywick</comment>
        <translation>Ellywick</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="394"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ellywick (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="395"/>
        <source>Elminster</source>
        <comment>subtype, singular</comment>
        <translation>Elminster</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="395"/>
        <source>Elminsters</source>
        <comment>plural of the subtype Elminster</comment>
        <translation>Elminster</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="395"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elminster (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="396"/>
        <source>Elspeth</source>
        <comment>subtype, singular</comment>
        <translation>Elspeth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="396"/>
        <source>Elspeths</source>
        <comment>plural of the subtype Elspeth</comment>
        <translation>Elspeth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="396"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elspeth (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="397"/>
        <source>Estrid</source>
        <comment>subtype, singular</comment>
        <translation>Estrid</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="397"/>
        <source>Estrids</source>
        <comment>plural of the subtype Estrid</comment>
        <translation>Estrid</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="397"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Estrid (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="398"/>
        <source>Freyalise</source>
        <comment>subtype, singular</comment>
        <translation>Freyalise</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="398"/>
        <source>Freyalises</source>
        <comment>plural of the subtype Freyalise</comment>
        <translation>Freyalise</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="398"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Freyalise (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="399"/>
        <source>Garruk</source>
        <comment>subtype, singular</comment>
        <translation>Garruk</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="399"/>
        <source>Garruks</source>
        <comment>plural of the subtype Garruk</comment>
        <translation>Garruk</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="399"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Garruk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="400"/>
        <source>Gideon</source>
        <comment>subtype, singular</comment>
        <translation>Gideon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="400"/>
        <source>Gideons</source>
        <comment>plural of the subtype Gideon</comment>
        <translation>Gideon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="400"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gideon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="401"/>
        <source>Grist</source>
        <comment>subtype, singular</comment>
        <translation>Grist</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="401"/>
        <source>Grists</source>
        <comment>plural of the subtype Grist</comment>
        <translation>Grist</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="401"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Grist (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="402"/>
        <source>Guff</source>
        <comment>subtype, singular</comment>
        <translation>Guff</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="402"/>
        <source>Guffs</source>
        <comment>plural of the subtype Guff</comment>
        <translation>Guff</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="402"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Guff (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="403"/>
        <source>Huatli</source>
        <comment>subtype, singular</comment>
        <translation>Huatli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="403"/>
        <source>Huatlis</source>
        <comment>plural of the subtype Huatli</comment>
        <translation>Huatli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="403"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Huatli (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="404"/>
        <source>Jace</source>
        <comment>subtype, singular</comment>
        <translation>Jace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="404"/>
        <source>Jaces</source>
        <comment>plural of the subtype Jace</comment>
        <translation>Jace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="404"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jace (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="405"/>
        <source>Jared</source>
        <comment>subtype, singular</comment>
        <translation>Jared</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="405"/>
        <source>Jareds</source>
        <comment>plural of the subtype Jared</comment>
        <translation>Jared</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="405"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jared (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="406"/>
        <source>Jaya</source>
        <comment>subtype, singular</comment>
        <translation>Jaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="406"/>
        <source>Jayas</source>
        <comment>plural of the subtype Jaya</comment>
        <translation>Jaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="406"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jaya (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="407"/>
        <source>Jeska</source>
        <comment>subtype, singular</comment>
        <translation>Jeska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="407"/>
        <source>Jeskas</source>
        <comment>plural of the subtype Jeska</comment>
        <translation>Jeska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="407"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jeska (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="408"/>
        <source>Kaito</source>
        <comment>subtype, singular</comment>
        <translation>Kaito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="408"/>
        <source>Kaitos</source>
        <comment>plural of the subtype Kaito</comment>
        <translation>Kaito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="408"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kaito (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="409"/>
        <source>Karn</source>
        <comment>subtype, singular</comment>
        <translation>Karn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="409"/>
        <source>Karns</source>
        <comment>plural of the subtype Karn</comment>
        <translation>Karn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="409"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Karn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="410"/>
        <source>Kasmina</source>
        <comment>subtype, singular</comment>
        <translation>Kasmina</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="410"/>
        <source>Kasminas</source>
        <comment>plural of the subtype Kasmina</comment>
        <translation>Kasmina</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="410"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kasmina (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="411"/>
        <source>Kaya</source>
        <comment>subtype, singular</comment>
        <translation>Kaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="411"/>
        <source>Kayas</source>
        <comment>plural of the subtype Kaya</comment>
        <translation>Kaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="411"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kaya (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="412"/>
        <source>Kiora</source>
        <comment>subtype, singular</comment>
        <translation>Kiora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="412"/>
        <source>Kioras</source>
        <comment>plural of the subtype Kiora</comment>
        <translation>Kiora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="412"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kiora (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="413"/>
        <source>Koth</source>
        <comment>subtype, singular</comment>
        <translation>Koth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="413"/>
        <source>Koths</source>
        <comment>plural of the subtype Koth</comment>
        <translation>Koth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="413"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Koth (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="414"/>
        <source>Liliana</source>
        <comment>subtype, singular</comment>
        <translation>Liliana</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="414"/>
        <source>Lilianas</source>
        <comment>plural of the subtype Liliana</comment>
        <translation>Liliana</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="414"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Liliana (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="415"/>
        <source>Lolth</source>
        <comment>subtype, singular</comment>
        <translation>Lolth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="415"/>
        <source>Lolths</source>
        <comment>plural of the subtype Lolth</comment>
        <translation>Lolth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="415"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lolth (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="416"/>
        <source>Lukka</source>
        <comment>subtype, singular</comment>
        <translation>Lukka</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="416"/>
        <source>Lukkas</source>
        <comment>plural of the subtype Lukka</comment>
        <translation>Lukka</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="416"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lukka (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="417"/>
        <source>Minsc</source>
        <comment>subtype, singular</comment>
        <translation>Minsc</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="417"/>
        <source>Minscs</source>
        <comment>plural of the subtype Minsc</comment>
        <translation>Minsc</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="417"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Minsc (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="418"/>
        <source>Mordenkainen</source>
        <comment>subtype, singular</comment>
        <translation>Mordenkainen</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="418"/>
        <source>Mordenkainens</source>
        <comment>plural of the subtype Mordenkainen</comment>
        <translation>Mordenkainen</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="418"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mordenkainen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="419"/>
        <source>Nahiri</source>
        <comment>subtype, singular</comment>
        <translation>Nahiri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="419"/>
        <source>Nahiris</source>
        <comment>plural of the subtype Nahiri</comment>
        <translation>Nahiri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="419"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nahiri (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="420"/>
        <source>Narset</source>
        <comment>subtype, singular</comment>
        <translation>Narset</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="420"/>
        <source>Narsets</source>
        <comment>plural of the subtype Narset</comment>
        <translation>Narset</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="420"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Narset (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="421"/>
        <source>Niko</source>
        <comment>subtype, singular</comment>
        <translation>Niko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="421"/>
        <source>Nikos</source>
        <comment>plural of the subtype Niko</comment>
        <translation>Niko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="421"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Niko (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="422"/>
        <source>Nissa</source>
        <comment>subtype, singular</comment>
        <translation>Nissa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="422"/>
        <source>Nissas</source>
        <comment>plural of the subtype Nissa</comment>
        <translation>Nissa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="422"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nissa (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="423"/>
        <source>Nixilis</source>
        <comment>subtype, singular</comment>
        <translation>Nixilis</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="423"/>
        <source>Nixilises</source>
        <comment>plural of the subtype Nixilis</comment>
        <translation>Nixilis</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="423"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nixilis (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="424"/>
        <source>Oko</source>
        <comment>subtype, singular</comment>
        <translation>Oko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="424"/>
        <source>Okos</source>
        <comment>plural of the subtype Oko</comment>
        <translation>Oko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="424"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Oko (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="425"/>
        <source>Quintorius</source>
        <comment>subtype, singular</comment>
        <translation>Quintorius</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="425"/>
        <source>Quintoriuses</source>
        <comment>plural of the subtype Quintorius</comment>
        <translation>Quintorius</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="425"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Quintorius (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="426"/>
        <source>Ral</source>
        <comment>subtype, singular</comment>
        <translation>Ral</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="426"/>
        <source>Rals</source>
        <comment>plural of the subtype Ral</comment>
        <translation>Ral</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="426"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ral (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="427"/>
        <source>Rowan</source>
        <comment>subtype, singular</comment>
        <translation>Rowan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="427"/>
        <source>Rowans</source>
        <comment>plural of the subtype Rowan</comment>
        <translation>Rowan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="427"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rowan (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="428"/>
        <source>Saheeli</source>
        <comment>subtype, singular</comment>
        <translation>Saheeli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="428"/>
        <source>Saheelis</source>
        <comment>plural of the subtype Saheeli</comment>
        <translation>Saheeli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="428"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Saheeli (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="429"/>
        <source>Samut</source>
        <comment>subtype, singular</comment>
        <translation>Samut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="429"/>
        <source>Samuts</source>
        <comment>plural of the subtype Samut</comment>
        <translation>Samut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="429"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Samut (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="430"/>
        <source>Sarkhan</source>
        <comment>subtype, singular</comment>
        <translation>Sarkhan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="430"/>
        <source>Sarkhans</source>
        <comment>plural of the subtype Sarkhan</comment>
        <translation>Sarkhan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="430"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sarkhan (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="431"/>
        <source>Serra</source>
        <comment>subtype, singular</comment>
        <translation>Serra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="431"/>
        <source>Serras</source>
        <comment>plural of the subtype Serra</comment>
        <translation>Serra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="431"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Serra (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="432"/>
        <source>Sivitri</source>
        <comment>subtype, singular</comment>
        <translation>Sivitri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="432"/>
        <source>Sivitris</source>
        <comment>plural of the subtype Sivitri</comment>
        <translation>Sivitri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="432"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sivitri (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="433"/>
        <source>Sorin</source>
        <comment>subtype, singular</comment>
        <translation>Sorin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="433"/>
        <source>Sorins</source>
        <comment>plural of the subtype Sorin</comment>
        <translation>Sorin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="433"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sorin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="434"/>
        <source>Szat</source>
        <comment>subtype, singular</comment>
        <translation>Szat</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="434"/>
        <source>Szats</source>
        <comment>plural of the subtype Szat</comment>
        <translation>Szat</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="434"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Szat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="435"/>
        <source>Tamiyo</source>
        <comment>subtype, singular</comment>
        <translation>Tamiyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="435"/>
        <source>Tamiyos</source>
        <comment>plural of the subtype Tamiyo</comment>
        <translation>Tamiyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="435"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tamiyo (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="436"/>
        <source>Tasha</source>
        <comment>subtype, singular</comment>
        <translation>Tasha</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="436"/>
        <source>Tashas</source>
        <comment>plural of the subtype Tasha</comment>
        <translation>Tasha</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="436"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tasha (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="437"/>
        <source>Teferi</source>
        <comment>subtype, singular</comment>
        <translation>Teferi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="437"/>
        <source>Teferis</source>
        <comment>plural of the subtype Teferi</comment>
        <translation>Teferi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="437"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Teferi (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="438"/>
        <source>Teyo</source>
        <comment>subtype, singular</comment>
        <translation>Teyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="438"/>
        <source>Teyos</source>
        <comment>plural of the subtype Teyo</comment>
        <translation>Teyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="438"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Teyo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="439"/>
        <source>Tezzeret</source>
        <comment>subtype, singular</comment>
        <translation>Tezzeret</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="439"/>
        <source>Tezzerets</source>
        <comment>plural of the subtype Tezzeret</comment>
        <translation>Tezzeret</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="439"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tezzeret (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="440"/>
        <source>Tibalt</source>
        <comment>subtype, singular</comment>
        <translation>Tibalt</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="440"/>
        <source>Tibalts</source>
        <comment>plural of the subtype Tibalt</comment>
        <translation>Tibalt</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="440"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tibalt (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="441"/>
        <source>Tyvar</source>
        <comment>subtype, singular</comment>
        <translation>Tyvar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="441"/>
        <source>Tyvars</source>
        <comment>plural of the subtype Tyvar</comment>
        <translation>Tyvar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="441"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tyvar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="442"/>
        <source>Ugin</source>
        <comment>subtype, singular</comment>
        <translation>Ugin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="442"/>
        <source>Ugins</source>
        <comment>plural of the subtype Ugin</comment>
        <translation>Ugin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="442"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ugin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="443"/>
        <source>Urza</source>
        <comment>subtype, singular</comment>
        <translation>Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="443"/>
        <source>Urzas</source>
        <comment>plural of the subtype Urza</comment>
        <translation>Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="443"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Urza (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="444"/>
        <source>Venser</source>
        <comment>subtype, singular</comment>
        <translation>Venser</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="444"/>
        <source>Vensers</source>
        <comment>plural of the subtype Venser</comment>
        <translation>Venser</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="444"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Venser (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="445"/>
        <source>Vivien</source>
        <comment>subtype, singular</comment>
        <translation>Vivien</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="445"/>
        <source>Viviens</source>
        <comment>plural of the subtype Vivien</comment>
        <translation>Vivien</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="445"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vivien (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="446"/>
        <source>Vraska</source>
        <comment>subtype, singular</comment>
        <translation>Vraska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="446"/>
        <source>Vraskas</source>
        <comment>plural of the subtype Vraska</comment>
        <translation>Vraska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="446"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vraska (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="447"/>
        <source>Vronos</source>
        <comment>subtype, singular</comment>
        <translation>Vronos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="447"/>
        <source>Vronoses</source>
        <comment>plural of the subtype Vronos</comment>
        <translation>Vronos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="447"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vronos (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="448"/>
        <source>Will</source>
        <comment>subtype, singular</comment>
        <translation>Will</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="448"/>
        <source>Wills</source>
        <comment>plural of the subtype Will</comment>
        <translation>Will</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="448"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Will (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="449"/>
        <source>Windgrace</source>
        <comment>subtype, singular</comment>
        <translation>Windgrace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="449"/>
        <source>Windgraces</source>
        <comment>plural of the subtype Windgrace</comment>
        <translation>Windgrace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="449"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Windgrace (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="450"/>
        <source>Wrenn</source>
        <comment>subtype, singular</comment>
        <translation>Wrenn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="450"/>
        <source>Wrenns</source>
        <comment>plural of the subtype Wrenn</comment>
        <translation>Wrenn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="450"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wrenn (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="451"/>
        <source>Xenagos</source>
        <comment>subtype, singular</comment>
        <translation>Xenagos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="451"/>
        <source>Xenagoses</source>
        <comment>plural of the subtype Xenagos</comment>
        <translation>Xenagos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="451"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Xenagos (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="452"/>
        <source>Yanggu</source>
        <comment>subtype, singular</comment>
        <translation>Yanggu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="452"/>
        <source>Yanggus</source>
        <comment>plural of the subtype Yanggu</comment>
        <translation>Yanggu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="452"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Yanggu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="453"/>
        <source>Yanling</source>
        <comment>subtype, singular</comment>
        <translation>Yanling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="453"/>
        <source>Yanlings</source>
        <comment>plural of the subtype Yanling</comment>
        <translation>Yanling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="453"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Yanling (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="454"/>
        <source>Zariel</source>
        <comment>subtype, singular</comment>
        <translation>Zariel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="454"/>
        <source>Zariels</source>
        <comment>plural of the subtype Zariel</comment>
        <translation>Zariel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="454"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Zariel (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="455"/>
        <source>Adventure</source>
        <comment>subtype, singular</comment>
        <translation>Avventura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="455"/>
        <source>Adventures</source>
        <comment>plural of the subtype Adventure</comment>
        <translation>Avventure</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="455"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Adventure (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="456"/>
        <source>Arcane</source>
        <comment>subtype, singular</comment>
        <translation>Arcano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="456"/>
        <source>Arcanes</source>
        <comment>plural of the subtype Arcane</comment>
        <translation>Arcani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="456"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Arcane (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="457"/>
        <source>Lesson</source>
        <comment>subtype, singular</comment>
        <translation>Lezione</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="457"/>
        <source>Lessons</source>
        <comment>plural of the subtype Lesson</comment>
        <translation>Lezioni</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="457"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lesson (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="458"/>
        <source>Omen</source>
        <comment>subtype, singular</comment>
        <translation>Presagio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="458"/>
        <source>Omens</source>
        <comment>plural of the subtype Omen</comment>
        <translation>Presagi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="458"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Omen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="459"/>
        <source>Trap</source>
        <comment>subtype, singular</comment>
        <translation>Trappola</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="459"/>
        <source>Traps</source>
        <comment>plural of the subtype Trap</comment>
        <translation>Trappole</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="459"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Trap (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="460"/>
        <source>Siege</source>
        <comment>subtype, singular</comment>
        <translation>Assedio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="460"/>
        <source>Sieges</source>
        <comment>plural of the subtype Siege</comment>
        <translation>Assedi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="460"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Siege (m or f)</comment>
        <translation>m</translation>
    </message>
</context>
<context>
    <name>TimelineLanes</name>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="15"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="16"/>
        <source>Face-down</source>
        <translation>A faccia in giù</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="17"/>
        <source>Control</source>
        <translation>Controllo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="18"/>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="19"/>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="20"/>
        <source>Color</source>
        <translation>Colore</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="21"/>
        <source>Abilities</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="22"/>
        <source>P/T from CDAs</source>
        <translation>F/C da CDA</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="23"/>
        <source>Set P/T</source>
        <translation>Imposta F/C</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="27"/>
        <source>Modify P/T, counters</source>
        <translation>Modifica F/C, segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="28"/>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="33"/>
        <source>Switch P/T</source>
        <translation>Scambia F/C</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="31"/>
        <source>Modify P/T</source>
        <translation>Modifica F/C</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="32"/>
        <source>Counters</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="79"/>
        <source>Layer %1 · %2</source>
        <comment>lane title: layer label · short name</comment>
        <translation>Livello %1 · %2</translation>
    </message>
</context>
<context>
    <name>TimelinePainter</name>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="87"/>
        <source>2016 rules</source>
        <translation>Regole del 2016</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="87"/>
        <source>Current rules</source>
        <translation>Regole attuali</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="216"/>
        <source>×%1</source>
        <comment>how many dependency arrows meet in one bundle</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="138"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="108"/>
        <source>Characteristic-defining ability</source>
        <translation>Abilità che definisce le caratteristiche</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="139"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="109"/>
        <source>Timestamp order</source>
        <translation>Ordine di timestamp</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="140"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="110"/>
        <source>Dependency</source>
        <translation>Dipendenza</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="141"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="111"/>
        <source>Dependency loop</source>
        <translation>Loop di dipendenza</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="148"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="112"/>
        <source>Not applied</source>
        <translation>Non applicato</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="118"/>
        <source>depends on</source>
        <translation>dipende da</translation>
    </message>
</context>
<context>
    <name>TraceNote</name>
    <message>
        <location filename="../core/engine/TraceNotes.h" line="10"/>
        <source>its ability was removed before the effect began to apply, so it never applies</source>
        <translation>la sua abilità è stata rimossa prima che l&apos;effetto iniziasse ad applicarsi, quindi non si applica mai</translation>
    </message>
    <message>
        <location filename="../core/engine/TraceNotes.h" line="11"/>
        <source>an effect applied earlier in this layer removed its ability, so it never applies</source>
        <translation>un effetto applicato prima in questo livello ha rimosso la sua abilità, quindi non si applica mai</translation>
    </message>
    <message>
        <location filename="../core/engine/TraceNotes.h" line="14"/>
        <source>its condition is not met, so the effect does not apply</source>
        <translation>la sua condizione non è soddisfatta, quindi l&apos;effetto non si applica</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="84"/>
        <source>Strata makes the Magic: The Gathering layer system visible.</source>
        <translation>Strata rende visibile il sistema dei livelli di Magic: The Gathering.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="88"/>
        <source>Log detail: trace, debug, info, warn or error.</source>
        <translation>Livello di dettaglio del log: trace, debug, info, warn o error.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="91"/>
        <source>Save a picture of the window to FILE (PNG) and quit.</source>
        <translation>Salva un&apos;immagine della finestra in FILE (PNG) ed esce.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="94"/>
        <source>Language of the interface for this run: en, es or it.</source>
        <translation>Lingua dell&apos;interfaccia per questa esecuzione: en, es o it.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="97"/>
        <source>Import the cards of FILE (Scryfall or MTGJSON, .json or .json.gz) at start.</source>
        <translation>Importa le carte di FILE (Scryfall o MTGJSON, .json o .json.gz) all&apos;avvio.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="100"/>
        <source>Print how long the start took (to the window, the imported cards and the scenario) and quit.</source>
        <translation>Mostra quanto ha richiesto l&apos;avvio (fino alla finestra, alle carte importate e allo scenario) ed esce.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="104"/>
        <source>Scenario file to open (default: the demo).</source>
        <translation>File di scenario da aprire (predefinito: la demo).</translation>
    </message>
</context>
<context>
    <name>strata::ui::BoardActions</name>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="109"/>
        <source>Put %1 into %2&apos;s graveyard</source>
        <translation>Metti %1 nel cimitero di %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="110"/>
        <source>Put %1 into exile (%2)</source>
        <translation>Esilia %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="115"/>
        <source>Drop %1 onto its target</source>
        <translation>Rilascia %1 sul suo bersaglio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="122"/>
        <source>Cast %1 targeting %2</source>
        <translation>Lancia %1 con bersaglio %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="122"/>
        <location filename="../app/ui/board/BoardActions.cpp" line="429"/>
        <source>Cast %1</source>
        <translation>Lancia %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="127"/>
        <location filename="../app/ui/board/BoardActions.cpp" line="265"/>
        <source>Attach %1 to %2</source>
        <translation>Assegna %1 a %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="133"/>
        <source>Put %1 onto %2&apos;s battlefield</source>
        <translation>Metti %1 sul campo di battaglia di %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="152"/>
        <source>Drop cards on a battlefield, a graveyard or the exile.</source>
        <translation>Rilascia le carte su un campo di battaglia, un cimitero o l&apos;esilio.</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="186"/>
        <source>%1 enters as a copy of %2 (616.1c)</source>
        <translation>%1 entra nel campo di battaglia come copia di %2 (616.1c)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="222"/>
        <source>Add %1</source>
        <translation>Aggiungi %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="346"/>
        <source>Pick the targets of %1 on the board.</source>
        <translation>Scegli sul tavolo i bersagli di %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardActions.cpp" line="392"/>
        <source>Remove %n objects</source>
        <comment>only said of two or more</comment>
        <translation>
            <numerusform>Rimuovi %n oggetti</numerusform>
            <numerusform>Rimuovi %n oggetti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="349"/>
        <source>Click the targets of %1 on the board (Esc cancels)</source>
        <translation>Fai clic sui bersagli di %1 sul tavolo (Esc annulla)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="430"/>
        <source>Put %1 onto the battlefield</source>
        <translation>Mettere %1 nel campo di battaglia</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="502"/>
        <source>A card moved on the board stays in its zone and with the player who controls it.</source>
        <translation>Una carta spostata sul tavolo resta nella sua zona e con il giocatore che la controlla.</translation>
    </message>
</context>
<context>
    <name>strata::ui::BoardScene</name>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardScene.cpp" line="290"/>
        <source>%n life</source>
        <translation>
            <numerusform>%n punto vita</numerusform>
            <numerusform>%n punti vita</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardScene.cpp" line="292"/>
        <source>%1 · %n poison</source>
        <translation>
            <numerusform>%1 · %n veleno</numerusform>
            <numerusform>%1 · %n veleno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="294"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="294"/>
        <source>won the game</source>
        <translation>ha vinto la partita</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="294"/>
        <source>lost the game</source>
        <translation>ha perso la partita</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="295"/>
        <source>active player · %1</source>
        <translation>giocatore attivo · %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="296"/>
        <source>Drag cards here from the library</source>
        <translation>Trascina qui le carte dalla libreria di carte</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="307"/>
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="308"/>
        <source>Exile</source>
        <translation>Esilio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="309"/>
        <source>Other zones</source>
        <translation>Altre zone</translation>
    </message>
</context>
<context>
    <name>strata::ui::BoardView</name>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="483"/>
        <source>Game over: %1 wins</source>
        <translation>Partita finita: vince %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="485"/>
        <source>%1 lost the game</source>
        <translation>%1 ha perso la partita</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardView.cpp" line="503"/>
        <source>%1 — %n more to pick</source>
        <translation>
            <numerusform>%1 — ne manca %n da scegliere</numerusform>
            <numerusform>%1 — ne mancano %n da scegliere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="511"/>
        <source>The board after %1 of %2 layer steps</source>
        <translation>Il tavolo dopo %1 di %2 passi dei livelli</translation>
    </message>
</context>
<context>
    <name>strata::ui::CharacteristicsDock</name>
    <message>
        <location filename="../app/ui/docks/CharacteristicsDock.cpp" line="138"/>
        <source>Characteristics</source>
        <translation>Caratteristiche</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/CharacteristicsDock.cpp" line="139"/>
        <source>Printed and computed values of every object; highlighted values were changed by the layer system. Right-click the header to choose columns.</source>
        <translation>Valori stampati e calcolati di ogni oggetto; i valori evidenziati sono stati cambiati dal sistema dei livelli. Fai clic destro sull&apos;intestazione per scegliere le colonne.</translation>
    </message>
</context>
<context>
    <name>strata::ui::CharacteristicsModel</name>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="93"/>
        <source>%1 (from %2)</source>
        <comment>an ability and the effect that granted it</comment>
        <translation>%1 (da %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="273"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="275"/>
        <source>Printed name</source>
        <translation>Nome stampato</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="277"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="279"/>
        <source>Printed types</source>
        <translation>Tipi stampati</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="281"/>
        <source>Types</source>
        <translation>Tipi</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="283"/>
        <source>Printed colors</source>
        <translation>Colori stampati</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="285"/>
        <source>Colors</source>
        <translation>Colori</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="287"/>
        <source>Printed abilities</source>
        <translation>Abilità stampate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="289"/>
        <source>Abilities</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="291"/>
        <source>Printed P/T</source>
        <translation>F/C stampate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="293"/>
        <source>P/T</source>
        <translation>F/C</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="295"/>
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="297"/>
        <source>State-based actions</source>
        <translation>Azioni generate dallo stato</translation>
    </message>
</context>
<context>
    <name>strata::ui::ChoiceDialog</name>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="77"/>
        <source>%1 (%2, %3)</source>
        <comment>object to copy: card name (id, controller)</comment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="86"/>
        <source>Choices for %1</source>
        <translation>Scelte per %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="89"/>
        <source>As &lt;b&gt;%1&lt;/b&gt; enters the battlefield:</source>
        <translation>Mentre &lt;b&gt;%1&lt;/b&gt; entra nel campo di battaglia:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="89"/>
        <source>As &lt;b&gt;%1&lt;/b&gt; resolves:</source>
        <translation>Mentre &lt;b&gt;%1&lt;/b&gt; si risolve:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="101"/>
        <source>Nothing: it enters as itself</source>
        <translation>Niente: entra come se stesso</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="104"/>
        <source>Copy of:</source>
        <translation>Copia di:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="107"/>
        <source>Another permanent&apos;s ability makes it enter as a copy of that permanent (616.1c).</source>
        <translation>L&apos;abilità di un altro permanente lo fa entrare nel campo di battaglia come copia di quel permanente (616.1c).</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="117"/>
        <source>It becomes:</source>
        <translation>Diventa:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="123"/>
        <source>Color:</source>
        <translation>Colore:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="129"/>
        <source>Creature type:</source>
        <translation>Tipo di creatura:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="135"/>
        <source>Basic land type:</source>
        <translation>Tipo di terra base:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="144"/>
        <source>Card type:</source>
        <translation>Tipo di carta:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="155"/>
        <source>Card name:</source>
        <translation>Nome di carta:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="162"/>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="171"/>
        <source>X:</source>
        <translation>X:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="181"/>
        <source>Controlled by:</source>
        <translation>Controllato da:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="226"/>
        <source>Replace the word:</source>
        <translation>Sostituisci la parola:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="227"/>
        <source>with:</source>
        <translation>con:</translation>
    </message>
</context>
<context>
    <name>strata::ui::CombatOverlay</name>
    <message>
        <location filename="../app/ui/combat/CombatOverlay.cpp" line="196"/>
        <source>Refused: %1 (%2)</source>
        <translation>Rifiutato: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>strata::ui::DamageAssignmentDialog</name>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="33"/>
        <source>Divide combat damage</source>
        <translation>Dividi il danno da combattimento</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="35"/>
        <source>Each creature below assigns all its combat damage (510.1c). The numbers start with the default: lethal damage to each blocker in the order they blocked, the rest to the last one or, with trample, to the player or planeswalker attacked.</source>
        <translation>Ogni creatura qui sotto assegna tutto il suo danno da combattimento (510.1c). I numeri partono dalla divisione predefinita: danno letale a ogni bloccante nell&apos;ordine in cui hanno bloccato, il resto all&apos;ultima oppure, con travolgere, al giocatore o planeswalker attaccato.</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="47"/>
        <source>power %1</source>
        <translation>forza %1</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="49"/>
        <source>trample</source>
        <translation>travolgere</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="51"/>
        <source>deathtouch</source>
        <translation>tocco letale</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="52"/>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="128"/>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="142"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="60"/>
        <source>%1 (attacked)</source>
        <translation>%1 (attaccato)</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="61"/>
        <source>%1 (lethal: %2)</source>
        <translation>%1 (letale: %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="81"/>
        <source>Begin the step</source>
        <translation>Inizia la sottofase</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="82"/>
        <source>Default division</source>
        <translation>Divisione predefinita</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="125"/>
        <source>%1 of %2 assigned</source>
        <translation>%1 di %2 assegnati</translation>
    </message>
</context>
<context>
    <name>strata::ui::EditActions</name>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="53"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="54"/>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="66"/>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="67"/>
        <source>Remove the selected objects from the scenario, with the effects that name them</source>
        <translation>Rimuove dallo scenario gli oggetti selezionati, insieme agli effetti che li nominano</translation>
    </message>
</context>
<context>
    <name>strata::ui::EventsDock</name>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="153"/>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="156"/>
        <source>Refused: %1 (%2)</source>
        <translation>Rifiutato: %1 (%2)</translation>
    </message>
    <message>
        <source>State-based action: %1 %2 (%3)</source>
        <translation type="vanished">Azione generata dallo stato: %1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="32"/>
        <source>State-based action: %1 loses the game (%2)</source>
        <translation>Azione generata dallo stato: %1 perde la partita (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="37"/>
        <source>State-based action: %1 ceases to exist (%2)</source>
        <translation>Azione generata dallo stato: %1 cessa di esistere (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="38"/>
        <source>State-based action: %1, %2</source>
        <translation>Azione generata dallo stato: %1, %2</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="164"/>
        <source>The snapshot: the scenario as its file sets it. Select an event to see the game after it.</source>
        <translation>L&apos;istantanea: lo scenario come lo fissa il suo file. Seleziona un evento per vedere la partita dopo di esso.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="197"/>
        <location filename="../app/ui/docks/EventsDock.cpp" line="206"/>
        <source>Edit event</source>
        <translation>Modifica evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="198"/>
        <source>The event as the scenario file writes it (see events.md):</source>
        <translation>L&apos;evento come lo scrive il file dello scenario (vedi events.md):</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="217"/>
        <location filename="../app/ui/docks/EventsDock.cpp" line="221"/>
        <source>Set life</source>
        <translation>Impostare i punti vita</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="217"/>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="221"/>
        <source>Life total of %1:</source>
        <translation>Punti vita di %1:</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="233"/>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="234"/>
        <source>The game after the snapshot: select an event to see the game after it.</source>
        <translation>La partita dopo l&apos;istantanea: seleziona un evento per vedere la partita dopo di esso.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="235"/>
        <source>Previous event</source>
        <translation>Evento precedente</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="236"/>
        <source>Next event</source>
        <translation>Evento successivo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="237"/>
        <source>Move the event earlier</source>
        <translation>Anticipare l&apos;evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="238"/>
        <source>Move the event later</source>
        <translation>Posticipare l&apos;evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="239"/>
        <source>Edit the event…</source>
        <translation>Modificare l&apos;evento…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="240"/>
        <source>Delete the event</source>
        <translation>Eliminare l&apos;evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="241"/>
        <source>Resolve the top of the stack</source>
        <translation>Risolvere la cima della pila</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="242"/>
        <source>Set a life total…</source>
        <translation>Impostare i punti vita…</translation>
    </message>
</context>
<context>
    <name>strata::ui::EventsModel</name>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="21"/>
        <source>Snapshot (%1)</source>
        <comment>the scenario&apos;s own moment (its step)</comment>
        <translation>Istantanea (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="22"/>
        <source>The scenario as its file sets it, before any event.</source>
        <translation>Lo scenario come lo fissa il suo file, prima di ogni evento.</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="29"/>
        <source>Event %1</source>
        <translation>Evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="33"/>
        <source>Refused: %1 (%2)</source>
        <translation>Rifiutato: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>strata::ui::ExportActions</name>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="51"/>
        <source>Export &amp;Board…</source>
        <translation>Esporta il &amp;tavolo…</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="52"/>
        <source>Save a picture of the board for slides, as SVG or PNG</source>
        <translation>Salva un&apos;immagine del tavolo per le slide, in SVG o PNG</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="53"/>
        <source>Export &amp;Timeline…</source>
        <translation>Esporta la &amp;linea temporale…</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="54"/>
        <source>Save a picture of the layer timeline for slides, as SVG or PNG</source>
        <translation>Salva un&apos;immagine della linea temporale dei livelli per le slide, in SVG o PNG</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="55"/>
        <source>Title and &amp;Legend on Pictures</source>
        <translation>Titolo e &amp;legenda nelle immagini</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="57"/>
        <source>Exported pictures show the scenario&apos;s title above them and a legend of what they use below</source>
        <translation>Le immagini esportate mostrano il titolo dello scenario sopra e, sotto, una legenda di ciò che usano</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="75"/>
        <source>Nothing to export</source>
        <translation>Niente da esportare</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="75"/>
        <source>There is nothing to draw yet.</source>
        <translation>Non c&apos;è ancora niente da disegnare.</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="81"/>
        <source>board</source>
        <comment>file name of an exported picture</comment>
        <translation>tavolo</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="82"/>
        <source>timeline</source>
        <comment>file name of an exported picture</comment>
        <translation>linea-temporale</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="88"/>
        <source>Export Board</source>
        <translation>Esporta il tavolo</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="88"/>
        <source>Export Timeline</source>
        <translation>Esporta la linea temporale</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="89"/>
        <source>SVG pictures (*.svg);;PNG pictures (*.png)</source>
        <translation>Immagini SVG (*.svg);;Immagini PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="111"/>
        <source>Could not export the picture</source>
        <translation>Impossibile esportare l&apos;immagine</translation>
    </message>
</context>
<context>
    <name>strata::ui::FileActions</name>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="79"/>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="80"/>
        <source>Start an empty board for two players</source>
        <translation>Inizia un tavolo vuoto per due giocatori</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="81"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="82"/>
        <source>Open a scenario file</source>
        <translation>Apre un file di scenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="83"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="84"/>
        <source>Save the scenario</source>
        <translation>Salva lo scenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="85"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="86"/>
        <source>Save the scenario in a new file</source>
        <translation>Salva lo scenario in un nuovo file</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="87"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="88"/>
        <source>Close Strata</source>
        <translation>Chiude Strata</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="97"/>
        <location filename="../app/ui/actions/FileActions.cpp" line="158"/>
        <source>Untitled scenario</source>
        <translation>Scenario senza titolo</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="131"/>
        <source>The file could not be read.</source>
        <translation>Impossibile leggere il file.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/actions/FileActions.cpp" line="138"/>
        <source>… and %n more (see the details)</source>
        <translation>
            <numerusform>… e %n altro (vedi i dettagli)</numerusform>
            <numerusform>… e altri %n (vedi i dettagli)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="143"/>
        <source>Could not open the scenario</source>
        <translation>Impossibile aprire lo scenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="140"/>
        <source>%1 has problems, so it was not opened. The board is unchanged.</source>
        <translation>%1 ha dei problemi, quindi non è stato aperto. Il tavolo non è cambiato.</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="166"/>
        <source>Could not recover the scenario</source>
        <translation>Impossibile recuperare lo scenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="167"/>
        <source>The autosaved copy of %1 could not be read; it is kept in %2.</source>
        <translation>Non è stato possibile leggere la copia salvata automaticamente di %1; è conservata in %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="189"/>
        <source>Open Scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="190"/>
        <source>Strata scenarios (*.strata.json);;JSON files (*.json);;All files (*)</source>
        <translation>Scenari di Strata (*.strata.json);;File JSON (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="213"/>
        <location filename="../app/ui/actions/FileActions.cpp" line="232"/>
        <source>Could not save the scenario</source>
        <translation>Impossibile salvare lo scenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="225"/>
        <source>Save Scenario As</source>
        <translation>Salva scenario con nome</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="225"/>
        <source>Strata scenarios (*.strata.json)</source>
        <translation>Scenari di Strata (*.strata.json)</translation>
    </message>
</context>
<context>
    <name>strata::ui::GalleryMenu</name>
    <message>
        <source>&amp;Examples</source>
        <translation type="vanished">&amp;Esempi</translation>
    </message>
    <message>
        <source>Worked examples from the seed documents</source>
        <translation type="vanished">Esempi svolti dai documenti di riferimento</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="68"/>
        <source>&amp;Worked examples</source>
        <translation>&amp;Esempi svolti</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="15"/>
        <source>Worked examples to start with</source>
        <translation>Esempi svolti da cui partire</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="17"/>
        <source>Classic interactions</source>
        <translation>Interazioni classiche</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="19"/>
        <source>Triggered abilities and the stack</source>
        <translation>Abilità innescate e la pila</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="21"/>
        <source>Combat, then and now</source>
        <translation>Il combattimento, ieri e oggi</translation>
    </message>
</context>
<context>
    <name>strata::ui::HelpActions</name>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="22"/>
        <source>About Strata</source>
        <translation>Informazioni su Strata</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="29"/>
        <source>&amp;About Strata</source>
        <translation>&amp;Informazioni su Strata</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="30"/>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="35"/>
        <source>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Strata makes the layer system of Magic: The Gathering visible. Put permanents and resolved effects on the board and it computes every object&apos;s characteristics as Comprehensive Rules 613 says, showing each step: which effect applied in which layer, in what order, and why (characteristic-defining ability, timestamp, dependency, dependency loop).&lt;/p&gt;&lt;p&gt;For judges and players studying the rules, and for judges presenting at conferences.&lt;/p&gt;&lt;p&gt;&lt;small&gt;Magic: The Gathering and card names are trademarks of Wizards of the Coast. Strata is not affiliated with or endorsed by Wizards of the Coast.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Strata rende visibile il sistema dei livelli di Magic: The Gathering. Metti sul tavolo permanenti ed effetti risolti e Strata calcola le caratteristiche di ogni oggetto come indicano le Regole Complete (sezione 613), mostrando ogni passo: quale effetto si è applicato in quale livello, in che ordine e perché (abilità che definisce le caratteristiche, timestamp, dipendenza, loop di dipendenza).&lt;/p&gt;&lt;p&gt;Per giudici e giocatori che studiano le regole, e per giudici che tengono presentazioni alle conferenze.&lt;/p&gt;&lt;p&gt;&lt;small&gt;Magic: The Gathering e i nomi delle carte sono marchi di Wizards of the Coast. Strata non è affiliato a Wizards of the Coast né da essa approvato.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>strata::ui::ImportActions</name>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="51"/>
        <source>Found %1 on Scryfall: it is in the library now.</source>
        <translation>%1 trovata su Scryfall: ora è nella libreria di carte.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="54"/>
        <location filename="../app/ui/import/ImportActions.cpp" line="159"/>
        <source>Find on Scryfall</source>
        <translation>Cerca su Scryfall</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="54"/>
        <source>Could not add %1.</source>
        <translation>Impossibile aggiungere %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="128"/>
        <source>Import Cards</source>
        <translation>Importa carte</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="130"/>
        <source>Card data from Scryfall or MTGJSON (*.json *.json.gz);;All files (*)</source>
        <translation>Dati delle carte di Scryfall o MTGJSON (*.json *.json.gz);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="160"/>
        <source>The exact name of a card the library lacks (one request to Scryfall, kept for later):</source>
        <translation>Il nome esatto di una carta che manca nella libreria di carte (una sola richiesta a Scryfall, conservata per dopo):</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="175"/>
        <source>&amp;Import Cards…</source>
        <translation>&amp;Importa carte…</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="176"/>
        <source>Import real cards from a Scryfall or MTGJSON file (.json or .json.gz)</source>
        <translation>Importa carte reali da un file di Scryfall o MTGJSON (.json o .json.gz)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="177"/>
        <source>Prefer Imported Cards</source>
        <translation>Preferisci le carte importate</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="178"/>
        <source>When a built-in card and an imported one share a name, use the imported one</source>
        <translation>Quando una carta inclusa e una importata hanno lo stesso nome, usa quella importata</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="179"/>
        <source>Allow Online Lookups</source>
        <translation>Consenti le ricerche online</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="180"/>
        <source>Let Find on Scryfall ask scryfall.com for a card; Strata works fully offline without it</source>
        <translation>Consente a «Cerca su Scryfall» di chiedere una carta a scryfall.com; senza, Strata funziona completamente offline</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="181"/>
        <source>Find on &amp;Scryfall…</source>
        <translation>Cerca su &amp;Scryfall…</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="182"/>
        <source>Add a card the library lacks from scryfall.com</source>
        <translation>Aggiunge da scryfall.com una carta che manca nella libreria di carte</translation>
    </message>
</context>
<context>
    <name>strata::ui::ImportDialog</name>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="56"/>
        <source>Import Cards</source>
        <translation>Importa carte</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="83"/>
        <source>Reading %1…</source>
        <translation>Lettura di %1…</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="130"/>
        <source>Import cancelled.</source>
        <translation>Importazione annullata.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="130"/>
        <source>Import finished.</source>
        <translation>Importazione completata.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="162"/>
        <source>Cards imported: %1 (%2 skipped with an error)</source>
        <translation>Carte importate: %1 (%2 saltate per un errore)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="163"/>
        <source>Fully understood: %1 (%2%)</source>
        <translation>Comprese del tutto: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="164"/>
        <source>Partly understood: %1 (%2%)</source>
        <translation>Comprese in parte: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="165"/>
        <source>Text only: %1 (%2%)</source>
        <translation>Solo testo: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="167"/>
        <source>Abilities: %1 — parsed %2, partial %3, text only %4, round-trip mismatch %5</source>
        <translation>Abilità: %1 — analizzate %2, parziali %3, solo testo %4, con discrepanze nel testo rigenerato %5</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="172"/>
        <source>Static abilities that change characteristics: %1 of %2 parsed (%3%)</source>
        <translation>Abilità statiche che cambiano le caratteristiche: %1 di %2 analizzate (%3%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="176"/>
        <source>Saved as your imported library; the app uses these cards from now on.</source>
        <translation>Salvata come la tua libreria importata; l&apos;app userà queste carte da ora in poi.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="178"/>
        <source>Cancelled: nothing was saved, and the library imported before is kept.</source>
        <translation>Annullato: non è stato salvato nulla e si conserva la libreria importata in precedenza.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="180"/>
        <source>Not saved: %1. The library imported before is kept.</source>
        <translation>Non salvato: %1. Si conserva la libreria importata in precedenza.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="182"/>
        <source>The file could not be read to its end: nothing was saved, and the library imported before is kept.</source>
        <translation>Non è stato possibile leggere il file fino alla fine: non è stato salvato nulla e si conserva la libreria importata in precedenza.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="184"/>
        <source>The file holds no card: nothing was saved.</source>
        <translation>Il file non contiene alcuna carta: non è stato salvato nulla.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="186"/>
        <source>Most common sentences not understood:</source>
        <translation>Frasi non comprese più frequenti:</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="191"/>
        <source>Problems (%1):</source>
        <translation>Problemi (%1):</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="195"/>
        <source>  … and %1 more</source>
        <translation>  … e altri %1</translation>
    </message>
</context>
<context>
    <name>strata::ui::LibraryDock</name>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="32"/>
        <source>Creature</source>
        <translation>Creatura</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="34"/>
        <source>Land</source>
        <translation>Terra</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="36"/>
        <source>Artifact</source>
        <translation>Artefatto</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="38"/>
        <source>Enchantment</source>
        <translation>Incantesimo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="40"/>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="42"/>
        <source>Instant</source>
        <translation>Istantaneo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="44"/>
        <source>Sorcery</source>
        <translation>Stregoneria</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/docks/LibraryDock.cpp" line="246"/>
        <source>%1 of %n cards</source>
        <translation>
            <numerusform>%1 di %n carta</numerusform>
            <numerusform>%1 di %n carte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="262"/>
        <source>Find “%1” on Scryfall</source>
        <translation>Cerca “%1” su Scryfall</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="263"/>
        <source>Asks scryfall.com for the card with this exact name and adds it to the library</source>
        <translation>Chiede a scryfall.com la carta con questo nome esatto e la aggiunge alla libreria</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="266"/>
        <source>No card in the library is named like “%1”.</source>
        <translation>Nessuna carta della libreria ha un nome come “%1”.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="267"/>
        <source>No card in the library is named like “%1”. To look for it on Scryfall, allow online lookups in the File menu.</source>
        <translation>Nessuna carta della libreria ha un nome come “%1”. Per cercarla su Scryfall, consenti le ricerche online nel menu File.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="286"/>
        <source>Library</source>
        <translation>Libreria di carte</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="287"/>
        <source>Search cards by name…</source>
        <translation>Cerca carte per nome…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="288"/>
        <source>Filters the cards as you type; accents and case do not matter</source>
        <translation>Filtra le carte mentre scrivi; accenti e maiuscole non contano</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="289"/>
        <source>Types</source>
        <translation>Tipi</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="290"/>
        <source>Colors</source>
        <translation>Colori</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="293"/>
        <source>Show only this type (several may be on)</source>
        <translation>Mostra solo questo tipo (se ne possono attivare diversi)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="295"/>
        <source>Token</source>
        <translation>Pedina</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="296"/>
        <source>Show only tokens</source>
        <translation>Mostra solo pedine</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="303"/>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="304"/>
        <source>Colorless</source>
        <translation>Incolore</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="305"/>
        <source>Drag a card onto the board, or double-click it to put it onto the active player&apos;s battlefield</source>
        <translation>Trascina una carta sul tavolo, o fai doppio clic su di essa per metterla sul campo di battaglia del giocatore attivo</translation>
    </message>
</context>
<context>
    <name>strata::ui::ObjectInspector</name>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="162"/>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="202"/>
        <source>%1 counters</source>
        <translation>Segnalini %1</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="175"/>
        <source>Inspector</source>
        <translation>Ispettore</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="178"/>
        <source>%1 (%2)</source>
        <comment>card name (object id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="190"/>
        <source>Select an object to edit its counters, damage and tapped state. Effects have none.</source>
        <translation>Seleziona un oggetto per modificarne segnalini, danno e stato TAPpato. Gli effetti non hanno niente di tutto ciò.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="191"/>
        <source>Counters</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="192"/>
        <source>+1/+1 counters</source>
        <translation>Segnalini +1/+1</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="193"/>
        <source>-1/-1 counters</source>
        <translation>Segnalini -1/-1</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="194"/>
        <source>Other kind: flying, +2/+0…</source>
        <translation>Altro tipo: flying, +2/+0…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="195"/>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="196"/>
        <source>Counters placed now get a new timestamp (613.7c)</source>
        <translation>I segnalini messi ora ricevono un nuovo timestamp (613.7c)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="197"/>
        <source>Damage</source>
        <translation>Danno</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="198"/>
        <source>Dealt by a source with deathtouch</source>
        <translation>Inflitto da una fonte con tocco letale</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="199"/>
        <source>Tapped</source>
        <translation>TAPpato</translation>
    </message>
</context>
<context>
    <name>strata::ui::RecentFilesMenu</name>
    <message>
        <location filename="../app/ui/actions/RecentFilesMenu.cpp" line="62"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RecentFilesMenu.cpp" line="77"/>
        <source>No recent scenarios</source>
        <translation>Nessuno scenario recente</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RecentFilesMenu.cpp" line="81"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Svuota menu</translation>
    </message>
</context>
<context>
    <name>strata::ui::ResolutionWarnings</name>
    <message>
        <location filename="../app/ui/docks/ResolutionWarnings.cpp" line="39"/>
        <source>⚠ Warnings: %1</source>
        <translation>⚠ Avvisi: %1</translation>
    </message>
</context>
<context>
    <name>strata::ui::RulesActions</name>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="34"/>
        <source>&amp;Current Rules: 7c Counters, 7d Switching</source>
        <translation>Regole &amp;attuali: 7c segnalini, 7d scambio</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="36"/>
        <source>Sublayers as in today&apos;s Comprehensive Rules: 7a CDA, 7b set, 7c modify and counters, 7d switch</source>
        <translation>Sottolivelli come nelle Regole Complete di oggi: 7a CDA, 7b impostazione, 7c modifica e segnalini, 7d scambio</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="37"/>
        <source>&amp;2016 Rules: 7d Counters, 7e Switching</source>
        <translation>Regole del &amp;2016: 7d segnalini, 7e scambio</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="38"/>
        <source>Sublayers as in the 2016 rules of the seed documents: 7a CDA, 7b set, 7c modify, 7d counters, 7e switch; the results are the same</source>
        <translation>Sottolivelli come nelle regole del 2016 dei documenti di riferimento: 7a CDA, 7b impostazione, 7c modifica, 7d segnalini, 7e scambio; i risultati sono gli stessi</translation>
    </message>
</context>
<context>
    <name>strata::ui::ScenarioDocument</name>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="108"/>
        <source>The scenario has no file name yet; use Save As.</source>
        <translation>Lo scenario non ha ancora un nome di file; usa Salva con nome.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="288"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="361"/>
        <source>There is no card named &quot;%1&quot;.</source>
        <translation>Non esiste nessuna carta chiamata «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="290"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="368"/>
        <source>No player has the id &quot;%1&quot;.</source>
        <translation>Nessun giocatore ha l&apos;id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="295"/>
        <source>%1 is an instant or sorcery: it can&apos;t be on the battlefield. Add it as a resolved effect instead.</source>
        <translation>%1 è un istantaneo o una stregoneria: non può stare sul campo di battaglia. Aggiungilo invece come effetto risolto.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="327"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="394"/>
        <source>No object has the id &quot;%1&quot;.</source>
        <translation>Nessun oggetto ha l&apos;id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="332"/>
        <source>An object can&apos;t be attached to itself.</source>
        <translation>Un oggetto non può essere assegnato a se stesso.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="335"/>
        <source>No object or player has the id &quot;%1&quot;.</source>
        <translation>Nessun oggetto o giocatore ha l&apos;id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="337"/>
        <source>Only permanents on the battlefield are attached.</source>
        <translation>Si possono assegnare solo permanenti sul campo di battaglia.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="341"/>
        <source>%1 is not an Aura, Equipment or Fortification.</source>
        <translation>%1 non è un&apos;Aura, un Equipaggiamento o una Fortificazione.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="366"/>
        <source>%1 is not an instant or sorcery with an effect; put permanents on the board.</source>
        <translation>%1 non è un istantaneo o una stregoneria con un effetto; metti i permanenti sul tavolo.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="397"/>
        <source>%1 has no ability %2.</source>
        <translation>%1 non ha l&apos;abilità %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="399"/>
        <source>Ability %1 of %2 is not an activated, loyalty or triggered ability.</source>
        <translation>L&apos;abilità %1 di %2 non è un&apos;abilità attivata, di fedeltà o innescata.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="486"/>
        <source>No object or effect has the id &quot;%1&quot;.</source>
        <translation>Nessun oggetto o effetto ha l&apos;id «%1».</translation>
    </message>
</context>
<context>
    <name>strata::ui::ScryfallLookup</name>
    <message>
        <location filename="../app/ui/import/ScryfallLookup.cpp" line="88"/>
        <source>Scryfall knows no card named &quot;%1&quot;.</source>
        <translation>Scryfall non conosce nessuna carta chiamata «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ScryfallLookup.cpp" line="112"/>
        <source>The answer holds no card.</source>
        <translation>La risposta non contiene alcuna carta.</translation>
    </message>
</context>
<context>
    <name>strata::ui::StackDock</name>
    <message>
        <location filename="../app/ui/docks/StackDock.cpp" line="27"/>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
</context>
<context>
    <name>strata::ui::StartupClock</name>
    <message>
        <location filename="../app/ui/import/StartupClock.cpp" line="44"/>
        <source>window shown after %1 ms; %2 imported cards in use after %3 ms; ready after %4 ms</source>
        <translation>finestra mostrata dopo %1 ms; %2 carte importate in uso dopo %3 ms; pronto dopo %4 ms</translation>
    </message>
</context>
<context>
    <name>strata::ui::StepBar</name>
    <message>
        <location filename="../app/ui/docks/StepBar.cpp" line="112"/>
        <source>%1 · active player: %2</source>
        <comment>step name · player</comment>
        <translation>%1 · giocatore attivo: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/StepBar.cpp" line="134"/>
        <source>Begin %1</source>
        <translation>Iniziare: %1</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineDock</name>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="197"/>
        <source>Click a step to see why it stands where it does. Double-click it to show the board as it is right after that step.</source>
        <translation>Fai clic su un passo per vedere perché si trova lì. Fai doppio clic per vedere il tavolo com&apos;è subito dopo quel passo.</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="225"/>
        <source>Timeline</source>
        <translation>Linea temporale</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="226"/>
        <source>&amp;Show:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="227"/>
        <source>Whole board</source>
        <translation>Tutto il tavolo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="232"/>
        <source>Only steps touching %1</source>
        <translation>Solo i passi che riguardano %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="234"/>
        <source>Only steps touching the selected object</source>
        <translation>Solo i passi che riguardano l&apos;oggetto selezionato</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="237"/>
        <source>All layers</source>
        <translation>Tutti i livelli</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="238"/>
        <source>Show every layer and sublayer, also those no step is in</source>
        <translation>Mostra tutti i livelli e sottolivelli, anche quelli in cui non c&apos;è nessun passo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="239"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Ingrandisci (Ctrl+rotellina)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="240"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>Riduci (Ctrl+rotellina)</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineModel</name>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="86"/>
        <source>applied</source>
        <translation>applicato</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="87"/>
        <source>not applied</source>
        <translation>non applicato</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="87"/>
        <source>not applied: %1</source>
        <translation>non applicato: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="129"/>
        <source>Layer</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="131"/>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="133"/>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="135"/>
        <source>Why here</source>
        <translation>Perché qui</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="137"/>
        <source>Timestamp</source>
        <translation>Timestamp</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="139"/>
        <source>Affected</source>
        <translation>Interessati</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="141"/>
        <source>Applied</source>
        <translation>Applicato</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="143"/>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineScrubber</name>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="123"/>
        <source>No steps</source>
        <translation>Nessun passo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="125"/>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="165"/>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="173"/>
        <source>Before the first step</source>
        <translation>Prima del primo passo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="127"/>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="174"/>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="166"/>
        <source>Step back</source>
        <translation>Passo indietro</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="167"/>
        <source>Step forward</source>
        <translation>Passo avanti</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="168"/>
        <source>Final result</source>
        <translation>Risultato finale</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="169"/>
        <source>Scrub through the steps: the board shows the state after the chosen step</source>
        <translation>Scorri i passi: il tavolo mostra lo stato dopo il passo scelto</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="170"/>
        <source>Timeline position</source>
        <translation>Posizione nella linea temporale</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineView</name>
    <message>
        <location filename="../app/ui/timeline/TimelineView.cpp" line="276"/>
        <source>Cards go on the board: drop them on a battlefield, a graveyard or the exile. The timeline shows what the layers do with them.</source>
        <translation>Le carte vanno sul tavolo: rilasciale su un campo di battaglia, un cimitero o l&apos;esilio. La linea temporale mostra cosa fanno i livelli con esse.</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimestampsDock</name>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="184"/>
        <source>Timestamps</source>
        <translation>Timestamp</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="185"/>
        <source>Oldest first. Drag a row to change the order (CR 613.7).</source>
        <translation>Prima il più vecchio. Trascina una riga per cambiare l&apos;ordine (CR 613.7).</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="186"/>
        <source>Drag a row above or below another to give it an earlier or later timestamp</source>
        <translation>Trascina una riga sopra o sotto un&apos;altra per darle un timestamp precedente o successivo</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimestampsModel</name>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="160"/>
        <source>%1, ability %2</source>
        <translation>%1, abilità %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="170"/>
        <source>%1 counters on %2</source>
        <translation>segnalini %1 su %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/models/TimestampsModel.cpp" line="225"/>
        <source>No timestamp %1: %2 got a new timestamp when attached, and the old one is not used again (CR 613.7e).</source>
        <translation>
            <numerusform>Nessun timestamp %1: %2 ha ricevuto un nuovo timestamp quando è stato assegnato, e quello vecchio non viene più usato (CR 613.7e).</numerusform>
            <numerusform>Nessun timestamp %1: %2 ha ricevuto un nuovo timestamp quando è stato assegnato, e quello vecchio non viene più usato (CR 613.7e).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="227"/>
        <source>, </source>
        <comment>between numbers</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="227"/>
        <source>, </source>
        <comment>between names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="247"/>
        <source>object</source>
        <translation>oggetto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="249"/>
        <source>effect</source>
        <translation>effetto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="251"/>
        <source>counters</source>
        <translation>segnalini</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="281"/>
        <source>Timestamp</source>
        <translation>Timestamp</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="283"/>
        <source>Object or effect</source>
        <translation>Oggetto o effetto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="285"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="287"/>
        <source>Controller</source>
        <translation>Controllore</translation>
    </message>
</context>
<context>
    <name>strata::ui::ViewActions</name>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="44"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="45"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="46"/>
        <source>&amp;Fit Board to Window</source>
        <translation>&amp;Adatta il tavolo alla finestra</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="47"/>
        <source>F&amp;ull Screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="48"/>
        <source>Use the whole screen, as for a presentation</source>
        <translation>Usa tutto lo schermo, come per una presentazione</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="49"/>
        <source>&amp;Presentation Mode</source>
        <translation>Modalità &amp;presentazione</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="50"/>
        <source>Only the board and the timeline, in big type, for a projector</source>
        <translation>Solo il tavolo e la linea temporale, a caratteri grandi, per un proiettore</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="51"/>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Ripristina la disposizione</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="52"/>
        <source>Put every panel back where it was at first, and fit the window to the screen</source>
        <translation>Rimette ogni pannello al suo posto iniziale e adatta la finestra allo schermo</translation>
    </message>
</context>
<context>
    <name>strata::ui::WindowMenus</name>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="92"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="93"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="94"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="95"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="96"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="97"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="98"/>
        <source>Main Toolbar</source>
        <translation>Barra degli strumenti principale</translation>
    </message>
</context>
</TS>
