/** Passwords the e2e server is started with (never defaults of the product: see start-server.mjs). */
export const ADMIN = { userName: "admin", password: "E2e-admin-pass-1" };
export const COMMON = { userName: "test", password: "E2e-test-pass-1" };
