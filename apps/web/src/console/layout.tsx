import {
  AuditOutlined,
  BankOutlined,
  CarOutlined,
  DashboardOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { noDataSchema } from "@seller/contract/envelope";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@seller/contract/languages";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Layout, Menu, Select, Space, Typography } from "antd";
import { Outlet, useLocation, useNavigate } from "react-router";
import { api } from "./api";
import { chooseConsoleLanguage, useText } from "./i18n";
import { consolePaths as paths } from "./paths";
import { useQueueUpdates } from "./realtime";
import { setSession, useSession } from "./session";

export function LanguageSelect() {
  const { t, language } = useText();
  return (
    <Select
      aria-label={t("app.language")}
      value={language}
      style={{ width: 130 }}
      onChange={(value: Language) => void chooseConsoleLanguage(value)}
      options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
    />
  );
}

/** The console's frame: the queues and screens on the left, the operator and the language on top. */
export function ConsoleLayout() {
  const { t } = useText();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useQueueUpdates();

  const items = [
    { key: paths.dashboard, icon: <DashboardOutlined />, label: t("nav.dashboard") },
    {
      key: "queues",
      label: t("nav.queues"),
      type: "group" as const,
      children: [
        { key: paths.recharges, icon: <WalletOutlined />, label: t("nav.recharges") },
        { key: paths.payments, icon: <ShoppingCartOutlined />, label: t("nav.payments") },
        { key: paths.withdrawals, icon: <BankOutlined />, label: t("nav.withdrawals") },
        { key: paths.refunds, icon: <RollbackOutlined />, label: t("nav.refunds") },
        { key: paths.orderRefunds, icon: <RollbackOutlined />, label: t("nav.orderRefunds") },
        { key: paths.verifications, icon: <IdcardOutlined />, label: t("nav.verifications") },
        { key: paths.dispatch, icon: <CarOutlined />, label: t("nav.dispatch") },
      ],
    },
    {
      key: "manage",
      label: t("nav.manage"),
      type: "group" as const,
      children: [
        { key: paths.sellers, icon: <TeamOutlined />, label: t("nav.sellers") },
        { key: paths.catalogue, icon: <ShopOutlined />, label: t("nav.catalogue") },
        { key: paths.display, icon: <PictureOutlined />, label: t("nav.display") },
        { key: paths.help, icon: <QuestionCircleOutlined />, label: t("nav.help") },
        { key: paths.announcements, icon: <NotificationOutlined />, label: t("nav.announcements") },
        { key: paths.settings, icon: <SettingOutlined />, label: t("nav.settings") },
        { key: paths.support, icon: <MessageOutlined />, label: t("nav.support") },
        { key: paths.audit, icon: <AuditOutlined />, label: t("nav.audit") },
      ],
    },
  ];
  const selected = `/${location.pathname.split("/").filter(Boolean).slice(0, 2).join("/")}`;
  const selectedKey = selected.startsWith("/queues") ? selected : `/${location.pathname.split("/")[1] ?? ""}`;

  async function logout() {
    await api("/admin/logout", noDataSchema, { method: "POST" }).catch(() => undefined);
    setSession(null);
    queryClient.clear();
    navigate(paths.signIn, { replace: true });
  }

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider
        width={232}
        theme="light"
        breakpoint="lg"
        collapsedWidth={0}
        style={{ borderRight: "1px solid #f0f0f0" }}
      >
        <h1 style={{ margin: 0, padding: "16px 20px", fontWeight: 600, fontSize: 16 }}>{t("app.title")}</h1>
        <nav aria-label={t("nav.label")}>
          <Menu
            mode="inline"
            selectedKeys={[selectedKey]}
            items={items}
            onClick={({ key }) => navigate(key)}
            style={{ borderInlineEnd: "none" }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: "#fff",
            display: "flex",
            justifyContent: "flex-end",
            alignItems: "center",
            paddingInline: 24,
            borderBottom: "1px solid #f0f0f0",
          }}
        >
          <Space size="middle">
            <Typography.Text>{t("app.signedInAs", { account: session?.account ?? "" })}</Typography.Text>
            <LanguageSelect />
            <Button icon={<KeyOutlined />} onClick={() => navigate(paths.changePassword)}>
              {t("app.changePassword")}
            </Button>
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t("app.logout")}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {/* Layout.Content is the page's one main landmark already. */}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
