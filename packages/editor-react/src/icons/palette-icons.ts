import {
  CircleDot,
  ClipboardList,
  FileText,
  Grid2x2,
  Headset,
  Image,
  LayoutGrid,
  type LucideIcon,
  Megaphone,
  Minus,
  PanelBottom,
  Puzzle,
  Rows3,
  Search,
  ShoppingBag,
  Sparkles,
  StickyNote,
  Store,
  Type,
  UserPlus,
  Users,
  UsersRound,
  Video,
} from "lucide-react";

// Exactly the icons the 22 built-in definitions name (their `icon`, a lucide-react export name):
// a static map of these few, so the palette does not pull the whole icon set into the editor route.
const PALETTE_ICONS: Readonly<Record<string, LucideIcon>> = {
  Search,
  Type,
  Image,
  LayoutGrid,
  PanelBottom,
  Grid2x2,
  Megaphone,
  Video,
  FileText,
  Minus,
  Store,
  Rows3,
  Users,
  UserPlus,
  CircleDot,
  Puzzle,
  ShoppingBag,
  StickyNote,
  ClipboardList,
  UsersRound,
  Sparkles,
  Headset,
};

// The icon of each built-in by type, for definitions still naming an older icon set.
const ICON_BY_TYPE: Readonly<Record<string, string>> = {
  commoditysearch: "Search",
  captiontext: "Type",
  pictureads: "Image",
  graphicnavigation: "LayoutGrid",
  tabBar: "PanelBottom",
  magiccube: "Grid2x2",
  notice: "Megaphone",
  videoss: "Video",
  richtext: "FileText",
  auxiliarysegmentation: "Minus",
  storeinformation: "Store",
  entertheshop: "Rows3",
  communitypowder: "Users",
  follow: "UserPlus",
  suspension: "CircleDot",
  custommodule: "Puzzle",
  listswitching: "ShoppingBag",
  storenotecard: "StickyNote",
  investigate: "ClipboardList",
  crowdoperation: "UsersRound",
  personalizedrecommendation: "Sparkles",
  onlineservice: "Headset",
};

/**
 * The palette icon of a component: its definition's icon when it is one of these, else the
 * built-in's by type, else the puzzle piece (a host component naming an icon not in this map).
 */
export function paletteIcon(definition: { type: string; icon: string }): LucideIcon {
  return (
    PALETTE_ICONS[definition.icon] ?? PALETTE_ICONS[ICON_BY_TYPE[definition.type] ?? ""] ?? Puzzle
  );
}
