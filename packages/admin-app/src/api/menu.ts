import type { MenuEntry } from "../router/staticMenu";
import type { HttpClient } from "./http";

/** The menu calls route building needs. */
export interface MenuApi {
  /** The menu tree the server grants the signed-in user (already filtered by their roles). */
  getMenuList(): Promise<MenuEntry[]>;
  /** Tells the server the menu changed (`POST /api/menu/reload`, menu:index); answers every row. */
  reload(): Promise<void>;
}

export function createMenuApi(http: HttpClient): MenuApi {
  return {
    getMenuList: () => http.post<MenuEntry[]>("/menu/getMenuListInfo", {}),
    reload: async () => {
      await http.post<unknown>("/menu/reload", {});
    },
  };
}
