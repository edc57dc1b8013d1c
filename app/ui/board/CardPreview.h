#pragma once
#include "CardPresentation.h"
#include <QWidget>

namespace strata::ui {

// The card under the mouse, drawn large in a corner of the board, so its rules text reads at any
// zoom (the way a card game shows the card you point at).
class CardPreview : public QWidget {
    Q_OBJECT
public:
    explicit CardPreview(QWidget* parent = nullptr);
    void setCard(const CardPresentation& card, qreal scale);
    const QString& objectId() const { return m_card.objectId; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    CardPresentation m_card;
    qreal m_scale = 2;
};

}   // namespace strata::ui
