import { useCallback, useEffect, useRef, useState } from "react";
import type { MediaType } from "./media-record";
import type { UploadProgress } from "./progress-meter";
import type { Uploader, UploadHandle, UploadOptions, UploadResult, UploadStatus } from "./uploader";

/** One file's upload as React state. */
export interface UploadTask {
  id: number;
  fileName: string;
  type: MediaType;
  status: UploadStatus;
  progress: UploadProgress;
  result?: UploadResult | undefined;
  /** The operator-facing reason when `status` is "failed". */
  error?: string | undefined;
}

export interface UseUpload {
  tasks: UploadTask[];
  /** Starts a file; resolves with the result or rejects with the UploadError. */
  start(file: File, options: UploadOptions): Promise<UploadResult>;
  pause(id: number): void;
  resume(id: number): void;
  cancel(id: number): void;
  /** Forgets the finished, failed and cancelled tasks. */
  clearFinished(): void;
}

/**
 * Tracks any number of uploads, one state entry per file, updated from the handle's events.
 * Uploads still running when the component unmounts are cancelled.
 */
export function useUpload(uploader: Pick<Uploader, "upload">): UseUpload {
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const handles = useRef(new Map<number, UploadHandle>());
  const nextId = useRef(1);

  const patch = useCallback((id: number, change: Partial<UploadTask>) => {
    setTasks((all) => all.map((task) => (task.id === id ? { ...task, ...change } : task)));
  }, []);

  const start = useCallback(
    (file: File, options: UploadOptions) => {
      const id = nextId.current++;
      const handle = uploader.upload(file, options);
      handles.current.set(id, handle);
      setTasks((all) => [
        ...all,
        {
          id,
          fileName: file.name,
          type: options.type,
          status: handle.status,
          progress: handle.progress,
        },
      ]);
      handle.onProgress((progress) => patch(id, { progress }));
      handle.onStatus((status) => patch(id, { status }));
      handle.result.then(
        (result) => patch(id, { result, status: "done" }),
        (error: unknown) =>
          patch(id, {
            status: handle.status,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
      return handle.result;
    },
    [uploader, patch],
  );

  useEffect(() => {
    const owned = handles.current;
    return () => {
      for (const handle of owned.values()) handle.cancel();
    };
  }, []);

  return {
    tasks,
    start,
    pause: useCallback((id: number) => handles.current.get(id)?.pause(), []),
    resume: useCallback((id: number) => handles.current.get(id)?.resume(), []),
    cancel: useCallback((id: number) => handles.current.get(id)?.cancel(), []),
    clearFinished: useCallback(() => {
      setTasks((all) => {
        const keep = all.filter((task) => task.status === "running" || task.status === "paused");
        for (const task of all) if (!keep.includes(task)) handles.current.delete(task.id);
        return keep;
      });
    }, []),
  };
}
