import type { UploadTask } from "@vitrine/media-uploader/react";
import { Button, Progress, Space, Typography } from "antd";
import { formatBytes, type MediaLocale, mediaText } from "./media-text";

export interface UploadTaskListProps {
  tasks: UploadTask[];
  locale: MediaLocale;
  onPause(id: number): void;
  onResume(id: number): void;
  onCancel(id: number): void;
}

/** One row per file being uploaded: name, phase, progress, speed and time left, and controls. */
export function UploadTaskList({
  tasks,
  locale,
  onPause,
  onResume,
  onCancel,
}: UploadTaskListProps) {
  if (tasks.length === 0) return null;
  return (
    <ul aria-label={mediaText(locale, "upload.phase.uploading")} className="vt-upload-tasks">
      {tasks.map((task) => (
        <li key={task.id}>
          <Space size="small" className="vt-upload-tasks__row">
            <Typography.Text ellipsis className="vt-upload-tasks__name">
              {task.fileName}
            </Typography.Text>
            <Typography.Text type={task.status === "failed" ? "danger" : "secondary"}>
              {describe(task, locale)}
            </Typography.Text>
            <Space size={4}>
              {task.status === "running" && (
                <Button size="small" onClick={() => onPause(task.id)}>
                  {mediaText(locale, "upload.pause")}
                </Button>
              )}
              {task.status === "paused" && (
                <Button size="small" onClick={() => onResume(task.id)}>
                  {mediaText(locale, "upload.resume")}
                </Button>
              )}
              {(task.status === "running" || task.status === "paused") && (
                <Button size="small" onClick={() => onCancel(task.id)}>
                  {mediaText(locale, "upload.cancel")}
                </Button>
              )}
            </Space>
          </Space>
          <Progress
            percent={Math.floor(task.progress.percent)}
            size="small"
            status={task.status === "failed" ? "exception" : "active"}
            aria-label={task.fileName}
          />
        </li>
      ))}
    </ul>
  );
}

function describe(task: UploadTask, locale: MediaLocale): string {
  if (task.status === "failed") return task.error ?? "";
  if (task.status === "paused") return mediaText(locale, "upload.paused");
  const phase = mediaText(locale, `upload.phase.${task.progress.phase}`);
  const { speed, remainingSeconds } = task.progress;
  if (task.progress.phase !== "uploading" || speed <= 0 || remainingSeconds === undefined) {
    return phase;
  }
  const rate = mediaText(locale, "upload.speed", {
    speed: formatBytes(speed),
    seconds: Math.ceil(remainingSeconds),
  });
  return `${phase} ${rate}`;
}
