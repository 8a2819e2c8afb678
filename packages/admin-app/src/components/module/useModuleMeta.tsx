import { Button, Result } from "antd";
import { useEffect, useState } from "react";
import { currentLanguage } from "../../i18n";
import type { ModuleApi } from "./moduleApi";
import { useModuleTranslation } from "./moduleTexts";
import type { ModuleMeta } from "./moduleTypes";

/**
 * A module's meta, asked again when the interface language changes (labels and option names come
 * translated) and on `retry`; `failed` once the call failed, so a page offers to try again instead
 * of loading forever.
 */
export function useModuleMeta(api: Pick<ModuleApi, "meta">) {
  const { i18n } = useModuleTranslation();
  const language = currentLanguage(i18n);
  const [meta, setMeta] = useState<ModuleMeta | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language means new labels; an attempt is a retry.
  useEffect(() => {
    let live = true;
    setMeta(null);
    setFailed(false);
    api.meta().then(
      (answer) => live && setMeta(answer),
      // The client has shown why.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, language, attempt]);
  return { meta, failed, retry: () => setAttempt((n) => n + 1) };
}

/** What a list shows when its module's meta could not be loaded. */
export function MetaLoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useModuleTranslation();
  return (
    <Result
      status="warning"
      title={t("module.loadFailed")}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
