/** Sign-in by mobile code and by QR scan (issue 6). */
export const sql = `
CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_codes_mobile_idx ON sms_codes(mobile, created_at);
CREATE TABLE qr_logins (
  id text PRIMARY KEY,
  status text NOT NULL DEFAULT 'pending',
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  delivered_at timestamptz
);
`;
