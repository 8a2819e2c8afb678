import { sql as auth } from "./0001-auth.js";
import { sql as media } from "./0002-media.js";
import { sql as system } from "./0003-system.js";
import { sql as signinMethods } from "./0004-signin-methods.js";
import { sql as pages } from "./0005-pages.js";
import { sql as logPageIndexes } from "./0006-log-page-indexes.js";
import { sql as signInLimits } from "./0007-sign-in-limits.js";
import { sql as uploadLimits } from "./0008-upload-limits.js";
import { sql as formAnswers } from "./0009-form-answers.js";
import { sql as siteSettings } from "./0011-site-settings.js";
import { sql as goods } from "./0012-goods.js";
import { sql as appUsers } from "./0013-app-users.js";
import { sql as devices } from "./0014-devices.js";
import { sql as marketing } from "./0015-marketing.js";
import { sql as dashboard } from "./0016-dashboard.js";
import { sql as appUploads } from "./0017-app-uploads.js";
import { sql as firmwareFiles } from "./0018-firmware-files.js";
import { sql as dashboardOnlineIndex } from "./0019-dashboard-online-index.js";
import { sql as goodsCategoryLevels } from "./0020-goods-category-levels.js";
import { sql as deviceProvince } from "./0021-device-province-offline.js";
import { sql as seckillTakes } from "./0022-seckill-takes.js";
import { sql as deviceImeiUnique } from "./0023-device-imei-unique.js";
import { sql as pageAddresses } from "./0024-page-addresses.js";
import { sql as orders } from "./0025-orders.js";
import { sql as pageAnalytics } from "./0026-page-analytics.js";
import { sql as goodsWizardRoute } from "./0027-goods-wizard-route.js";
import { sql as productAnalytics } from "./0028-product-analytics.js";
import { sql as orderLineActivity } from "./0029-order-line-activity.js";
import { sql as commissionLedger } from "./0030-commission-ledger.js";
import { sql as orderRollups } from "./0031-order-rollups.js";
import { sql as orderRefundButton } from "./0032-order-refund-button.js";
import { sql as orderGroupTeam } from "./0033-order-group-team.js";
import { sql as orderRefunds } from "./0034-order-refunds.js";
import { sql as orderRemarkButton } from "./0035-order-remark-button.js";
import { sql as orderAfterSales } from "./0036-order-after-sales.js";
import { sql as orderParcels } from "./0037-order-parcels.js";

/**
 * Ordered migrations. Append only: a released migration is never edited, because databases that
 * already ran it would not run it again. Each area adds its own file and one line here.
 */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: "0001-auth", sql: auth },
  { id: "0002-media", sql: media },
  { id: "0003-system", sql: system },
  { id: "0004-signin-methods", sql: signinMethods },
  { id: "0005-pages", sql: pages },
  { id: "0006-log-page-indexes", sql: logPageIndexes },
  { id: "0007-sign-in-limits", sql: signInLimits },
  { id: "0008-upload-limits", sql: uploadLimits },
  { id: "0009-form-answers", sql: formAnswers },
  { id: "0011-site-settings", sql: siteSettings },
  { id: "0012-goods", sql: goods },
  { id: "0013-app-users", sql: appUsers },
  { id: "0014-devices", sql: devices },
  { id: "0015-marketing", sql: marketing },
  { id: "0016-dashboard", sql: dashboard },
  { id: "0017-app-uploads", sql: appUploads },
  { id: "0018-firmware-files", sql: firmwareFiles },
  { id: "0019-dashboard-online-index", sql: dashboardOnlineIndex },
  { id: "0020-goods-category-levels", sql: goodsCategoryLevels },
  { id: "0021-device-province-offline", sql: deviceProvince },
  { id: "0022-seckill-takes", sql: seckillTakes },
  { id: "0023-device-imei-unique", sql: deviceImeiUnique },
  { id: "0024-page-addresses", sql: pageAddresses },
  { id: "0025-orders", sql: orders },
  { id: "0026-page-analytics", sql: pageAnalytics },
  { id: "0027-goods-wizard-route", sql: goodsWizardRoute },
  { id: "0028-product-analytics", sql: productAnalytics },
  { id: "0029-order-line-activity", sql: orderLineActivity },
  { id: "0030-commission-ledger", sql: commissionLedger },
  { id: "0031-order-rollups", sql: orderRollups },
  { id: "0032-order-refund-button", sql: orderRefundButton },
  { id: "0033-order-group-team", sql: orderGroupTeam },
  { id: "0034-order-refunds", sql: orderRefunds },
  { id: "0035-order-remark-button", sql: orderRemarkButton },
  { id: "0036-order-after-sales", sql: orderAfterSales },
  { id: "0037-order-parcels", sql: orderParcels },
];
