import { createHttpMediaApi } from "@vitrine/editor-react";
import { MediaLibraryDialog } from "@vitrine/editor-react/media";
import { createUploader, type MediaRecord } from "@vitrine/media-uploader";
import { Button, Card, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../../i18n/languages";
import { readToken } from "../../utils/tokenCookie";
import { registerMediaPageTexts } from "./media-i18n";
import { RecentMedia } from "./RecentMedia";

/** How many of the latest uploads the page shows. */
const RECENT_COUNT = 12;

/**
 * The media library on its own page (route /media): how many files it holds and the latest ones,
 * and the full library (categories, uploads, delete) in the same dialog the editor opens from image
 * and video fields. The overview is read again when the dialog closes.
 */
export default function MediaLibraryPage() {
  const { t, i18n } = useTranslation();
  registerMediaPageTexts(i18n);
  const locale = isLanguage(i18n.language) ? i18n.language : "zh-cn";
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<MediaRecord[]>([]);
  const api = useMemo(() => {
    const uploader = createUploader({ baseUrl: "", getToken: readToken, locale });
    return createHttpMediaApi({ baseUrl: "", getToken: readToken, uploader });
  }, [locale]);
  const [recent, setRecent] = useState<{
    items: MediaRecord[];
    total: number | null;
    error: string | null;
  }>({ items: [], total: null, error: null });
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (open) return;
    let current = true;
    setLoading(true);
    api
      .listMedia({ cateId: 0, page: 1, limit: RECENT_COUNT })
      .then(
        (answer) => current && setRecent({ items: answer.data, total: answer.total, error: null }),
        (error: unknown) =>
          current &&
          setRecent((before) => ({
            ...before,
            error: error instanceof Error ? error.message : String(error),
          })),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, open]);

  return (
    <section aria-labelledby="media-page-title">
      <Typography.Title level={1} id="media-page-title">
        {t("mediaPage.title")}
      </Typography.Title>
      <Typography.Paragraph>{t("mediaPage.intro")}</Typography.Paragraph>
      <Card
        title={t("mediaPage.recent")}
        extra={
          <Button type="primary" onClick={() => setOpen(true)}>
            {t("mediaPage.open")}
          </Button>
        }
        style={{ marginBottom: 16 }}
      >
        <RecentMedia {...recent} loading={loading} />
      </Card>
      <Typography.Paragraph>
        {t("mediaPage.chosen")}:{" "}
        {chosen.length === 0 ? t("mediaPage.none") : chosen.map((m) => m.fileName).join(", ")}
      </Typography.Paragraph>
      <MediaLibraryDialog
        open={open}
        api={api}
        max={0}
        locale={locale}
        onSelect={(items) => {
          setChosen(items);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
