import { Tabs } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListingBoard } from "../../features/store/components/listing-board";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./shop-screens.module.css";
import { useListingGate } from "./use-listing-gate";
import { useCategoryChips } from "./use-store-preview";

/** /shop-management (spec "Shop management"): the counters, then what can be listed and what is listed. */
export function ShopManagementScreen() {
  const { t } = useTranslation();
  const gate = useListingGate();
  const categories = useCategoryChips();
  const [tab, setTab] = useState("available");
  return (
    <ScreenFrame title={t("shop.management.title")} showTabBar={false}>
      <div className={styles.stack}>
        <section className={styles.card}>
          <Tabs activeKey={tab} onChange={setTab}>
            <Tabs.Tab title={t("shop.management.available")} key="available" data-testid="tab-available">
              <ListingBoard
                scope="available"
                categories={categories}
                onDepositRequired={gate.onDepositRequired}
                showCounters
              />
            </Tabs.Tab>
            <Tabs.Tab title={t("shop.management.listed")} key="listed" data-testid="tab-listed">
              <ListingBoard
                scope="listed"
                categories={categories}
                onDepositRequired={gate.onDepositRequired}
                showCounters
              />
            </Tabs.Tab>
          </Tabs>
        </section>
      </div>
      {gate.dialogs}
    </ScreenFrame>
  );
}
