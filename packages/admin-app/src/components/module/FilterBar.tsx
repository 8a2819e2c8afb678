import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from "antd";
import type { ReactNode } from "react";
import { toFilters } from "./filterValues";
import { useModuleTranslation } from "./moduleTexts";
import type { ModuleColumn } from "./moduleTypes";
import { SEARCH_BY_LABEL } from "./searchByLabel";

export interface FilterBarProps {
  columns: readonly ModuleColumn[];
  /** Inputs a declaration supplies for filters the column alone cannot describe (roles of a user). */
  inputs?: Record<string, ReactNode>;
  onSearch(filters: Record<string, unknown>): void;
}

/** One box per filterable column, of the kind the server filters by. */
export function FilterBar({ columns, inputs = {}, onSearch }: FilterBarProps) {
  const { t } = useModuleTranslation();
  const [form] = Form.useForm();
  const filterable = columns.filter(
    (c) => c.filter && (c.filter !== "oneOf" || c.options || inputs[c.key]),
  );
  if (filterable.length === 0) return null;

  const search = () => onSearch(toFilters(form.getFieldsValue(), filterable));
  return (
    <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
      {filterable.map((column) => (
        <Form.Item key={column.key} name={column.key} label={column.label}>
          {inputs[column.key] ?? <FilterInput column={column} />}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t("module.search")}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t("module.reset")}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

function FilterInput({ column, ...control }: { column: ModuleColumn } & Record<string, unknown>) {
  const { t } = useModuleTranslation();
  const width = { minWidth: 160 };
  if (column.filter === "range" && column.type === "datetime") {
    return (
      <DatePicker.RangePicker
        {...control}
        placeholder={[t("module.from"), t("module.to")]}
        aria-label={column.label}
      />
    );
  }
  if (column.options || column.type === "boolean") {
    const options = column.options ?? [
      { value: true, label: t("module.yes") },
      { value: false, label: t("module.no") },
    ];
    return (
      <Select
        {...control}
        allowClear
        aria-label={column.label}
        style={width}
        mode={column.filter === "oneOf" ? "multiple" : undefined}
        showSearch={SEARCH_BY_LABEL}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
    );
  }
  if (column.type === "integer")
    return <InputNumber {...control} aria-label={column.label} precision={0} />;
  return <Input {...control} allowClear aria-label={column.label} style={width} />;
}
