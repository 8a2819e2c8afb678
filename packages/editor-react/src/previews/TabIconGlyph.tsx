import { tabIcon } from "../icons/tab-icons";
import { TAB_ICON_SIZE, TabIconBlank } from "./tab-icon";

/** A tab bar icon drawn from the icon set (loaded with the set, see TabIcon). */
export default function TabIconGlyph({ name }: { name: unknown }) {
  const Icon = tabIcon(name);
  if (!Icon) return <TabIconBlank />;
  return <Icon size={TAB_ICON_SIZE} strokeWidth={1.75} aria-hidden="true" />;
}
