import type { SignedInDevice } from "@seller/contract/account";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import sheet from "../../../components/form-sheet.module.css";
import { PhoneIcon } from "../../../components/icons";
import { LazySheet } from "../../../components/lazy-sheet";
import { MenuRow } from "../../../components/menu-list";
import { formatDateTime } from "../../../lib/format";
import { useEndDevice } from "../api/end-device";
import { useDevices } from "../api/get-devices";
import styles from "./devices.module.css";

/** One device: its browser and system, this device's tag, last use and address, and its sign-out. */
function DeviceItem({
  device,
  onEnd,
  ending,
}: {
  device: SignedInDevice;
  onEnd: () => void;
  ending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = device.device ?? t("account.devices.unknownDevice");
  return (
    <li className={styles.item} data-testid="device-item" data-current={device.current}>
      <div className={styles.text}>
        <p className={styles.name}>
          {name}
          {device.current ? (
            <span className={styles.current} data-testid="device-current">
              {t("account.devices.thisDevice")}
            </span>
          ) : null}
        </p>
        <p className={styles.meta}>
          {t("account.devices.lastUsed", { time: formatDateTime(device.last_used_at, i18n.language) })}
        </p>
        {device.address ? (
          <p className={styles.meta}>{t("account.devices.address", { address: device.address })}</p>
        ) : null}
      </div>
      {device.current ? null : (
        <Button
          size="small"
          color="danger"
          fill="outline"
          loading={ending}
          onClick={onEnd}
          aria-label={t("account.devices.endLabel", { device: name })}
          data-testid="device-end"
        >
          {t("account.devices.end")}
        </Button>
      )}
    </li>
  );
}

/**
 * DECISIONS "Settings": the seller sees every signed-in device with its last
 * use and address and can sign any other one out; the current one is marked
 * (it signs out with the profile's logout).
 */
export function DevicesSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const devices = useDevices(visible);
  const end = useEndDevice();
  const [ending, setEnding] = useState<number>();
  const list = devices.data ?? [];
  const others = list.filter((device) => !device.current).length;

  return (
    <LazySheet
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={sheet.sheet}
      data-testid="devices-sheet"
    >
      <div className={sheet.form}>
        <h3 className={sheet.title}>{t("account.devices.title")}</h3>
        <p className={sheet.lead}>{t("account.devices.lead")}</p>
        <ul className={styles.list} aria-busy={devices.isPending}>
          {list.map((device) => (
            <DeviceItem
              key={device.id}
              device={device}
              ending={end.isPending && ending === device.id}
              onEnd={() => {
                setEnding(device.id);
                end.mutate(device.id);
              }}
            />
          ))}
        </ul>
        {devices.isSuccess && others === 0 ? (
          <p className={sheet.lead} data-testid="devices-none">
            {t("account.devices.none")}
          </p>
        ) : null}
        <Button block onClick={onClose} data-testid="devices-close">
          {t("common.close")}
        </Button>
      </div>
    </LazySheet>
  );
}

/** The signed-in devices row of /system-settings, with its sheet. */
export function DevicesRow() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuRow
        icon={<PhoneIcon size={18} />}
        label={
          <span className={styles.labelStack}>
            {t("account.devices.label")}
            <span className={styles.hint}>{t("account.devices.hint")}</span>
          </span>
        }
        onClick={() => setOpen(true)}
        testId="settings-devices"
      />
      <DevicesSheet visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
