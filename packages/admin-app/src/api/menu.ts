import type { MenuEntry } from "../router/staticMenu";
import type { HttpClient } from "./http";

/** The menu tree the server grants the signed-in user (already filtered by their roles). */
export function createMenuApi(http: HttpClient) {
  return {
    getMenuList: () => http.post<MenuEntry[]>("/menu/getMenuListInfo", {}),
  };
}
