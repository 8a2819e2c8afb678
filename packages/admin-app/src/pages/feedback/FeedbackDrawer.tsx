import { Button, Descriptions, Drawer, Input, message, Select, Space, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { formatDateTime } from "../app/format";
import { FeedbackImages } from "./FeedbackImages";
import { useFeedbackTranslation } from "./useFeedbackTranslation";

export type FeedbackStatus = "new" | "processing" | "resolved";

export interface FeedbackItem {
  id: number;
  appUserId: number;
  appUserPhone: string;
  content: string;
  images: string[];
  contact: string;
  appVersion: string;
  deviceSerial: string;
  status: FeedbackStatus;
  reply: string;
  repliedAt: string | null;
  assigneeId: number | null;
  assigneeName: string;
  createdAt: string;
  resolvedAt: string | null;
}

export const STATUS_COLORS: Record<FeedbackStatus, string> = {
  new: "red",
  processing: "blue",
  resolved: "green",
};

/** The one step each status may take (the server refuses any other). */
const NEXT: Record<FeedbackStatus, { to: FeedbackStatus; label: string } | null> = {
  new: { to: "processing", label: "feedbackArea.startProcessing" },
  processing: { to: "resolved", label: "feedbackArea.resolve" },
  resolved: null,
};

export interface FeedbackDrawerProps {
  feedbackId: number | null;
  /** Field labels and status names from the module's meta, in the operator's language. */
  labels: Record<string, string>;
  statusNames: Record<string, string>;
  canEdit: boolean;
  canMove: boolean;
  onClose(): void;
  /** After a reply, assignment or move: the list and the tab counts reload. */
  onChanged(): void;
}

/** One feedback item: what the app user sent (images previewed), the reply, the assignee, the status. */
export function FeedbackDrawer({
  feedbackId,
  labels,
  statusNames,
  canEdit,
  canMove,
  onClose,
  onChanged,
}: FeedbackDrawerProps) {
  const { t } = useFeedbackTranslation();
  const http = useModuleHttp();
  const [notice, noticeHolder] = message.useMessage();
  const [item, setItem] = useState<FeedbackItem | null>(null);
  const [reply, setReply] = useState("");
  const [assignee, setAssignee] = useState<number | null>(null);
  const [staff, setStaff] = useState<Array<{ id: number; username: string }>>([]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (id: number) => {
      const answer = await http.get<FeedbackItem>("/feedback/info", { id });
      setItem(answer);
      setReply(answer.reply);
      setAssignee(answer.assigneeId);
    },
    [http],
  );

  useEffect(() => {
    setItem(null);
    if (feedbackId === null) return;
    load(feedbackId).catch(() => {});
  }, [feedbackId, load]);

  useEffect(() => {
    if (!canEdit || feedbackId === null) return;
    let live = true;
    http.get<Array<{ id: number; username: string }>>("/feedback/assignees").then(
      (answer) => live && setStaff(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, canEdit, feedbackId]);

  async function act(call: () => Promise<unknown>, done: string) {
    if (!item) return;
    setBusy(true);
    try {
      await call();
      notice.success(t(done));
      await load(item.id);
      onChanged();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const next = item ? NEXT[item.status] : null;
  return (
    <Drawer
      open={feedbackId !== null}
      onClose={onClose}
      title={t("feedbackArea.detailTitle")}
      size="large"
    >
      {noticeHolder}
      {item && (
        <Space orientation="vertical" size="large" style={{ width: "100%" }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={labels.status}>
              <Tag color={STATUS_COLORS[item.status]} data-testid="feedback-status">
                {statusNames[item.status] ?? item.status}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={labels.appUserPhone}>{item.appUserPhone}</Descriptions.Item>
            <Descriptions.Item label={labels.contact}>{item.contact || "-"}</Descriptions.Item>
            <Descriptions.Item label={labels.appVersion}>
              {item.appVersion || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={labels.deviceSerial}>
              {item.deviceSerial || "-"}
            </Descriptions.Item>
            <Descriptions.Item label={labels.createdAt}>
              {formatDateTime(item.createdAt)}
            </Descriptions.Item>
            {item.resolvedAt && (
              <Descriptions.Item label={labels.resolvedAt}>
                {formatDateTime(item.resolvedAt)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={labels.content}>
              <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
                {item.content}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t("feedbackArea.images")}>
              <FeedbackImages urls={item.images} emptyText={t("feedbackArea.noImages")} />
            </Descriptions.Item>
          </Descriptions>

          <div>
            <Typography.Title level={5}>{t("feedbackArea.reply")}</Typography.Title>
            <Input.TextArea
              aria-label={t("feedbackArea.reply")}
              rows={4}
              maxLength={2000}
              value={reply}
              disabled={!canEdit}
              placeholder={t("feedbackArea.replyPlaceholder")}
              onChange={(event) => setReply(event.target.value)}
            />
            {item.repliedAt && (
              <Typography.Text type="secondary">
                {t("feedbackArea.repliedAt", { time: formatDateTime(item.repliedAt) })}
              </Typography.Text>
            )}
            {canEdit && (
              <div style={{ marginTop: 8 }}>
                <Button
                  type="primary"
                  loading={busy}
                  disabled={reply.trim() === ""}
                  onClick={() =>
                    act(
                      () => http.post("/feedback/reply", { id: item.id, reply }),
                      "feedbackArea.replied",
                    )
                  }
                >
                  {t("feedbackArea.sendReply")}
                </Button>
              </div>
            )}
          </div>

          <div>
            <Typography.Title level={5}>{t("feedbackArea.assignee")}</Typography.Title>
            {canEdit ? (
              <Space>
                <Select
                  aria-label={t("feedbackArea.assignee")}
                  allowClear
                  style={{ minWidth: 200 }}
                  placeholder={t("feedbackArea.assigneePlaceholder")}
                  value={assignee ?? undefined}
                  options={staff.map((s) => ({ value: s.id, label: s.username }))}
                  onChange={(value) => setAssignee(value ?? null)}
                />
                <Button
                  loading={busy}
                  onClick={() =>
                    act(
                      () => http.post("/feedback/assign", { id: item.id, assigneeId: assignee }),
                      "feedbackArea.assigned",
                    )
                  }
                >
                  {t("feedbackArea.assign")}
                </Button>
              </Space>
            ) : (
              <Typography.Text>{item.assigneeName || t("feedbackArea.unassigned")}</Typography.Text>
            )}
          </div>

          {canMove && next && (
            <Button
              type="primary"
              loading={busy}
              onClick={() =>
                act(
                  () => http.post("/feedback/transition", { id: item.id, status: next.to }),
                  "feedbackArea.moved",
                )
              }
            >
              {t(next.label)}
            </Button>
          )}
        </Space>
      )}
    </Drawer>
  );
}
