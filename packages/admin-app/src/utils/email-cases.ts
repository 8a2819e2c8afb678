// The e-mail addresses both the admin app's validators.test.ts and the server's fields.test.ts
// check, so the client and the server are held to one list.
/** One rule on both sides: a TLD of 2+ letters, so a@b.c is refused by the user screen too. */
export const EMAIL_CASES: Array<[string, boolean]> = [
  ["ops@shop.example.com", true],
  ["test@example.com", true],
  ["first.last+tag@mail.example.cn", true],
  ["a_b-c@sub-domain.example.org", true],
  ["x@example.co", true],
  ["a@b.c", false],
  ["ops@shop", false],
  ["a@b", false],
  ["not-an-address", false],
  ["@example.com", false],
  ["a@.com", false],
  ["a@@example.com", false],
  ["a b@example.com", false],
  ["a@exam ple.com", false],
  ["a@example.c0m", false],
  ["a@example.com.", false],
  ["<a>@example.com", false],
];
