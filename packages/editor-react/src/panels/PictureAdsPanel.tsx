import type { ComponentInstance } from "@vitrine/editor-core";
import { hostFieldMessage, useHostIssues } from "../issues/issues-context";
import { useEditorUi } from "../workbench/editor-context";
import { AdSlideLink } from "./AdSlideLink";
import { ChoiceField, NumberField, TextField } from "./fields";
import { ImageField } from "./ImageField";
import { usePropField } from "./use-field";

interface AdImage {
  src: string;
  text: string;
  linktype?: string | undefined;
  http?: unknown;
}

/** Picture ads: template 0–3, images, indicator, 2–6 per row, spacing ≤20, radius ≤30, margin ≤20. */
export function PictureAdsPanel({ component }: { component: ComponentInstance }) {
  const { t, editor } = useEditorUi();
  const type = usePropField(component, "swiperType");
  const list = usePropField(component, "imageList");
  const paging = usePropField(component, "pagingType");
  const perRow = usePropField(component, "rowindividual");
  const spacing = usePropField(component, "imageMargin");
  const radius = usePropField(component, "borderRadius");
  const margin = usePropField(component, "pageMargin");
  const images = (Array.isArray(list.value) ? list.value : []) as AdImage[];
  // A new slide as the definition makes it (with its empty link), so panel and core agree.
  const newSlide: Readonly<Record<string, unknown>> = editor.registry.get("pictureads")?.fields
    .imageList?.ui?.newItem ?? { src: "", text: "" };
  // The server names image fields by position ("imageList.2.src").
  const host = useHostIssues();
  const imageMessage = (index: number, key: keyof AdImage, value: string) =>
    hostFieldMessage(host, component.id, `imageList.${index}.${key}`, value);
  const setImage = (index: number, key: keyof AdImage, value: unknown) =>
    setImageFields(index, { [key]: value });
  // Several fields of one slide in one change (a link's type and its cleared target).
  const setImageFields = (index: number, patch: Partial<AdImage>) =>
    list.set(images.map((image, i) => (i === index ? { ...image, ...patch } : image)));
  return (
    <div>
      <ChoiceField
        label={t("field.ads.swiperType")}
        value={type.value}
        onChange={type.set}
        error={type.message}
        options={([0, 1, 2, 3] as const).map((value) => ({
          value,
          label: t(`option.ads.type${value}`),
        }))}
      />
      <fieldset className="vt-group">
        <legend>{t("field.ads.imageList")}</legend>
        {images.map((image, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: images have no ids; order is their identity
          <div key={index} className="vt-list-item">
            <ImageField
              label={`${t("field.ads.src")} ${index + 1}`}
              value={image.src}
              onChange={(value) => setImage(index, "src", value)}
              error={imageMessage(index, "src", image.src)}
            />
            <TextField
              label={`${t("field.ads.text")} ${index + 1}`}
              value={image.text}
              onChange={(value) => setImage(index, "text", value)}
              error={imageMessage(index, "text", image.text)}
            />
            <AdSlideLink
              componentId={component.id}
              index={index}
              linkType={image.linktype}
              value={image.http}
              onChange={(patch) => setImageFields(index, patch)}
            />
            <button type="button" onClick={() => list.set(images.filter((_, i) => i !== index))}>
              {t("field.ads.remove")} {index + 1}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => list.set([...images, { ...newSlide }])}>
          {t("field.ads.add")}
        </button>
      </fieldset>
      {type.value !== 0 && (
        <ChoiceField<string | number>
          label={t("field.ads.pagingType")}
          value={paging.value}
          onChange={paging.set}
          error={paging.message}
          options={[
            { value: 0, label: t("option.paging.none") },
            { value: "bullets", label: t("option.paging.bullets") },
            { value: "fraction", label: t("option.paging.fraction") },
            { value: "progressbar", label: t("option.paging.progressbar") },
          ]}
        />
      )}
      {type.value === 2 && (
        <NumberField
          label={t("field.ads.rowindividual")}
          slider
          min={2}
          max={6}
          value={perRow.value}
          onChange={perRow.set}
          error={perRow.message}
        />
      )}
      <NumberField
        label={t("field.ads.imageMargin")}
        slider
        min={0}
        max={20}
        value={spacing.value}
        onChange={spacing.set}
        error={spacing.message}
      />
      <NumberField
        label={t("field.ads.borderRadius")}
        slider
        min={0}
        max={30}
        value={radius.value}
        onChange={radius.set}
        error={radius.message}
      />
      <NumberField
        label={t("field.ads.pageMargin")}
        slider
        min={0}
        max={20}
        value={margin.value}
        onChange={margin.set}
        error={margin.message}
      />
    </div>
  );
}
