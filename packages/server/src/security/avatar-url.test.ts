import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../testing/test-server.js";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.reset();
  token = await server.signIn("test", TEST_PASSWORD);
});
afterAll(async () => server?.close());

const OWN = "/uploads/image/2026/11/25/0123456789abcdef0123456789abcdef.png";

async function storedPhoto(): Promise<string> {
  const [row] = await server.database.query<{ photo: string }>(
    "SELECT photo FROM users WHERE username = 'test'",
  );
  return row!.photo;
}

describe("the avatar is an image of our own media library", () => {
  it("takes the address the library gave an image", async () => {
    const answer = await server.call("POST", "/api/user/updateUserAvatar", {
      token,
      body: { photo: OWN },
    });
    expect(answer.json?.code).toBe(0);
    expect(await storedPhoto()).toBe(OWN);
  });

  it.each([
    "https://evil.example/a.png",
    "http://evil.example/a.png",
    "//evil.example/a.png",
    "/\\evil.example/a.png",
    "javascript:alert(1)",
    "/uploads/../login",
    "/uploads/image/../../etc/passwd",
    "/uploads/video/2026/11/25/0123456789abcdef0123456789abcdef.mp4",
    `${OWN}?x=1`,
    `https://evil.example${OWN}`,
    "/api/user/del?id=1",
  ])("refuses %s and keeps the avatar it had", async (photo) => {
    const before = await storedPhoto();
    const answer = await server.call("POST", "/api/user/updateUserAvatar", {
      token,
      body: { photo },
      headers: { "accept-language": "en" },
    });
    expect(answer.json).toMatchObject({
      code: 1,
      msg: "The avatar must be an image from the media library",
    });
    expect(await storedPhoto()).toBe(before);
  });
});
