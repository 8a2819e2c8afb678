import { describe, expect, it } from "vitest";
import { EMAIL_CASES } from "./email-cases";
import {
  isAccount,
  isChineseName,
  isEmail,
  isIdCard,
  isIPv4,
  isLandline,
  isMobile,
  isPassword,
  isPlateNumber,
  isPostcode,
  isUrl,
  isUserPassword,
  passwordStrength,
  toInteger,
  toMoney,
  toPercentage,
} from "./validators";

describe("input filters", () => {
  it("percentage keeps digits and caps the value at 100", () => {
    expect(toPercentage("250")).toBe("100");
    expect(toPercentage("101")).toBe("100");
    expect(toPercentage("100")).toBe("100");
    expect(toPercentage("99")).toBe("99");
    expect(toPercentage("0")).toBe("0");
    expect(toPercentage("1000")).toBe("100");
    expect(toPercentage("99999999999999999999999")).toBe("100");
    expect(toPercentage("4a5%")).toBe("45");
    expect(toPercentage("abc")).toBe("");
    expect(toPercentage("050")).toBe("50");
    expect(toPercentage("")).toBe("");
  });

  it("money allows one point and 2 decimals", () => {
    expect(toMoney("12.345")).toBe("12.34");
    expect(toMoney("1.2.3")).toBe("1.23");
    expect(toMoney("ab7")).toBe("7");
    expect(toMoney(".5")).toBe("0.5");
    expect(toMoney("007.10")).toBe("7.10");
  });

  it("integer keeps digits only", () => {
    expect(toInteger("-12.5x")).toBe("125");
    expect(toInteger("0042")).toBe("42");
  });
});

describe("predicates", () => {
  it("mobile and landline numbers", () => {
    expect(isMobile("13800000001")).toBe(true);
    expect(isMobile("12800000001")).toBe(false);
    expect(isMobile("1380000000")).toBe(false);
    expect(isLandline("010-12345678")).toBe(true);
    expect(isLandline("0755-1234567")).toBe(true);
    expect(isLandline("12-1234")).toBe(false);
  });

  it("account starts with a letter and has 5 to 16 characters", () => {
    expect(isAccount("admin")).toBe(true);
    expect(isAccount("a_b12345678901234")).toBe(false);
    expect(isAccount("1admin")).toBe(false);
    expect(isAccount("adm")).toBe(false);
  });

  it("password strength by kinds of characters, 6 to 16 long", () => {
    expect(passwordStrength("abcdef")).toBe("weak");
    expect(passwordStrength("123456")).toBe("weak");
    expect(passwordStrength("abc123")).toBe("medium");
    expect(passwordStrength("abc12!")).toBe("strong");
    expect(passwordStrength("ab1!")).toBeNull();
    expect(passwordStrength("a".repeat(17))).toBeNull();
    expect(isPassword("abc123")).toBe(true);
    expect(isPassword("abc")).toBe(false);
  });

  it("user password is 6 to 20 letters and numbers, both present", () => {
    expect(isUserPassword("abc123")).toBe(true);
    expect(isUserPassword("a1".repeat(10))).toBe(true);
    expect(isUserPassword(`${"a1".repeat(10)}x`)).toBe(false);
    expect(isUserPassword("abcdef")).toBe(false);
    expect(isUserPassword("123456")).toBe(false);
    expect(isUserPassword("ab12!x")).toBe(false);
    expect(isUserPassword("ab12")).toBe(false);
  });

  it("IPv4, e-mail, postcode and URL", () => {
    expect(isIPv4("192.168.0.1")).toBe(true);
    expect(isIPv4("256.1.1.1")).toBe(false);
    expect(isIPv4("01.1.1.1")).toBe(false);
    expect(isPostcode("518000")).toBe(true);
    expect(isPostcode("018000")).toBe(false);
    expect(isUrl("https://example.com/a?b=1")).toBe(true);
    expect(isUrl("ftp://example.com")).toBe(false);
    expect(isUrl("example.com")).toBe(false);
  });

  // The server's user fields are checked against these very cases (packages/server, fields.test.ts).
  it.each(EMAIL_CASES)("e-mail %s is accepted: %s", (address, accepted) => {
    expect(isEmail(address)).toBe(accepted);
  });

  it("ID card needs a real birth date and the right check digit", () => {
    expect(isIdCard("11010519491231002X")).toBe(true);
    expect(isIdCard("110105194912310021")).toBe(false);
    expect(isIdCard("110105194902300024")).toBe(false);
    expect(isIdCard("11010519491231002")).toBe(false);
  });

  it("Chinese name and licence plate", () => {
    expect(isChineseName("张三")).toBe(true);
    expect(isChineseName("买买提·艾力")).toBe(true);
    expect(isChineseName("张")).toBe(false);
    expect(isChineseName("Zhang")).toBe(false);
    expect(isPlateNumber("粤B12345")).toBe(true);
    expect(isPlateNumber("粤BD12345")).toBe(true);
    expect(isPlateNumber("粤B1234")).toBe(false);
    expect(isPlateNumber("XB12345")).toBe(false);
  });
});
