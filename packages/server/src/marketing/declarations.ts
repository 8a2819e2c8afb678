import { text } from "../modules/system/fields.js";
import type { LoggedArea } from "../modules/system/log.js";
import { bargainModule } from "./bargain.js";
import { couponModule } from "./coupon.js";
import { distributionGoodsModule, distributorModule } from "./distribution.js";
import { groupModule } from "./group.js";
import { seckillModule } from "./seckill.js";

/** The marketing modules with the server's clock (the operation log needs only names and titles). */
export function marketingModules(now: () => Date = () => new Date()) {
  return [
    couponModule(now),
    seckillModule(now),
    groupModule(now),
    bargainModule(now),
    distributionGoodsModule,
    distributorModule,
  ];
}

/** The distribution settings are logged as an area of their own (they are not a module). */
export const marketingLoggedAreas: LoggedArea[] = [
  { name: "distribution", title: text("分销设置", "Distribution settings", "分銷設定") },
];
