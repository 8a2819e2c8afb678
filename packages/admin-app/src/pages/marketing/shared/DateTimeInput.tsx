import { DatePicker } from "antd";
import dayjs from "dayjs";

export interface DateTimeInputProps {
  /** An instant as ISO text (what the server answers and takes). */
  value?: string | null;
  onChange?(value: string | undefined): void;
  id?: string;
}

/** A date and time in the operator's zone, sent as an ISO instant. */
export function DateTimeInput({ value, onChange, id }: DateTimeInputProps) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: "HH:mm" }}
      format="YYYY-MM-DD HH:mm"
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.second(0).millisecond(0).toISOString() : undefined)}
      style={{ width: "100%" }}
    />
  );
}
