import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ArrowUpCircleIcon, CardIcon, GlobeIcon, ListIcon, PlusCircleIcon } from "../../components/icons";
import { Tile, TileGrid } from "../../components/tile-grid";
import { paths } from "../../config/paths";

/**
 * The profile's tiles (spec section 2), only those whose screens work today:
 * orders, customer service, settings and platform info join with their screens.
 */
export function ProfileTiles({
  hasBankAccount,
  onLanguage,
}: {
  hasBankAccount: boolean;
  onLanguage: () => void;
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
      <Tile
        icon={<GlobeIcon size={22} />}
        label={t("profile.language")}
        tone="#0a8f9c"
        onClick={onLanguage}
        testId="language-button"
      />
    </TileGrid>
  );
}
