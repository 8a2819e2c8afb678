import { describe, expect, it } from "vitest";
import { qrIdFrom } from "./qrCode";

describe("the sign-in code in what was pasted", () => {
  it("takes a bare code, without surrounding spaces", () => {
    expect(qrIdFrom("  aB3_-x9 ")).toBe("aB3_-x9");
  });

  it("takes the qrId of a link, in its query or its hash", () => {
    expect(qrIdFrom("https://shop.example/login?qrId=Zz_9-1&lang=en")).toBe("Zz_9-1");
    expect(qrIdFrom("https://shop.example/#/login?from=qr&qrId=abc")).toBe("abc");
    expect(qrIdFrom("/login?qrId=a%2Db")).toBe("a-b");
  });

  it("refuses anything that is not a code", () => {
    expect(qrIdFrom("")).toBeNull();
    expect(qrIdFrom("https://shop.example/login")).toBeNull();
    expect(qrIdFrom("/login?qrId=")).toBeNull();
    expect(qrIdFrom("x".repeat(65))).toBeNull();
    expect(qrIdFrom("/login?qrId=%E0%A4%A")).toBeNull();
    expect(qrIdFrom("/login?qrId=a'b")).toBeNull();
    expect(qrIdFrom("two words")).toBeNull();
  });
});
