import type { Language } from "@seller/contract/languages";
import { useQueryClient } from "@tanstack/react-query";
import { Button, ErrorBlock } from "antd-mobile";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CalendarIcon, GlobeIcon, LogoutIcon, UserIcon } from "../../components/icons";
import { LanguageDialog } from "../../components/language-dialog";
import { MenuList, MenuRow } from "../../components/menu-list";
import { paths } from "../../config/paths";
import { useLogout } from "../../features/auth/api/logout";
import { useHotProducts } from "../../features/catalogue/api/get-products";
import { ProductGrid, ProductGridSkeleton } from "../../features/catalogue/components/product-card";
import { OrderTiles } from "../../features/orders/components/order-tiles";
import { useProfile } from "../../features/sellers/api/get-profile";
import { sellerKeys } from "../../features/sellers/api/query-keys";
import { useChangeLanguage } from "../../features/sellers/api/update-seller";
import { PersonalInfoRows } from "../../features/sellers/components/personal-info-rows";
import { ProfileCard, ProfileCardSkeleton } from "../../features/sellers/components/profile-card";
import { useTodayStats } from "../../features/shop-stats/api/get-shop-stats";
import { TodayCard } from "../../features/shop-stats/components/shop-overview";
import { openCustomerService, useCustomerServiceUrl } from "../../features/support/api/get-customer-service";
import { ProfileCompletion } from "../../features/verification/components/profile-completion";
import { UnderReviewBadge } from "../../features/verification/components/under-review-badge";
import { UnverifiedBadge } from "../../features/verification/components/unverified-badge";
import { VerificationTile } from "../../features/verification/components/verification-tile";
import { useVerificationPrompt } from "../../features/verification/hooks/use-verification-prompt";
import { DepositRefund } from "../../features/wallet/components/deposit-refund";
import { WalletSummary } from "../../features/wallet/components/wallet-summary";
import { useDepositFlow } from "../../features/wallet/hooks/use-deposit-flow";
import { confirmDialog } from "../../lib/dialog";
import { formatDate } from "../../lib/format";
import { normalizeLanguage } from "../../lib/language";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./profile-screen.module.css";
import { ProfileTiles } from "./profile-tiles";
import shopStyles from "./shop-screens.module.css";

/** Spec section 8: the profile shows four hot products. */
const HOT_COUNT = 4;

/** Spec section 4: after the deposit payment the profile refreshes after 1.5 s. */
const REFRESH_AFTER_DEPOSIT_MS = 1500;

/**
 * /profile: who is signed in, the wallet with the security deposit, the tiles
 * whose screens exist, phone and address, the language, and logout (spec
 * section 2), the four order tiles, today's figures and hot products.
 */
export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const logout = useLogout();
  const changeLanguage = useChangeLanguage();
  const customerService = useCustomerServiceUrl();
  const [languageOpen, setLanguageOpen] = useState(false);
  const today = useTodayStats();
  const hot = useHotProducts(HOT_COUNT);
  const language = normalizeLanguage(i18n.language);
  const queryClient = useQueryClient();
  const verificationPrompt = useVerificationPrompt(profile.data?.is_verified);
  const identityUnderReview = !profile.data?.is_verified && verificationPrompt.status === "pending";
  const depositFlow = useDepositFlow(
    profile.data,
    () => {
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: sellerKeys.profile() }),
        REFRESH_AFTER_DEPOSIT_MS,
      );
    },
    identityUnderReview,
  );

  const chooseLanguage = (next: Language) => {
    if (next === language) return setLanguageOpen(false);
    changeLanguage.mutate(next, { onSuccess: () => setLanguageOpen(false) });
  };

  const askLogout = async () => {
    const confirmed = await confirmDialog({
      title: t("profile.logoutConfirmTitle"),
      content: t("profile.logoutConfirmMessage"),
      confirmText: t("profile.logout"),
      danger: true,
      testId: "logout-dialog",
    });
    if (confirmed) logout.mutate();
  };

  const seller = profile.data;
  // What lies below the wallet on a phone's first screen is drawn in a second pass that yields to
  // the browser: the balance, the screen's largest paint, does not wait for the tiles, the hot
  // products and the account rows (on a 4x slower CPU they took about a quarter of the first
  // render; bench/cold-profile.bench.ts).
  const sellerBelow = useDeferredValue(seller ?? null, null);
  return (
    <ScreenFrame title={t("profile.title")} hideBack>
      <div className={styles.stack}>
        {seller ? (
          <ProfileCard
            profile={seller}
            badge={
              verificationPrompt.show ? (
                <UnverifiedBadge />
              ) : identityUnderReview ? (
                <UnderReviewBadge />
              ) : null
            }
          />
        ) : profile.isError ? (
          <ErrorBlock
            status="disconnected"
            title={t("profile.loadFailed")}
            description={null}
            className={styles.error}
          >
            <Button
              color="primary"
              fill="outline"
              onClick={() => void profile.refetch()}
              data-testid="profile-retry"
            >
              {t("common.retry")}
            </Button>
          </ErrorBlock>
        ) : (
          <ProfileCardSkeleton />
        )}

        {seller ? (
          <WalletSummary
            profile={seller}
            onPayDeposit={() => void depositFlow.start()}
            paying={depositFlow.paying}
          />
        ) : null}

        {seller ? <OrderTiles /> : null}
        {sellerBelow ? <TodayCard stats={today.data} failed={today.isError} /> : null}

        {sellerBelow ? (
          <ProfileTiles
            hasBankAccount={sellerBelow.has_bank_account}
            onLanguage={() => setLanguageOpen(true)}
            languageOpen={languageOpen}
            customerServiceUrl={customerService.data}
            onCustomerService={openCustomerService}
          />
        ) : null}

        {sellerBelow ? (
          <section className={shopStyles.card} data-testid="profile-hot">
            <div className={shopStyles.cardHead}>
              <h2>{t("shop.hot")}</h2>
              <Link
                to={paths.products.href({ hot: "1", sort: "sales" })}
                className={shopStyles.more}
                data-testid="profile-hot-more"
              >
                {t("shop.viewAll")}
              </Link>
            </div>
            {hot.data ? (
              <ProductGrid products={hot.data.products} />
            ) : (
              <ProductGridSkeleton count={HOT_COUNT} />
            )}
          </section>
        ) : null}

        {sellerBelow?.has_deposit ? <DepositRefund /> : null}

        {sellerBelow ? (
          <ProfileCompletion
            profile={sellerBelow}
            verification={verificationPrompt.verification}
            status={verificationPrompt.status}
          />
        ) : null}

        {sellerBelow && verificationPrompt.show ? (
          <MenuList label={t("verification.profile.tile")}>
            <VerificationTile />
          </MenuList>
        ) : null}

        {sellerBelow ? (
          <MenuList label={t("profile.account")}>
            <MenuRow icon={<UserIcon size={18} />} label={t("profile.account")} value={sellerBelow.account} />
            <PersonalInfoRows profile={sellerBelow} />
            <MenuRow
              icon={<CalendarIcon size={18} />}
              label={t("profile.memberSince")}
              value={formatDate(sellerBelow.created_at, language)}
            />
            <MenuRow
              icon={<GlobeIcon size={18} />}
              label={t("profile.language")}
              value={<span lang={language}>{t(`language.native.${language}`)}</span>}
            />
          </MenuList>
        ) : null}

        {/* Under the skeleton it would sit near the top and then jump a screen down when the
            profile arrives (layout shift 0.11); a profile that failed to load still offers it. */}
        {sellerBelow || profile.isError ? (
          <Button
            block
            className={styles.logout}
            onClick={askLogout}
            loading={logout.isPending}
            data-testid="logout-button"
          >
            <span className={styles.logoutLabel}>
              <LogoutIcon size={18} />
              {t("profile.logout")}
            </span>
          </Button>
        ) : null}
      </div>

      {depositFlow.dialogs}

      <LanguageDialog
        visible={languageOpen}
        value={language}
        saving={changeLanguage.isPending}
        onConfirm={chooseLanguage}
        onClose={() => setLanguageOpen(false)}
      />
    </ScreenFrame>
  );
}
