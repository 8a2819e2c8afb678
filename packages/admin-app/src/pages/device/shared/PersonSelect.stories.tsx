import { Form } from "antd";
import { useState } from "react";
import { PersonSelect } from "./PersonSelect";

export default { title: "Admin/Device/PersonSelect" };

const AGENTS = [
  { id: 3, name: "华东代理" },
  { id: 5, name: "华南代理" },
  { id: 8, name: "西北代理" },
];

/** As a filter box: typing narrows the names, the form gets the chosen person's id. */
export const AsFilter = () => {
  const [chosen, setChosen] = useState<unknown>();
  return (
    <Form layout="inline" onValuesChange={(_, all) => setChosen(all.agentId)}>
      <Form.Item name="agentId" label="代理商">
        <PersonSelect label="代理商" people={AGENTS} />
      </Form.Item>
      <span>id: {String(chosen ?? "-")}</span>
    </Form>
  );
};

/** Nobody to choose (an operator who may not list the users). */
export const Nobody = () => <PersonSelect label="售后" people={[]} />;
