import type { FieldWidget } from "@vitrine/editor-core";
import type { ComponentType } from "react";
import { ChoiceField, NumberField, SwitchField, TextField } from "../fields";
import { ImageField } from "../ImageField";
import { ColourWidget } from "./ColourWidget";
import { IconWidget } from "./IconWidget";
import { LinkWidget } from "./LinkWidget";
import { ListWidget } from "./ListWidget";
import { ProductsWidget } from "./ProductsWidget";
import { RichTextWidget } from "./RichTextWidget";
import { SegmentedWidget } from "./SegmentedWidget";
import { useLabel } from "./use-label";
import { useOptions } from "./use-options";
import { VideoWidget } from "./VideoWidget";
import type { WidgetProps } from "./widget-props";

function TextWidget(props: WidgetProps & { multiline?: boolean | undefined }) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      maxLength={props.spec.maxLength ?? props.spec.inputMaxLength}
      multiline={props.multiline}
    />
  );
}

function NumberWidget(props: WidgetProps & { slider?: boolean | undefined }) {
  return (
    <NumberField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      min={props.spec.min}
      max={props.spec.max}
      step={props.ui.step}
      slider={props.slider}
    />
  );
}

function ChoiceWidget(props: WidgetProps) {
  const options = useOptions(props.spec, props.ui);
  return (
    <ChoiceField<string | number>
      label={props.label}
      value={props.value}
      options={options}
      onChange={props.onChange}
      error={props.error}
    />
  );
}

function ImageWidget(props: WidgetProps) {
  const label = useLabel();
  return (
    <ImageField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint={props.ui.hint ? label(props.ui.hint) : undefined}
    />
  );
}

/** The control each declared widget name is drawn with. */
export const FIELD_WIDGETS: Readonly<Record<FieldWidget, ComponentType<WidgetProps>>> = {
  text: TextWidget,
  textarea: (props) => <TextWidget {...props} multiline />,
  number: NumberWidget,
  slider: (props) => <NumberWidget {...props} slider />,
  switch: (props) => (
    <SwitchField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  ),
  choice: ChoiceWidget,
  segmented: SegmentedWidget,
  colour: ColourWidget,
  image: ImageWidget,
  video: VideoWidget,
  link: LinkWidget,
  icon: IconWidget,
  list: ListWidget,
  products: ProductsWidget,
  richtext: RichTextWidget,
};
