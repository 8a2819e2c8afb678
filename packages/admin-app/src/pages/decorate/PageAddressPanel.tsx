import { Alert, Button, Checkbox, Form, Input, Space, Typography } from "antd";
import { useState } from "react";
import { QrCode } from "../login/QrCode";
import { useDecorateTranslation } from "./decorateTexts";
import { type PageAddress, publicPathOf } from "./pageAddress";

export interface PageAddressPanelProps {
  name: string;
  address: PageAddress;
  published: boolean;
  /** Where the shop is served (the admin app's own origin unless a storefront domain is known). */
  origin: string;
  /** Saves slug and home mark; rejects with the server's refusal, shown under the field. */
  onSave?(change: { slug: string; home: boolean }): Promise<void>;
}

/**
 * A page's public address: the link with copy and open buttons, a QR code to open it on a phone,
 * and, for a publisher, the slug and the home mark.
 */
export function PageAddressPanel({
  name,
  address,
  published,
  origin,
  onSave,
}: PageAddressPanelProps) {
  const { t } = useDecorateTranslation();
  const url = `${origin}${publicPathOf(address)}`;
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const [slug, setSlug] = useState(address.slug ?? "");
  const [home, setHome] = useState(address.isHome);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState("copied");
    } catch {
      // No clipboard (plain HTTP on a LAN, or refused): the address stays selectable.
      setCopyState("failed");
    }
  }

  async function save() {
    if (!onSave) return;
    setSaving(true);
    setRefusal(null);
    try {
      await onSave({ slug: slug.trim(), home });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      {published ? null : (
        <Alert
          type="warning"
          showIcon
          message={t("decorate.notPublishedYet")}
          style={{ marginBottom: 12 }}
        />
      )}
      <Space align="start" size="large" wrap>
        <div style={{ minWidth: 260 }}>
          <Typography.Paragraph copyable={false} style={{ marginBottom: 8 }}>
            <Typography.Text code aria-label={t("decorate.address")}>
              {url}
            </Typography.Text>
          </Typography.Paragraph>
          {address.isHome ? (
            <Typography.Paragraph type="secondary">
              {t("decorate.homeAddress", { url: `${origin}/s/` })}
            </Typography.Paragraph>
          ) : null}
          <Space>
            <Button onClick={copy}>{t("decorate.copyAddress")}</Button>
            <Button href={url} target="_blank" rel="noopener noreferrer">
              {t("decorate.openAddress")}
            </Button>
          </Space>
          <div role="status" style={{ minHeight: 22, marginTop: 4 }}>
            {copyState === "copied" ? (
              <Typography.Text type="success">{t("decorate.copied")}</Typography.Text>
            ) : copyState === "failed" ? (
              <Typography.Text type="warning">{t("decorate.copyFailed")}</Typography.Text>
            ) : null}
          </div>
          {onSave ? (
            <Form layout="vertical" style={{ marginTop: 12 }} onFinish={save}>
              <Form.Item
                label={t("decorate.slug")}
                htmlFor={`page-slug-${address.id}`}
                validateStatus={refusal ? "error" : undefined}
                help={refusal ?? t("decorate.slugHelp")}
              >
                <Input
                  id={`page-slug-${address.id}`}
                  addonBefore="/s/"
                  value={slug}
                  placeholder={`page-${address.id}`}
                  maxLength={64}
                  onChange={(event) => setSlug(event.target.value)}
                />
              </Form.Item>
              <Form.Item>
                <Checkbox checked={home} onChange={(event) => setHome(event.target.checked)}>
                  {t("decorate.markHome")}
                </Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t("decorate.saveAddress")}
              </Button>
            </Form>
          ) : null}
        </div>
        <figure style={{ margin: 0, textAlign: "center" }}>
          <QrCode value={url} label={t("decorate.qrLabel", { name })} size={160} />
          <figcaption>
            <Typography.Text type="secondary">{t("decorate.qrCaption")}</Typography.Text>
          </figcaption>
        </figure>
      </Space>
    </div>
  );
}
