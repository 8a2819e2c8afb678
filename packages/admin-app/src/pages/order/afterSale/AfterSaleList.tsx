import type { AfterSaleRow } from "@vitrine/contract";
import {
  Button,
  Form,
  Input,
  Modal,
  message,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Tag,
} from "antd";
import { useCallback, useEffect, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { fieldErrorsFrom } from "../../../components/module/fieldErrors";
import { currentLanguage } from "../../../i18n";
import { formatDateTime } from "../../../utils/formatDateTime";
import { yuan } from "../orderTypes";
import { useOrderTranslation } from "../useOrderTranslation";

// The row is the contract's, the same shape the server answers.
export type { AfterSaleRow } from "@vitrine/contract";

const STATE_COLORS = { open: "orange", approved: "green", rejected: "default" } as const;
type Shown = "open" | "all";

export interface AfterSaleListProps {
  /** Whether the operator holds order:refund, which answering needs (the server checks it again). */
  canAnswer: boolean;
  /** Changes when a new request was announced (the realtime notice): the list reads again. */
  version?: number;
}

/**
 * The 售后 tab: the shoppers' requests, open ones first by default, each with 同意退款 (the line's
 * refund through the server) and 拒绝 (a reason the shopper reads on the order page).
 */
export function AfterSaleList({ canAnswer, version = 0 }: AfterSaleListProps) {
  const { t, i18n } = useOrderTranslation();
  const language = currentLanguage(i18n);
  const http = useModuleHttp();
  const [notice, noticeHolder] = message.useMessage();
  const [shown, setShown] = useState<Shown>("open");
  const [rows, setRows] = useState<AfterSaleRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [reads, setReads] = useState(0);
  const [rejecting, setRejecting] = useState<AfterSaleRow | null>(null);
  const [form] = Form.useForm<{ answer: string }>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a notice, an answer or the language reads again.
  useEffect(() => {
    let live = true;
    setLoading(true);
    http
      .get<{ rows: AfterSaleRow[] }>(
        "/order/afterSales",
        shown === "open" ? { state: "open", pageSize: 100 } : { pageSize: 100 },
      )
      .then(
        (answer) => live && setRows(answer.rows),
        () => {},
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, shown, version, reads, language]);

  const reread = useCallback(() => setReads((n) => n + 1), []);

  async function approve(row: AfterSaleRow) {
    try {
      await http.post("/order/afterSale/approve", { id: row.id });
      notice.success(t("orderDesk.afterSaleApproved"));
      reread();
    } catch {
      // The client has shown why (the provider refused, already answered).
    }
  }

  async function reject() {
    if (!rejecting) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await http.post("/order/afterSale/reject", {
        id: rejecting.id,
        answer: values.answer.trim(),
      });
      setRejecting(null);
      notice.success(t("orderDesk.afterSaleRejected"));
      reread();
    } catch (error) {
      const errors = fieldErrorsFrom(error, []);
      form.setFields(errors.map((e) => ({ name: "answer" as const, errors: [e.message] })));
    }
  }

  return (
    <>
      {noticeHolder}
      <Segmented<Shown>
        value={shown}
        onChange={setShown}
        options={[
          { value: "open", label: t("orderDesk.afterSaleOpenOnly") },
          { value: "all", label: t("orderArea.tabAll") },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Table<AfterSaleRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={false}
        data-testid="after-sale-list"
        columns={[
          { key: "orderNo", title: t("orderArea.orderNo"), dataIndex: "orderNo" },
          {
            key: "goods",
            title: t("orderArea.goods"),
            render: (_: unknown, r) =>
              `${r.title}${r.specText ? `（${r.specText}）` : ""} × ${r.units}`,
          },
          {
            key: "contact",
            title: t("orderDesk.slipContact"),
            render: (_: unknown, r) => `${r.contact} ${r.phone}`,
          },
          {
            key: "reason",
            title: t("orderDesk.afterSaleReason"),
            render: (_: unknown, r) => (r.note ? `${r.reasonLabel}：${r.note}` : r.reasonLabel),
          },
          {
            key: "state",
            title: t("orderArea.status"),
            render: (_: unknown, r) => (
              <Tag color={STATE_COLORS[r.state]}>
                {r.state === "approved"
                  ? `${t("orderDesk.afterSale.approved")} ${yuan(r.refundedCents)}`
                  : r.state === "rejected"
                    ? `${t("orderDesk.afterSale.rejected")}：${r.answer}`
                    : t("orderDesk.afterSale.open")}
              </Tag>
            ),
          },
          {
            key: "createdAt",
            title: t("orderDesk.afterSaleAt"),
            render: (_: unknown, r) => (r.createdAt ? formatDateTime(r.createdAt, language) : "-"),
          },
          {
            key: "actions",
            title: "",
            render: (_: unknown, r) =>
              canAnswer && r.state === "open" ? (
                <Space size={0}>
                  <Popconfirm
                    title={t("orderDesk.afterSaleApproveConfirm", {
                      units: r.units,
                      title: r.title,
                    })}
                    onConfirm={() => approve(r)}
                  >
                    <Button type="link" size="small">
                      {t("orderDesk.afterSaleApprove")}
                    </Button>
                  </Popconfirm>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => {
                      form.resetFields();
                      setRejecting(r);
                    }}
                  >
                    {t("orderDesk.afterSaleReject")}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={t("orderDesk.afterSaleReject")}
        onOk={reject}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="answer"
            label={t("orderDesk.afterSaleAnswer")}
            rules={[
              { required: true, whitespace: true, message: t("orderDesk.afterSaleAnswerNeeded") },
            ]}
          >
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
