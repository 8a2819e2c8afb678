import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { fromLegacyPage } from "../legacy/from-legacy-page";
import { parseDocument } from "./parse-document";

const registry = createBuiltinRegistry();
const injection = "red;position:fixed;background:url(https://evil.example/x.png)";

describe("importing unsafe colours and images", () => {
  it("empties them in saved documents, nested lists included, and keeps good values", () => {
    const document = parseDocument(
      {
        schemaVersion: 1,
        settings: { bgColor: injection, bgImg: "javascript:alert(1)" },
        components: [
          {
            id: "a",
            type: "graphicnavigation",
            props: {
              backgroundColor: injection,
              textColor: "rgba(50, 50, 51, 10)",
              bgImg: "//evil.example/x.png",
              imageList: [
                { src: "/uploads/a.png", text: "ok" },
                { src: "javascript:alert(1)", text: "bad" },
              ],
            },
          },
          {
            id: "b",
            type: "captiontext",
            props: { wordColor: "#333", backColor: "expression(1)" },
          },
        ],
      },
      { registry },
    );
    expect(document.settings).toMatchObject({ bgColor: "", bgImg: "" });
    expect(document.components[0]!.props).toMatchObject({
      backgroundColor: "",
      textColor: "rgba(50, 50, 51, 10)",
      bgImg: "",
      imageList: [
        { src: "/uploads/a.png", text: "ok" },
        { src: "", text: "bad" },
      ],
    });
    expect(document.components[1]!.props).toMatchObject({ wordColor: "#333", backColor: "" });
  });

  it("empties them in the original's page records", () => {
    const document = fromLegacyPage({
      templateJson: JSON.stringify({ bgImg: "https://a.example/x.png" }),
      component: JSON.stringify([
        {
          component: "videoss",
          setStyle: { src: "javascript:alert(1)", coverUrl: "/uploads/c.png" },
        },
        {
          component: "tabBar",
          setStyle: {
            activeColor: injection,
            iconList: [
              {
                iconPic: "//x/y.png",
                linktype: "11",
                http: { externalLink: "javascript:alert(1)", note: "kept" },
              },
            ],
          },
        },
        {
          component: "captiontext",
          setStyle: { more: { httpType: 11, http: "data:text/html,x" } },
        },
      ]),
    });
    expect(document.settings.bgImg).toBe("https://a.example/x.png");
    expect(document.components[0]!.props).toMatchObject({ src: "", coverUrl: "/uploads/c.png" });
    expect(document.components[1]!.props).toMatchObject({
      activeColor: "",
      iconList: [{ iconPic: "", http: { externalLink: "", note: "kept" } }],
    });
    expect(document.components[2]!.props.more).toMatchObject({ httpType: "11", http: "" });
  });
});
