import { EXTERNAL, INTERNAL, LinkPicker } from "../pickers/LinkPicker";
import { useEditorUi } from "../workbench/editor-context";
import { useNestedMessage } from "./generic/use-nested-message";

const NO_SPEC = { kind: ["object", "string"] } as const;

/**
 * Where a tap on one picture-ads slide leads (issue 32): the link picker the other components'
 * links use, its type in the slide's `linktype` ("10" a page, "11" a typed address). A typed
 * address is checked by editor-core's link format, the same check publishing runs, and the
 * message shows under the picker. Changing the type clears the target in the same change.
 */
export function AdSlideLink({
  componentId,
  index,
  linkType,
  value,
  onChange,
}: {
  componentId: string;
  index: number;
  linkType: unknown;
  value: unknown;
  onChange: (patch: { linktype?: string; http: Record<string, unknown> }) => void;
}) {
  const { t, editor } = useEditorUi();
  const spec = editor.registry.get("pictureads")?.fields.imageList?.fields?.http ?? NO_SPEC;
  const error = useNestedMessage(spec, `imageList.${index}.http`, value, componentId);
  return (
    <LinkPicker
      label={`${t("field.ads.link")} ${index + 1}`}
      linkType={linkType === EXTERNAL ? EXTERNAL : INTERNAL}
      onLinkTypeChange={(type) => onChange({ linktype: type, http: {} })}
      value={value}
      onChange={(http) => onChange({ http })}
      error={error}
    />
  );
}
