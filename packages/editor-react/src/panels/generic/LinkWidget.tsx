import { useState } from "react";
import { EXTERNAL, INTERNAL, LinkPicker } from "../../pickers/LinkPicker";
import type { WidgetProps } from "./widget-props";

const typeOfTarget = (value: unknown) => {
  const link = value as { pageId?: unknown; externalLink?: unknown } | null | undefined;
  if (typeof value === "string" || typeof link?.externalLink === "string") return EXTERNAL;
  return INTERNAL;
};

/**
 * A link field: the link picker, its type kept in the sibling field `linkTypeField` names ("10"
 * internal, "11" external, written back as the sibling's own kind: the original's strings, or
 * numbers where it stored numbers). Changing the type clears the target in the same change.
 */
export function LinkWidget(props: WidgetProps) {
  const typeField = props.ui.linkTypeField;
  // Without a type field the kind of link is only a choice on screen.
  const [localType, setLocalType] = useState(() => typeOfTarget(props.value));
  const current = typeField ? props.siblings[typeField] : localType;
  const changeType = (type: string) => {
    if (!typeField) {
      setLocalType(type);
      props.onChange({});
      return;
    }
    const stored = typeof current === "number" ? Number(type) : type;
    props.setFields({ [typeField]: stored, [props.name]: {} });
  };
  return (
    <LinkPicker
      label={props.label}
      linkType={current}
      onLinkTypeChange={changeType}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    />
  );
}
