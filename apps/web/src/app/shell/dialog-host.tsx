import { Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/antd-dialog";
import { useEscapeToClose } from "../../components/use-escape-to-close";
import { type DialogRequest, useDialogRequests } from "../../lib/dialog";

/** Shows the confirm and alert dialogs asked for through lib/dialog. */
export function DialogHost() {
  const requests = useDialogRequests();
  if (requests.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {requests.map((request) => (
        <HostedDialog key={request.id} request={request} />
      ))}
    </Suspense>
  );
}

function HostedDialog({ request }: { request: DialogRequest }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  const answer = useRef(false);
  // The promise settles after the closing animation, so a follow-up dialog does not overlap it.
  const close = (confirmed: boolean) => {
    answer.current = confirmed;
    setVisible(false);
  };
  const testId = request.testId ?? `${request.kind}-dialog`;
  // Escape answers as Cancel does (an alert's only answer is OK).
  useEscapeToClose(visible, () => close(false));

  const confirm = {
    key: "confirm",
    text: request.confirmText ?? (request.kind === "alert" ? t("common.ok") : t("common.confirm")),
    bold: true,
    danger: request.danger,
    onClick: () => close(true),
    "data-testid": `${testId}-confirm`,
  };
  const cancel = {
    key: "cancel",
    text: request.cancelText ?? t("common.cancel"),
    onClick: () => close(false),
    "data-testid": `${testId}-cancel`,
  };

  return (
    <Dialog
      visible={visible}
      title={request.title}
      content={request.content}
      actions={request.kind === "alert" ? [confirm] : [[cancel, confirm]]}
      closeOnMaskClick={request.kind === "alert"}
      onClose={() => close(false)}
      afterClose={() => request.settle(answer.current)}
      data-testid={testId}
    />
  );
}
