import type { RouteMeta } from "./routeMeta";
import type { MenuEntry } from "./staticMenu";

/**
 * The template's demo section of the static route table (admin-shell section 2), mirroring the
 * server's seeded menu: same paths, names, components and roles. Their pages come with later
 * issues; until then each opens its titled placeholder.
 */
const ALL = ["admin", "common"];
const ADMIN = ["admin"];

function page(path: string, name: string, roles: string[], meta: Partial<RouteMeta> = {}) {
  const entry: MenuEntry = {
    path,
    name,
    component: `${path.slice(1)}/index`,
    meta: { title: `router.${name}`, roles, ...meta },
  };
  return entry;
}

function section(
  path: string,
  name: string,
  roles: string[],
  icon: string,
  children: MenuEntry[],
): MenuEntry {
  return {
    path,
    name,
    redirect: children[0]?.path,
    meta: { title: `router.${name}`, roles, icon },
    children,
  };
}

const leaves = (parent: string, names: string[], roles = ALL) =>
  names.map((n) => page(`/${parent}/${n.charAt(0).toLowerCase()}${n.slice(1)}`, parent + n, roles));

export const DEMO_MENU: MenuEntry[] = [
  section("/menu", "menu", ALL, "BarsOutlined", [
    section("/menu/menu1", "menu1", ALL, "BarsOutlined", [
      page("/menu/menu1/menu11", "menu11", ALL),
      section("/menu/menu1/menu12", "menu12", ALL, "BarsOutlined", [
        page("/menu/menu1/menu12/menu121", "menu121", ALL),
        page("/menu/menu1/menu12/menu122", "menu122", ALL),
      ]),
      page("/menu/menu1/menu13", "menu13", ALL),
    ]),
    page("/menu/menu2", "menu2", ALL),
  ]),
  {
    ...section(
      "/fun",
      "funIndex",
      ALL,
      "ExperimentOutlined",
      leaves("fun", [
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
      ]),
    ),
  },
  section("/pages", "pagesIndex", ALL, "FileOutlined", [
    {
      ...page("/pages/filtering", "pagesFiltering", ALL),
      children: [
        {
          ...page("/pages/filtering/details", "pagesFilteringDetails", ALL, { isHide: true }),
          component: "pages/filtering/details",
        },
      ],
    },
    page("/pages/filtering/details1", "pagesFilteringDetails1", ALL, { isHide: true }),
    ...leaves("pages", [
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
    ]),
    ...leaves("pages", ["LazyImg", "DynamicForm", "Workflow"], ADMIN),
  ]),
  section("/make", "makeIndex", ALL, "BuildOutlined", [
    ...leaves("make", ["Selector", "NoticeBar"]),
    ...leaves("make", ["SvgDemo", "TableDemo"], ADMIN),
  ]),
  section("/params", "paramsIndex", ADMIN, "ControlOutlined", [
    page("/params/common", "paramsCommon", ADMIN),
    {
      ...page("/params/common/details", "paramsCommonDetails", ADMIN, { isHide: true }),
      component: "params/common/details",
    },
    page("/params/dynamic", "paramsDynamic", ADMIN),
    {
      ...page("/params/dynamic/details/:t/:id/:tagsViewName", "paramsDynamicDetails", ADMIN, {
        isHide: true,
        isDynamic: true,
      }),
      component: "params/dynamic/details",
    },
  ]),
  section("/visualizing", "visualizingIndex", ADMIN, "DashboardOutlined", [
    {
      ...page("/visualizing/visualizingLinkDemo1", "visualizingLinkDemo1", ADMIN, {
        isLink: "/visualizingDemo1",
      }),
      component: "layout/routerView/link",
    },
    {
      ...page("/visualizing/visualizingLinkDemo2", "visualizingLinkDemo2", ADMIN, {
        isLink: "/visualizingDemo2",
      }),
      component: "layout/routerView/link",
    },
  ]),
  page("/chart", "chartIndex", ALL, { icon: "LineChartOutlined" }),
  page("/tools", "tools", ALL, { icon: "ToolOutlined" }),
  {
    ...page("/link", "layoutLinkView", ADMIN, {
      icon: "LinkOutlined",
      isLink: "https://ant.design/",
    }),
    component: "layout/routerView/link",
  },
  {
    ...page("/iframesOne", "layoutIframeViewOne", ALL, {
      icon: "GlobalOutlined",
      isLink: "https://react.dev/",
      isIframe: true,
      isAffix: true,
    }),
    component: "layout/routerView/iframes",
  },
  {
    ...page("/iframesTwo", "layoutIframeViewTwo", ADMIN, {
      icon: "GlobalOutlined",
      isLink: "https://vite.dev/",
      isIframe: true,
      isAffix: true,
      isKeepAlive: true,
    }),
    component: "layout/routerView/iframes",
  },
];
