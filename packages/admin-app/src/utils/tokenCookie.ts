import { TOKEN_COOKIE } from "../config";

/**
 * The session token in a cookie (path=/, SameSite=Lax). It is a session cookie: the server's sliding
 * expiry decides how long the token is valid, not the browser.
 */
export function readToken(doc: Document | undefined = globalDocument()): string | null {
  if (!doc) return null;
  for (const part of doc.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return value === "" ? null : value;
    }
  }
  return null;
}

export function writeToken(token: string, doc: Document | undefined = globalDocument()): void {
  if (!doc) return;
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`;
}

export function clearToken(doc: Document | undefined = globalDocument()): void {
  if (!doc) return;
  doc.cookie = `${TOKEN_COOKIE}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

function globalDocument(): Document | undefined {
  return typeof document === "undefined" ? undefined : document;
}
