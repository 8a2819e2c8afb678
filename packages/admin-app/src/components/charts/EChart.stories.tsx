import { donutOption, onlineOption, salesOption } from "../../pages/home/chartOptions";
import { EChart } from "./EChart";

export default { title: "Admin/EChart" };

const days = Array.from({ length: 14 }, (_, i) => ({
  label: `11-${String(13 + i).padStart(2, "0")}`,
  amountCents: ((i * 7919) % 50) * 10_000,
  count: (i * 31) % 7,
}));

/** Sales per day as /home draws them: yuan bars and devices sold on a second axis. */
export const Sales = () => (
  <EChart
    label="近30天销售额"
    summary="近30天销售额：¥1,234,500.00"
    option={salesOption(days, { amount: "销售额（元）", count: "销量（台）" })}
  />
);

/** Devices online per hour, as the wall display draws it (dark, larger type). */
export const OnlineOnTheWall = () => (
  <div style={{ background: "#0b1426", padding: 16 }}>
    <EChart
      label="近24小时在线设备"
      summary="近24小时在线设备"
      dark
      height={360}
      option={onlineOption(
        Array.from({ length: 24 }, (_, h) => ({
          label: `${String(h).padStart(2, "0")}:00`,
          online: 40 + Math.round(20 * Math.sin(h / 4)),
        })),
        "在线设备",
        "wall",
      )}
    />
  </div>
);

/** Shares of a whole as a donut: devices by model. */
export const ByModel = () => (
  <EChart
    label="设备型号分布"
    summary="W1 80, W2 30, Kid-3 12"
    option={donutOption(
      [
        { name: "W1", value: 80 },
        { name: "W2", value: 30 },
        { name: "Kid-3", value: 12 },
      ],
      "设备型号分布",
    )}
  />
);
