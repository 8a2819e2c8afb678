import { describe, expect, it } from "vitest";
import { EMPTY_SHA256, signRequest } from "./sigv4.js";

// The worked examples of the AWS S3 documentation ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk"), with its published credentials and signatures.
const credentials = {
  accessKey: "AKIAIOSFODNN7EXAMPLE",
  secretKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  date: new Date("2013-05-24T00:00:00Z"),
};

describe("SigV4", () => {
  it("signs the documented GET Object example", () => {
    const headers = signRequest({
      ...credentials,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      payloadHash: EMPTY_SHA256,
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("signs the documented list-objects example, whose query must be sorted and encoded", () => {
    const headers = signRequest({
      ...credentials,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"),
      headers: {},
      payloadHash: EMPTY_SHA256,
    });
    expect(headers.authorization).toContain(
      "Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7",
    );
  });

  it("signs the documented lifecycle example, a query key without a value", () => {
    const headers = signRequest({
      ...credentials,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/?lifecycle"),
      headers: {},
      payloadHash: EMPTY_SHA256,
    });
    expect(headers.authorization).toContain(
      "Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543",
    );
  });
});
