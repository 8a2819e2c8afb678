import { describe, expect, it } from "vitest";
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
  passwordStrength,
  toInteger,
  toMoney,
  toPercentage,
} from "./validators";

describe("input filters", () => {
  it("percentage keeps digits and turns anything above 3 digits into 100", () => {
    expect(toPercentage("4a5%")).toBe("45");
    expect(toPercentage("100")).toBe("100");
    expect(toPercentage("1234")).toBe("100");
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

  it("IPv4, e-mail, postcode and URL", () => {
    expect(isIPv4("192.168.0.1")).toBe(true);
    expect(isIPv4("256.1.1.1")).toBe(false);
    expect(isIPv4("01.1.1.1")).toBe(false);
    expect(isEmail("ops@shop.example.com")).toBe(true);
    expect(isEmail("ops@shop")).toBe(false);
    expect(isPostcode("518000")).toBe(true);
    expect(isPostcode("018000")).toBe(false);
    expect(isUrl("https://example.com/a?b=1")).toBe(true);
    expect(isUrl("ftp://example.com")).toBe(false);
    expect(isUrl("example.com")).toBe(false);
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
