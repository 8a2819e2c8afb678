import {
  builtinComponents,
  type ComponentInstance,
  clampToRanges,
  type FieldSpecs,
  type Locale,
} from "@vitrine/editor-core";
import { memo } from "react";
import { uiText } from "../i18n/ui-messages";
import { CaptionTextPreview } from "./CaptionTextPreview";
import { DividerPreview } from "./DividerPreview";
import { useHostPreview } from "./host-previews";
import { CONTAINER_TYPES, LazyContainerPreview } from "./lazy-container";
import { isLazyPreviewType, LAZY_PREVIEW_TYPES, LazyPreview } from "./lazy-previews";
import { LazySlotBlocks } from "./lazy-slot-blocks";
import { NoticePreview } from "./NoticePreview";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { PlaceholderPreview } from "./PlaceholderPreview";
import type { BuiltinPreview } from "./preview-types";
import { RichTextPreview } from "./RichTextPreview";
import { StoreInfoPreview } from "./StoreInfoPreview";
import { SlotParentContext } from "./slot-parent";

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

/** Each built-in's fields, for drawing a draft's out-of-range numbers at their limit. */
const BUILTIN_FIELDS: ReadonlyMap<string, FieldSpecs | undefined> = new Map(
  builtinComponents.map((definition) => [definition.type, definition.fields]),
);

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
  const { type, id } = component;
  const Host = useHostPreview(type);
  if (Host) {
    const drawn = <Host props={component.props ?? {}} locale={locale} />;
    // A host container draws its slots with <Slot name>, which reads the container from here.
    if (!component.slots) return drawn;
    return (
      <SlotParentContext.Provider
        value={{
          draw: (name) => <LazySlotBlocks parent={component} name={name} locale={locale} />,
        }}
      >
        {drawn}
      </SlotParentContext.Provider>
    );
  }
  // A draft may hold a number its field refuses (search height 60 of 28-50): the canvas draws it at
  // the limit, as publishing would allow, while the field shows the error.
  const props = clampToRanges(BUILTIN_FIELDS.get(type), component.props ?? {});
  if (CONTAINER_TYPES.has(type))
    return <LazyContainerPreview component={{ ...component, props }} locale={locale} />;
  const Drawn = Object.hasOwn(PREVIEWS, type) ? PREVIEWS[type] : undefined;
  if (Drawn) return <Drawn props={props ?? {}} locale={locale} id={id} />;
  if (isLazyPreviewType(type))
    return <LazyPreview type={type} props={props ?? {}} locale={locale} id={id} />;
  if (PLACEHOLDERS.has(type))
    return <PlaceholderPreview type={type} props={props} locale={locale} />;
  // A type no registry here knows (a page saved by an editor with more components): a titled box
  // that says its content is kept, never a crash (issue 35).
  return (
    <div
      data-unknown-type={type}
      style={{ padding: 16, textAlign: "center", color: "#646566", background: "#fff" }}
    >
      <div>{title ?? type}</div>
      <div style={{ marginTop: 4, fontSize: 12 }}>{uiText("canvas.unknownKept", locale)}</div>
    </div>
  );
});
