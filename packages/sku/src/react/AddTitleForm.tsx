import { Button, Input, Space } from "antd";
import { useId, useState } from "react";
import type { SkuMessage } from "../types";

interface AddTitleFormProps {
  label: string;
  placeholder: string;
  buttonText: string;
  /** Answers a refusal to show, or undefined when the title was taken. */
  onSubmit(title: string): SkuMessage | undefined;
}

/** A text box and a button that adds a group or an option; a refusal is shown below it. */
export function AddTitleForm({ label, placeholder, buttonText, onSubmit }: AddTitleFormProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const errorId = useId();

  const submit = () => {
    const refusal = onSubmit(text);
    setError(refusal?.message);
    if (!refusal) setText("");
  };

  return (
    <div>
      <Space.Compact>
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={text}
          status={error ? "error" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          onPressEnter={submit}
          style={{ width: 200 }}
        />
        <Button onClick={submit}>{buttonText}</Button>
      </Space.Compact>
      {error ? (
        <div id={errorId} role="alert" style={{ color: "#ff4d4f", fontSize: 12 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
