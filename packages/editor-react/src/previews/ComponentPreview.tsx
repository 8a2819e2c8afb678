import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { memo } from "react";
import { CaptionTextPreview } from "./CaptionTextPreview";
import { DividerPreview } from "./DividerPreview";
import { NoticePreview } from "./NoticePreview";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { PlaceholderPreview } from "./PlaceholderPreview";
import { RichTextPreview } from "./RichTextPreview";
import { StoreInfoPreview } from "./StoreInfoPreview";

const PLACEHOLDERS = new Set(["crowdoperation", "onlineservice", "personalizedrecommendation"]);

/** The preview of one component, by type; types not yet drawn show their title. */
export const ComponentPreview = memo(function ComponentPreview({
  component,
  locale,
  title,
}: {
  component: ComponentInstance;
  locale: Locale;
  /** Shown for types without a preview of their own (the editor passes the translated title). */
  title?: string;
}) {
  const { type, props } = component;
  if (type === "captiontext") return <CaptionTextPreview props={props} locale={locale} />;
  if (type === "auxiliarysegmentation") return <DividerPreview props={props} locale={locale} />;
  if (type === "notice") return <NoticePreview props={props} locale={locale} />;
  if (type === "pictureads") return <PictureAdsPreview props={props} locale={locale} />;
  if (type === "richtext") return <RichTextPreview props={props} locale={locale} />;
  if (type === "storeinformation") return <StoreInfoPreview props={props} locale={locale} />;
  if (PLACEHOLDERS.has(type))
    return <PlaceholderPreview type={type} props={props} locale={locale} />;
  return (
    <div style={{ padding: 16, textAlign: "center", color: "#969799", background: "#fff" }}>
      {title ?? type}
    </div>
  );
});
