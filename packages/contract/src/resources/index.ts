import * as demos from "./demos.js";
import * as fleet from "./fleet.js";
import * as shell from "./shell.js";
import * as shop from "./shop.js";
import type { Resource } from "./types.js";

export * from "./records.js";
export * from "./types.js";

/**
 * Every screen of the back office, in menu order. The order is the server's seed order, so the
 * menu ids of a new database follow it: append new sections, never reorder.
 */
export const RESOURCES: readonly Resource[] = [
  shell.home,
  shell.system,
  shell.limits,
  demos.menu,
  demos.fun,
  demos.pages,
  demos.make,
  demos.params,
  demos.visualizing,
  demos.chart,
  shell.personal,
  demos.tools,
  demos.link,
  demos.iframesOne,
  demos.iframesTwo,
  fleet.app,
  fleet.device,
  shop.goods,
  shop.marketing,
  shop.decorate,
  shop.decorateForms,
  shop.media,
  fleet.upgrade,
  fleet.feedback,
  fleet.sos,
  fleet.websocket,
  shop.orders,
];
