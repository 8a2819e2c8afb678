/** The server's qrId: base64url, 1 to 64 characters (login-qr.ts). */
const QR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The qrId in what the operator pasted: the bare code, or a link or QR payload carrying `qrId=`
 * (in its query or hash). Anything else is null, so nothing unchecked is sent.
 */
export function qrIdFrom(input: string): string | null {
  const text = input.trim();
  if (QR_ID.test(text)) return text;
  const match = /[?&#]qrId=([^&#\s]*)/.exec(text);
  if (!match) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[1] ?? "");
  } catch {
    return null;
  }
  return QR_ID.test(value) ? value : null;
}
