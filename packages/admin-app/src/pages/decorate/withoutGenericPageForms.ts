import type { HttpClient } from "../../api/http";
import type { ModuleMeta } from "../../components/module";

/** Generic actions the page list replaces with its own (a page is stored with its document). */
const REPLACED = new Set(["add", "edit", "status"]);

/**
 * The app's client, except that the page module's description offers no generic add, edit or
 * status switch: the list block then leaves out its form dialog and status switch, and the screen
 * adds its own create dialog and editor link. Every other call goes through unchanged.
 */
export function withoutGenericPageForms(http: HttpClient): HttpClient {
  return {
    ...http,
    async post<T>(path: string, body?: unknown, options?: Parameters<HttpClient["post"]>[2]) {
      const answer = await http.post<T>(path, body, options);
      if (path !== "/page/meta") return answer;
      const meta = answer as unknown as ModuleMeta;
      return { ...meta, actions: meta.actions.filter((a) => !REPLACED.has(a)) } as T;
    },
  };
}
