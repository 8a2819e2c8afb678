import { Segmented, Tabs } from "antd";
import { useSearchParams } from "react-router";
import { DeviceView } from "../shared/DeviceView";
import { useDeviceTranslation } from "../shared/useDeviceTranslation";
import { DEVICE_TABS, type DeviceTab, deviceTabView, type OnlineChoice } from "./tabs";

/**
 * 设备列表: the four tabs of the spec (生产, 已售, 联网 with online/offline, 删除 with restore), each
 * with its filters, export and actions. The tab and the network tab's choice live in the address
 * (`?tab=sold`, `&online=1`), so a reload or a shared link opens the same view.
 */
export default function DeviceListPage() {
  const { t } = useDeviceTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search.get("tab"));
  const online = readOnline(search.get("online"));

  const go = (next: DeviceTab, choice: OnlineChoice = "all") => {
    const params = new URLSearchParams({ tab: next });
    if (next === "network" && choice !== "all")
      params.set("online", choice === "online" ? "1" : "0");
    setSearch(params, { replace: true });
  };

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => go(key as DeviceTab)}
      destroyOnHidden
      items={DEVICE_TABS.map((key) => ({
        key,
        label: t(TAB_TITLES[key]),
        children:
          key === tab ? (
            <DeviceView
              {...deviceTabView(key, online)}
              header={
                key === "network" ? (
                  <Segmented<OnlineChoice>
                    aria-label={t("device.onlineFilter")}
                    value={online}
                    onChange={(choice) => go("network", choice)}
                    options={[
                      { value: "all", label: t("device.all") },
                      { value: "online", label: t("device.online") },
                      { value: "offline", label: t("device.offline") },
                    ]}
                  />
                ) : undefined
              }
            />
          ) : null,
      }))}
    />
  );
}

/** The spec's route titles of the status tabs (already in every language). */
const TAB_TITLES: Record<DeviceTab, string> = {
  production: "router.production",
  sold: "router.sold",
  network: "router.network",
  deleted: "router.delete",
};

function readTab(value: string | null): DeviceTab {
  return DEVICE_TABS.includes(value as DeviceTab) ? (value as DeviceTab) : "production";
}

function readOnline(value: string | null): OnlineChoice {
  return value === "1" ? "online" : value === "0" ? "offline" : "all";
}
