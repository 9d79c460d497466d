#pragma once

#include "ui/common/changeconfirmation.h"

#include <QList>
#include <QString>

#include <optional>

namespace outbox::test {

// Answers every change confirmation instead of a user, for as long as it lives, and keeps what
// was asked: the change, and whether the target was prod. The answer is read at each question.
struct ConfirmationRecorder {
    QList<ui::ChangeDescription> asked;
    QList<bool> prod;
    std::optional<QString> answer = QString(); // the reason given; nullopt: the user cancels

    ConfirmationRecorder() {
        ui::setConfirmationHookForTests(
            [this](const ui::ChangeDescription &c,
                   const ConnectionTarget &t) -> std::optional<QString> {
                asked.append(c);
                prod.append(t.isProd());
                return answer;
            });
    }
    ~ConfirmationRecorder() { ui::setConfirmationHookForTests({}); }
    ConfirmationRecorder(const ConfirmationRecorder &) = delete;
    ConfirmationRecorder &operator=(const ConfirmationRecorder &) = delete;
};

} // namespace outbox::test
