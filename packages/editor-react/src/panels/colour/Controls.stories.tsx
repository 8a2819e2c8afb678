import { createEditor } from "@vitrine/editor-core";
import { Copy, Redo2, Undo2 } from "lucide-react";
import { useState } from "react";
import { IconButton } from "../../workbench/IconButton";
import { StoryFrame } from "../../workbench/StoryFrame";
import { ColorField, NumberField, SwitchField, TextField } from "../fields";

export default { title: "Editor/Controls" };

/** The field controls every panel shares, each holding its own value. */
function Controls({ error }: { error?: string }) {
  const [title, setTitle] = useState("新品上市");
  const [height, setHeight] = useState<number | null>(40);
  const [on, setOn] = useState(true);
  const [hex, setHex] = useState("#155bd4");
  const [rgba, setRgba] = useState("rgba(255, 69, 0, 0.68)");
  return (
    <StoryFrame editor={createEditor()}>
      <TextField label="标题" value={title} onChange={setTitle} maxLength={10} error={error} />
      <NumberField label="高度" value={height} onChange={setHeight} min={20} max={100} slider />
      <SwitchField label="显示底部分割线" value={on} onChange={setOn} />
      <ColorField label="背景颜色" value={hex} onChange={setHex} />
      <ColorField label="文字颜色" value={rgba} onChange={setRgba} />
    </StoryFrame>
  );
}

export const Fields = () => <Controls />;
export const FieldsWithError = () => <Controls error="此项为必填项" />;

/** Icon buttons: the name is their tooltip (with the shortcut) and their accessible name. */
export const IconButtons = () => (
  <StoryFrame editor={createEditor()}>
    <IconButton icon={Undo2} label="撤销" shortcut="Control+Z" variant="ghost" />
    <IconButton icon={Redo2} label="重做" shortcut="Control+Y" variant="ghost" disabled />
    <IconButton icon={Copy} label="复制" />
    <IconButton icon={Copy} label="复制" variant="primary" />
  </StoryFrame>
);
