import { ReloadOutlined } from "@ant-design/icons";
import { Button, Input, Select, Space } from "antd";
import { type Dispatch, type SetStateAction, useState } from "react";
import type { LiveFilter } from "./liveApi";
import { useLiveFleetTranslation } from "./websocketTexts";

export interface LiveFilterBarProps {
  filter: LiveFilter;
  setFilter: Dispatch<SetStateAction<LiveFilter>>;
  agents: Array<{ id: number; username: string }>;
  onRefresh(): void;
}

/**
 * The model box (applied on search, or at once when cleared), the agent choice and the refresh
 * button over the live fleet.
 */
export function LiveFilterBar({ filter, setFilter, agents, onRefresh }: LiveFilterBarProps) {
  const { t } = useLiveFleetTranslation();
  const [modelInput, setModelInput] = useState("");
  return (
    <Space wrap style={{ marginTop: 16 }}>
      <Input.Search
        aria-label={t("liveFleet.model")}
        placeholder={t("liveFleet.modelPlaceholder")}
        allowClear
        value={modelInput}
        onChange={(e) => {
          setModelInput(e.target.value);
          if (e.target.value === "") setFilter((f) => ({ ...f, model: "" }));
        }}
        onSearch={(value) => setFilter((f) => ({ ...f, model: value }))}
        style={{ width: 220 }}
      />
      <Select
        aria-label={t("liveFleet.agent")}
        placeholder={t("liveFleet.agentPlaceholder")}
        allowClear
        value={filter.agentId ?? undefined}
        options={agents.map((agent) => ({ value: agent.id, label: agent.username }))}
        onChange={(value?: number) => setFilter((f) => ({ ...f, agentId: value ?? null }))}
        style={{ width: 200 }}
      />
      <Button icon={<ReloadOutlined />} onClick={onRefresh}>
        {t("liveFleet.refresh")}
      </Button>
    </Space>
  );
}
