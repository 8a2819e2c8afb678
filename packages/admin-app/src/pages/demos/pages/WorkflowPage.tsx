import {
  addEdge,
  Background,
  type Connection,
  Controls,
  type Edge,
  MiniMap,
  type Node,
  ReactFlow,
  useEdgesState,
  useNodesState,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { Button, Input, Space, Typography } from "antd";
import { useCallback, useState } from "react";
import { storage } from "../../../utils/storage";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

/** localStorage key (under `vitrine:`) of the saved flow. */
const FLOW_KEY = "pagesWorkflow";

interface SavedFlow {
  nodes: Node[];
  edges: Edge[];
}

function firstFlow(label: (key: string) => string): SavedFlow {
  const steps = ["flowStart", "flowReview", "flowApprove", "flowEnd"];
  return {
    nodes: steps.map((key, index) => ({
      id: String(index + 1),
      position: { x: 80 + index * 200, y: 80 + (index % 2) * 80 },
      data: { label: label(key) },
      type: index === 0 ? "input" : index === steps.length - 1 ? "output" : "default",
    })),
    edges: steps.slice(1).map((_, index) => ({
      id: `e${index + 1}-${index + 2}`,
      source: String(index + 1),
      target: String(index + 2),
    })),
  };
}

function readFlow(): SavedFlow | null {
  const saved = storage.get<SavedFlow>(FLOW_KEY);
  return saved && Array.isArray(saved.nodes) && Array.isArray(saved.edges) ? saved : null;
}

/**
 * /pages/workflow: a small flow editor (@xyflow/react): drag nodes, connect handles to make edges,
 * select and press Delete to remove, add named steps; the flow is saved in this browser.
 */
export default function WorkflowPage() {
  const { t } = usePagesTranslation();
  const [initial] = useState(() => readFlow() ?? firstFlow((key) => t(`demos.pages.${key}`)));
  const [nodes, setNodes, onNodesChange] = useNodesState(initial.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState(initial.edges);
  const [name, setName] = useState("");
  const [saved, setSaved] = useState(false);
  const onConnect = useCallback(
    (connection: Connection) => setEdges((list) => addEdge(connection, list)),
    [setEdges],
  );
  const addStep = () => {
    const id = String(Math.max(0, ...nodes.map((node) => Number(node.id) || 0)) + 1);
    setNodes((list) => [
      ...list,
      { id, position: { x: 120 + (list.length % 4) * 160, y: 260 }, data: { label: name.trim() } },
    ]);
    setName("");
  };
  return (
    <DemoPage intro={t("demos.pages.workflowIntro")}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          aria-label={t("demos.pages.stepName")}
          placeholder={t("demos.pages.stepName")}
          value={name}
          maxLength={20}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => name.trim() && addStep()}
        />
        <Button onClick={addStep} disabled={!name.trim()}>
          {t("demos.pages.addStep")}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            storage.set(FLOW_KEY, { nodes, edges });
            setSaved(true);
          }}
        >
          {t("demos.pages.saveFlow")}
        </Button>
        <Button
          onClick={() => {
            const fresh = firstFlow((key) => t(`demos.pages.${key}`));
            setNodes(fresh.nodes);
            setEdges(fresh.edges);
            storage.remove(FLOW_KEY);
          }}
        >
          {t("demos.pages.resetFlow")}
        </Button>
        {saved && <Typography.Text type="success">{t("demos.pages.flowSaved")}</Typography.Text>}
      </Space>
      <Typography.Paragraph type="secondary" role="status">
        {t("demos.pages.flowCounts", { nodes: nodes.length, edges: edges.length })}
      </Typography.Paragraph>
      <div style={{ height: 480, border: "1px solid #d9d9d9", borderRadius: 8 }}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          onNodesChange={(changes) => {
            setSaved(false);
            onNodesChange(changes);
          }}
          onEdgesChange={(changes) => {
            setSaved(false);
            onEdgesChange(changes);
          }}
          onConnect={onConnect}
          fitView
        >
          <Background />
          <MiniMap />
          <Controls />
        </ReactFlow>
      </div>
    </DemoPage>
  );
}
