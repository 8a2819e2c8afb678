import { Button, Input, Menu, Pagination, Space } from "antd";
import { useState } from "react";
import type { MediaCategory } from "./media-api";
import { type MediaLocale, mediaText } from "./media-text";

export const CATEGORY_PAGE_SIZE = 10;

export interface CategoryPanelProps {
  locale: MediaLocale;
  categories: MediaCategory[];
  total: number;
  page: number;
  /** 0 is the all-categories entry. */
  selectedId: number;
  onSelect(id: number): void;
  onPageChange(page: number): void;
  onSearch(keyword: string): void;
  /** Resolves once the category exists. */
  onAdd(title: string): Promise<void>;
  /** Shown when the keyword box is empty on add. */
  onKeywordMissing(): void;
}

/** The left column: categories with the all entry, a keyword box to add or search, a small pager. */
export function CategoryPanel(props: CategoryPanelProps) {
  const { locale } = props;
  const [keyword, setKeyword] = useState("");
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const title = keyword.trim();
    if (!title) return props.onKeywordMissing();
    setAdding(true);
    try {
      await props.onAdd(title);
      setKeyword("");
    } finally {
      setAdding(false);
    }
  };

  const items = [
    { key: "0", label: mediaText(locale, "library.allCategories") },
    ...props.categories.map((category) => ({ key: String(category.id), label: category.title })),
  ];
  return (
    <nav aria-label={mediaText(locale, "library.categories")} className="vt-media-categories">
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[String(props.selectedId)]}
        onClick={({ key }) => props.onSelect(Number(key))}
        className="vt-media-categories__menu"
      />
      <Space.Compact className="vt-media-categories__row" block>
        <Input
          size="small"
          value={keyword}
          maxLength={50}
          placeholder={mediaText(locale, "library.keywordPlaceholder")}
          aria-label={mediaText(locale, "library.keywordPlaceholder")}
          onChange={(event) => setKeyword(event.target.value)}
          onPressEnter={() => props.onSearch(keyword.trim())}
        />
      </Space.Compact>
      <Space size="small" className="vt-media-categories__row">
        <Button size="small" type="primary" loading={adding} onClick={add}>
          {mediaText(locale, "library.addCategory")}
        </Button>
        <Button size="small" onClick={() => props.onSearch(keyword.trim())}>
          {mediaText(locale, "library.searchCategory")}
        </Button>
      </Space>
      <Pagination
        simple
        size="small"
        className="vt-media-categories__row"
        current={props.page}
        pageSize={CATEGORY_PAGE_SIZE}
        total={props.total}
        onChange={props.onPageChange}
      />
    </nav>
  );
}
