/**
 * Sign-in limits as counters that one statement checks and bumps (rate-limits.ts), so parallel
 * attempts cannot all pass a check made before any of them was recorded; the addresses each account
 * signed in from, which the per-account back-off spares; and what the QR confirmation shows about
 * the device that asked (address, browser), with indexes for removing expired QR and SMS rows.
 */
export const sql = `
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_start timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_idx ON rate_limits(window_start);
CREATE TABLE login_known_addresses (
  account text NOT NULL,
  ip text NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (account, ip)
);
DROP TABLE login_failures;
ALTER TABLE qr_logins ADD COLUMN ip text NOT NULL DEFAULT '';
ALTER TABLE qr_logins ADD COLUMN user_agent text NOT NULL DEFAULT '';
CREATE INDEX qr_logins_expires_idx ON qr_logins(expires_at);
CREATE INDEX sms_codes_expires_idx ON sms_codes(expires_at);
`;
