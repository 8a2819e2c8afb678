/**
 * Firmware files (issue 22): the upgrade packages' files, kept apart from the media library.
 *
 * A firmware image is not media: it is never sniffed, listed in the library or served under
 * /uploads/ with a media type. Its own table also keeps its MD5 apart from the library's unique MD5
 * (the same bytes uploaded as an image and as firmware are two different things to two screens).
 * The server hashes every stored file with SHA-256 as well, which the package shows and devices
 * may check next to the MD5.
 *
 * From this migration on, firmware_packages.upload_id names a firmware_files row. Packages made
 * before it kept a copy of their file's url, size and MD5, which still work as they are; the
 * uploader refused firmware files until now, so none of them had a real file to move.
 */
export const sql = `
CREATE TABLE firmware_files (
  id serial PRIMARY KEY,
  md5 varchar(32) NOT NULL UNIQUE,
  sha256 varchar(64) NOT NULL,
  storage_key text NOT NULL,
  file_name varchar(255) NOT NULL,
  size bigint NOT NULL,
  user_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE firmware_packages ADD COLUMN sha256 varchar(64) NOT NULL DEFAULT '';
`;
