import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  ArrowUpCircleIcon,
  CardIcon,
  FileTextIcon,
  GlobeIcon,
  HeadsetIcon,
  ListIcon,
  PlusCircleIcon,
  SettingsIcon,
} from "../../components/icons";
import { Tile, TileGrid } from "../../components/tile-grid";
import { paths } from "../../config/paths";

/**
 * The profile's tiles (spec section 2), only those whose screens work today
 * (the order tiles join with their screens). Customer service is the external
 * chat link, shown only when one is configured.
 */
export function ProfileTiles({
  hasBankAccount,
  onLanguage,
  languageOpen,
  customerServiceUrl,
  onCustomerService,
}: {
  hasBankAccount: boolean;
  onLanguage: () => void;
  languageOpen: boolean;
  customerServiceUrl: string | null | undefined;
  onCustomerService: (url: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <TileGrid label={t("wallet.tiles.label")}>
      <Tile
        icon={<PlusCircleIcon size={22} />}
        label={t("wallet.tiles.recharge")}
        onClick={() => navigate(paths.deposit.href())}
        testId="tile-recharge"
      />
      <Tile
        icon={<ArrowUpCircleIcon size={22} />}
        label={t("wallet.tiles.withdrawal")}
        tone="#17a35a"
        // Spec section 2: without a card the seller adds one first, then comes back.
        onClick={() =>
          navigate(hasBankAccount ? paths.withdrawal.href() : paths.bankCards.href({ from: "withdrawal" }))
        }
        testId="tile-withdrawal"
      />
      <Tile
        icon={<CardIcon size={22} />}
        label={t("wallet.tiles.bankCard")}
        tone="#7a4dd8"
        onClick={() => navigate(paths.bankCards.href())}
        testId="tile-bank-cards"
      />
      <Tile
        icon={<ListIcon size={22} />}
        label={t("wallet.tiles.revenueRecord")}
        tone="#e08600"
        onClick={() => navigate(paths.revenueRecord.href())}
        testId="tile-revenue-record"
      />
      {customerServiceUrl ? (
        <Tile
          icon={<HeadsetIcon size={22} />}
          label={t("support.customerService")}
          tone="#e0457b"
          onClick={() => onCustomerService(customerServiceUrl)}
          testId="tile-customer-service"
        />
      ) : null}
      <Tile
        icon={<SettingsIcon size={22} />}
        label={t("settings.title")}
        tone="#5b6b8c"
        onClick={() => navigate(paths.systemSettings.href())}
        testId="tile-settings"
      />
      <Tile
        icon={<FileTextIcon size={22} />}
        label={t("platformInfo.title")}
        tone="#2f8f5b"
        onClick={() => navigate(paths.platformInfo.href())}
        testId="tile-platform-info"
      />
      <Tile
        icon={<GlobeIcon size={22} />}
        label={t("profile.language")}
        tone="#0a8f9c"
        onClick={onLanguage}
        dialogOpen={languageOpen}
        testId="language-button"
      />
    </TileGrid>
  );
}
