#include "HelpActions.h"
#include "Icons.h"
#include "dialogs/UserDialogs.h"
#include <QAction>
#include <QApplication>
#include <QWidget>

namespace strata::ui {

HelpActions::HelpActions(UserDialogs& dialogs, QWidget* window)
    : QObject(window),
      m_dialogs(dialogs),
      m_window(window),
      m_about(new QAction(strataIcon(QStringLiteral("strata")), QString(), this)),
      m_aboutQt(new QAction(this))
{
    m_about->setObjectName(QStringLiteral("actionAbout"));
    m_aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    m_about->setMenuRole(QAction::AboutRole);
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(
        m_about, &QAction::triggered, this, [this] { m_dialogs.showAbout(m_window, tr("About Strata"), aboutText()); });
    connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    retranslateUi();
}

void HelpActions::retranslateUi()
{
    m_about->setText(tr("&About Strata"));
    m_aboutQt->setText(tr("About &Qt"));
}

QString HelpActions::aboutText()
{
    return tr("<h3>Strata %1</h3>"
              "<p>Strata makes the layer system of Magic: The Gathering visible. Put permanents and resolved "
              "effects on the board and it computes every object's characteristics as Comprehensive Rules 613 "
              "says, showing each step: which effect applied in which layer, in what order, and why "
              "(characteristic-defining ability, timestamp, dependency, dependency loop).</p>"
              "<p>For judges and players studying the rules, and for judges presenting at conferences.</p>"
              "<p><small>Magic: The Gathering and card names are trademarks of Wizards of the Coast. "
              "Strata is not affiliated with or endorsed by Wizards of the Coast.</small></p>")
        .arg(QApplication::applicationVersion());
}

}   // namespace strata::ui
