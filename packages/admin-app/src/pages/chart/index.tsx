import { useMemo } from "react";
import { useModuleHttp } from "../../components/module/ModuleHttpContext";
import { createDashboardApi } from "../home/dashboardApi";
import { ChartScreen } from "./ChartScreen";

/** The view of menu component "chart/index" (route /chart). */
export default function ChartPage() {
  const http = useModuleHttp();
  const api = useMemo(() => createDashboardApi(http), [http]);
  return <ChartScreen api={api} />;
}
