/**
 * Search settings for option lists: antd matches typed text against an option's `value` unless
 * told otherwise, and our values are ids, so typing a role or dictionary label would find nothing.
 */
export const SEARCH_BY_LABEL = { optionFilterProp: "label" } as const;
