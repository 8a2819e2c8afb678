/**
 * True for an absolute http or https address with a host: the only external links a shopper's
 * browser should be sent to (no javascript:, data: or relative addresses).
 */
export function isHttpAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
