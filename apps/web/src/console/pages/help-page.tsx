import { ExclamationCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { noDataSchema } from "@seller/contract/envelope";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@seller/contract/languages";
import {
  type AdminHelpEntry,
  adminHelpEntriesSchema,
  adminHelpEntrySchema,
  HELP_BODY_MAX_LENGTH,
  HELP_POSITION_MAX,
  HELP_TITLE_MAX_LENGTH,
} from "@seller/contract/support";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, InputNumber, Modal, Space, Table, Tabs, Typography } from "antd";
import { useState } from "react";
import { api, ConsoleApiError } from "../api";
import { ListHeader } from "../components/list";
import type { CsvColumn } from "../csv";
import { dateTime } from "../format";
import { useText } from "../i18n";

type Values = Pick<AdminHelpEntry, "title" | "body" | "position">;

/** The languages of these fields (a text's name is ["title" | "body", language]). */
const languagesOf = (fields: { name: (string | number)[] }[]) =>
  new Set(fields.map((field) => field.name[1]).filter(isLanguage));

/** Help-centre entries, written in all four languages; every write is audit-logged. */
export function HelpPage() {
  const { t, language } = useText();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminHelpEntry | "new" | null>(null);
  const [form] = Form.useForm<Values>();
  // Each language has its own tab: a Save refused for a text on a hidden tab opens that tab, and
  // every tab with a missing text is marked, so the operator sees what is missing and where.
  const [tab, setTab] = useState<Language>("th");
  const [unfilled, setUnfilled] = useState<ReadonlySet<Language>>(new Set());
  const open = (entry: AdminHelpEntry | "new") => {
    setTab("th");
    setUnfilled(new Set());
    setEditing(entry);
  };
  const query = useQuery({
    queryKey: ["console", "help"],
    queryFn: async () => (await api("/admin/help-center", adminHelpEntriesSchema)).data.entries,
  });
  const fail = (failure: unknown) =>
    void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
  async function save(values: Values) {
    try {
      const answer =
        editing === "new"
          ? await api("/admin/help-center", adminHelpEntrySchema, { method: "POST", body: values })
          : await api(`/admin/help-center/${editing?.id}`, adminHelpEntrySchema, {
              method: "PUT",
              body: values,
            });
      void message.success(answer.message);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ["console", "help"] });
    } catch (failure) {
      fail(failure);
    }
  }
  const remove = (entry: AdminHelpEntry) =>
    modal.confirm({
      title: t("help.deleteTitle", { title: entry.title[language] }),
      okText: t("common.delete"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: async () => {
        try {
          const answer = await api(`/admin/help-center/${entry.id}`, noDataSchema, { method: "DELETE" });
          void message.success(answer.message);
          await queryClient.invalidateQueries({ queryKey: ["console", "help"] });
        } catch (failure) {
          fail(failure);
        }
      },
    });
  const csvColumns: CsvColumn<AdminHelpEntry>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("help.position"), value: (row) => row.position },
    ...LANGUAGES.map((lang) => ({
      title: `${t("help.entryTitle")} (${lang})`,
      value: (row: AdminHelpEntry) => row.title[lang],
    })),
    { title: t("columns.updatedAt"), value: (row) => row.updated_at },
  ];
  const rows = query.data ?? [];
  return (
    <>
      <ListHeader
        title={t("nav.help")}
        filters={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              form.resetFields();
              open("new");
            }}
          >
            {t("help.add")}
          </Button>
        }
        csv={{
          filename: "help-centre",
          columns: csvColumns,
          fetchPage: async () => ({ items: rows, total: rows.length }),
        }}
      />
      <Table<AdminHelpEntry>
        rowKey="id"
        loading={query.isLoading}
        dataSource={rows}
        columns={[
          { title: t("help.position"), dataIndex: "position", width: 90 },
          { title: t("help.entryTitle"), render: (_, row) => row.title[language] },
          { title: t("columns.updatedAt"), render: (_, row) => dateTime(row.updated_at, language) },
          {
            title: t("columns.actions"),
            render: (_, row) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    form.setFieldsValue({ title: row.title, body: row.body, position: row.position });
                    open(row);
                  }}
                >
                  {t("common.edit")}
                </Button>
                <Button size="small" danger onClick={() => remove(row)}>
                  {t("common.delete")}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={760}
        title={editing === "new" ? t("help.add") : t("common.edit")}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          onFinishFailed={({ errorFields }) => {
            const missing = languagesOf(errorFields);
            setUnfilled(missing);
            const first = LANGUAGES.find((lang) => missing.has(lang));
            if (first && !missing.has(tab)) setTab(first);
          }}
          onFieldsChange={(_, fields) => {
            if (unfilled.size > 0) setUnfilled(languagesOf(fields.filter((field) => field.errors?.length)));
          }}
        >
          <Tabs
            activeKey={tab}
            onChange={(key) => isLanguage(key) && setTab(key)}
            items={LANGUAGES.map((lang) => ({
              key: lang,
              label: unfilled.has(lang) ? (
                <Typography.Text type="danger" data-testid={`help-tab-unfilled-${lang}`}>
                  <ExclamationCircleOutlined aria-label={t("help.required")} /> {LANGUAGE_NAMES[lang]}
                </Typography.Text>
              ) : (
                LANGUAGE_NAMES[lang]
              ),
              forceRender: true,
              children: (
                <>
                  <Form.Item
                    label={t("help.entryTitle")}
                    name={["title", lang]}
                    rules={[{ required: true, whitespace: true, message: t("help.required") }]}
                  >
                    <Input maxLength={HELP_TITLE_MAX_LENGTH} showCount />
                  </Form.Item>
                  <Form.Item
                    label={t("help.body")}
                    name={["body", lang]}
                    rules={[{ required: true, whitespace: true, message: t("help.required") }]}
                  >
                    <Input.TextArea rows={6} maxLength={HELP_BODY_MAX_LENGTH} showCount />
                  </Form.Item>
                </>
              ),
            }))}
          />
          <Form.Item label={t("help.position")} name="position">
            <InputNumber min={0} max={HELP_POSITION_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
