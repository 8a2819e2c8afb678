import { ADMIN, ALL, leaf, section } from "./build.js";
import { LAYOUT_VIEWS, type Resource } from "./types.js";

/** The template's demo screens (issue 24): nesting, features, pages, components, parameters. */
const PARENT = LAYOUT_VIEWS.parent;

const page = (path: string, name: string): Resource => ({
  path,
  name,
  view: `${path.slice(1)}/index`,
  roles: ALL,
});

export const menu: Resource = {
  path: "/menu",
  name: "menu",
  view: PARENT,
  redirect: "/menu/menu1",
  icon: "BarsOutlined",
  roles: ALL,
  children: [
    {
      path: "/menu/menu1",
      name: "menu1",
      view: PARENT,
      redirect: "/menu/menu1/menu11",
      roles: ALL,
      children: [
        page("/menu/menu1/menu11", "menu11"),
        {
          path: "/menu/menu1/menu12",
          name: "menu12",
          view: PARENT,
          redirect: "/menu/menu1/menu12/menu121",
          roles: ALL,
          children: [
            page("/menu/menu1/menu12/menu121", "menu121"),
            page("/menu/menu1/menu12/menu122", "menu122"),
          ],
        },
        page("/menu/menu1/menu13", "menu13"),
      ],
    },
    page("/menu/menu2", "menu2"),
  ],
};

export const fun: Resource = section(
  "funIndex",
  "ExperimentOutlined",
  ALL,
  [
    "TagsView",
    "Countup",
    "WangEditor",
    "Cropper",
    "Qrcode",
    "EchartsMap",
    "PrintJs",
    "Clipboard",
    "GridLayout",
    "Splitpanes",
  ].map((n) => leaf("fun", `fun${n}`, ALL)),
);

export const pages: Resource = section("pagesIndex", "FileOutlined", ALL, [
  {
    ...leaf("pages", "pagesFiltering", ALL),
    children: [
      leaf("pages", "pagesFilteringDetails", ALL, {
        path: "/pages/filtering/details",
        view: "pages/filtering/details",
        isHide: true,
      }),
    ],
  },
  leaf("pages", "pagesFilteringDetails1", ALL, {
    path: "/pages/filtering/details1",
    view: "pages/filtering/details1/index",
    isHide: true,
  }),
  ...[
    "Iocnfont",
    "Element",
    "Awesome",
    "FormAdapt",
    "TableRules",
    "FormI18n",
    "FormRules",
    "ListAdapt",
    "Waterfall",
    "Steps",
    "Preview",
    "Waves",
    "Tree",
    "Drag",
  ].map((n) => leaf("pages", `pages${n}`, ALL)),
  leaf("pages", "pagesLazyImg", ADMIN),
  leaf("pages", "pagesDynamicForm", ADMIN),
  leaf("pages", "pagesWorkflow", ADMIN),
]);

export const make: Resource = section("makeIndex", "BuildOutlined", ALL, [
  leaf("make", "makeSelector", ALL),
  leaf("make", "makeNoticeBar", ALL),
  leaf("make", "makeSvgDemo", ADMIN),
  leaf("make", "makeTableDemo", ADMIN),
]);

export const params: Resource = section("paramsIndex", "ControlOutlined", ADMIN, [
  leaf("params", "paramsCommon", ADMIN),
  leaf("params", "paramsCommonDetails", ADMIN, {
    path: "/params/common/details",
    view: "params/common/details",
    isHide: true,
  }),
  leaf("params", "paramsDynamic", ADMIN),
  leaf("params", "paramsDynamicDetails", ADMIN, {
    path: "/params/dynamic/details/:t/:id/:tagsViewName",
    view: "params/dynamic/details",
    isHide: true,
  }),
]);

const linkDemo = (n: 1 | 2): Resource => ({
  path: `/visualizing/visualizingLinkDemo${n}`,
  name: `visualizingLinkDemo${n}`,
  view: LAYOUT_VIEWS.link,
  isLink: `/visualizingDemo${n}`,
  roles: ADMIN,
});

export const visualizing: Resource = section("visualizingIndex", "DashboardOutlined", ADMIN, [
  linkDemo(1),
  linkDemo(2),
]);

export const chart: Resource = {
  path: "/chart",
  name: "chartIndex",
  view: "chart/index",
  icon: "LineChartOutlined",
  roles: ALL,
};

export const tools: Resource = {
  path: "/tools",
  name: "tools",
  view: "tools/index",
  icon: "ToolOutlined",
  roles: ALL,
};

export const link: Resource = {
  path: "/link",
  name: "layoutLinkView",
  view: LAYOUT_VIEWS.link,
  icon: "LinkOutlined",
  isLink: "https://ant.design/",
  roles: ADMIN,
};

export const iframesOne: Resource = {
  path: "/iframesOne",
  name: "layoutIframeViewOne",
  view: LAYOUT_VIEWS.iframes,
  icon: "GlobalOutlined",
  isLink: "https://react.dev/",
  isIframe: true,
  isAffix: true,
  roles: ALL,
};

/** The one template screen besides the system area that the spec keeps alive. */
export const iframesTwo: Resource = {
  path: "/iframesTwo",
  name: "layoutIframeViewTwo",
  view: LAYOUT_VIEWS.iframes,
  icon: "GlobalOutlined",
  isLink: "https://vite.dev/",
  isIframe: true,
  isAffix: true,
  isKeepAlive: true,
  roles: ADMIN,
};
