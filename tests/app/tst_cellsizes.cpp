// The characteristics table's cells remember their measured size (ComputedValueDelegate::sizeHint):
// whatever the style measures changes the answer as it would for a delegate that remembers nothing.
#include "docks/ComputedValueDelegate.h"
#include "models/CharacteristicsModel.h"
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>

using namespace strata::ui;

class TestCellSizes : public QObject {
    Q_OBJECT
private slots:
    void aRememberedSizeIsTheMeasuredOne()
    {
        QStandardItemModel model(1, CharacteristicsModel::ColumnCount);
        QTableView view;
        view.setModel(&model);
        ComputedValueDelegate remembering;
        const QModelIndex cell = model.index(0, CharacteristicsModel::AbilitiesColumn);
        const auto sizeIn = [&](ComputedValueDelegate& delegate, int width) {
            QStyleOptionViewItem option;
            option.initFrom(&view);
            option.widget = &view;
            option.font = view.font();   // as the view gives it
            option.features = QStyleOptionViewItem::WrapText;
            option.rect = QRect(0, 0, width, 1);
            return delegate.sizeHint(option, cell);
        };
        QStringList mismatches;
        const auto check = [&](int width) {
            ComputedValueDelegate fresh;
            const QSize size = sizeIn(remembering, width), measured = sizeIn(fresh, width);
            if (size != measured)
                mismatches << QStringLiteral("%1 wide: %2x%3, measured %4x%5")
                                  .arg(width).arg(size.width()).arg(size.height())
                                  .arg(measured.width()).arg(measured.height());
            return size;
        };
        const QString text = QStringLiteral("Whenever this creature attacks, each opponent loses 1 life and you gain 1 life.");
        model.setData(cell, text);
        const QSize wide = check(600);
        QCOMPARE(sizeIn(remembering, 600), wide);   // asked again: the remembered answer
        const QSize narrow = check(120);            // the text wraps onto more lines
        QVERIFY(narrow.height() > wide.height());
        model.setData(cell, QStringLiteral("Flying"));   // the value changed
        QVERIFY(check(120).height() < narrow.height());
        model.setData(cell, text);
        model.setData(cell, true, CharacteristicsModel::DiffersFromPrintedRole);   // drawn bold
        QVERIFY(check(600).width() > wide.width());
        view.setFont(QFont(view.font().family(), view.font().pointSize() * 2));   // another font
        QVERIFY(check(600).height() > wide.height());
        QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(QLatin1String("; "))));
    }
};

QTEST_MAIN(TestCellSizes)
#include "tst_cellsizes.moc"
