import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { memo } from "react";
import { CaptionTextPreview } from "./CaptionTextPreview";
import { DividerPreview } from "./DividerPreview";
import { useHostPreview } from "./host-previews";
import { isLazyPreviewType, LAZY_PREVIEW_TYPES, LazyPreview } from "./lazy-previews";
import { NoticePreview } from "./NoticePreview";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { PlaceholderPreview } from "./PlaceholderPreview";
import type { BuiltinPreview } from "./preview-types";
import { RichTextPreview } from "./RichTextPreview";
import { StoreInfoPreview } from "./StoreInfoPreview";

const PLACEHOLDERS = new Set(["crowdoperation", "onlineservice", "personalizedrecommendation"]);

/**
 * The previews in the editor's first chunk, by component type: the six the editor had first. The
 * 13 added with the whole palette load on first use (lazy-previews); placeholders are drawn apart,
 * they need their type.
 */
const PREVIEWS: Readonly<Record<string, BuiltinPreview>> = {
  captiontext: CaptionTextPreview,
  pictureads: PictureAdsPreview,
  notice: NoticePreview,
  richtext: RichTextPreview,
  auxiliarysegmentation: DividerPreview,
  storeinformation: StoreInfoPreview,
};

/** The types drawn by a preview of their own (every built-in). */
export const PREVIEWED_TYPES: readonly string[] = [
  ...Object.keys(PREVIEWS),
  ...LAZY_PREVIEW_TYPES,
  ...PLACEHOLDERS,
];

/**
 * The preview of one component, by type: the host's own when it gave one (HostPreviewsContext),
 * else the built-in; an unknown type shows its title.
 */
export const ComponentPreview = memo(function ComponentPreview({
  component,
  locale,
  title,
}: {
  component: ComponentInstance;
  locale: Locale;
  /** Shown for types without a preview of their own (the editor passes the translated title). */
  title?: string | undefined;
}) {
  const { type, props, id } = component;
  const Host = useHostPreview(type);
  if (Host) return <Host props={props ?? {}} locale={locale} />;
  const Drawn = Object.hasOwn(PREVIEWS, type) ? PREVIEWS[type] : undefined;
  if (Drawn) return <Drawn props={props ?? {}} locale={locale} id={id} />;
  if (isLazyPreviewType(type))
    return <LazyPreview type={type} props={props ?? {}} locale={locale} id={id} />;
  if (PLACEHOLDERS.has(type))
    return <PlaceholderPreview type={type} props={props} locale={locale} />;
  return (
    <div style={{ padding: 16, textAlign: "center", color: "#969799", background: "#fff" }}>
      {title ?? type}
    </div>
  );
});
