import { createHttpMediaApi } from "@vitrine/editor-react";
import { MediaLibraryDialog } from "@vitrine/editor-react/media";
import { createUploader, type MediaRecord } from "@vitrine/media-uploader";
import { Button, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../../i18n/languages";
import { readToken } from "../../utils/tokenCookie";
import { registerMediaPageTexts } from "./media-i18n";

/**
 * The media library on its own page (route /media): operators manage uploads here; the editor opens
 * the same dialog from image and video fields.
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

  return (
    <section aria-labelledby="media-page-title">
      <Typography.Title level={1} id="media-page-title">
        {t("mediaPage.title")}
      </Typography.Title>
      <Typography.Paragraph>{t("mediaPage.intro")}</Typography.Paragraph>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t("mediaPage.open")}
      </Button>
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
