import type { HttpClient } from "../../../api/http";
import { UiProviders } from "../../../components/UiProviders";
import { createI18n } from "../../../i18n";
import { AnalyticsRangePicker } from "./AnalyticsRangePicker";
import { TopPagesCard } from "./TopPagesCard";

export default { title: "Admin/Analytics" };

/** A stand-in server: the same pages whatever days are asked, answered over those days. */
function storyHttp(pages: unknown[]): HttpClient {
  const answer = async <T,>(_path: string, params: { from?: string; to?: string } = {}) =>
    ({ from: params.from ?? "2026-11-02", to: params.to ?? "2026-12-01", pages }) as T;
  return { get: answer, post: answer, request: answer, download: answer } as unknown as HttpClient;
}

const visited = [
  { id: 7, name: "春季上新", views: 10000, visitors: 200, conversions: 40 },
  { id: 3, name: "首页", views: 900, visitors: 31, conversions: 0 },
];

export const TopPages = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <div style={{ maxWidth: 560 }}>
      <TopPagesCard http={storyHttp(visited)} />
    </div>
  </UiProviders>
);

export const TopPagesEmptyEnglish = () => (
  <UiProviders i18n={createI18n({ language: "en" })}>
    <div style={{ maxWidth: 560 }}>
      <TopPagesCard http={storyHttp([])} />
    </div>
  </UiProviders>
);

export const RangePicker = () => (
  <UiProviders i18n={createI18n({ language: "zh-tw" })}>
    <AnalyticsRangePicker
      shown={{ from: "2026-11-24", to: "2026-11-30" }}
      onChange={(range) => console.info("range", range)}
    />
  </UiProviders>
);
