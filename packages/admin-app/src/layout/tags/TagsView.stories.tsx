import { useMemo } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { type TagView, tagVisited } from "../../store/tagsSlice";
import { LayoutProviders, layoutStore } from "../storyFixtures";
import { TagsView } from "./TagsView";

export default { title: "Admin/Layout/TagsView" };

const TAGS: TagView[] = [
  { path: "/home", title: "router.home", query: {}, params: {}, isAffix: true, isKeepAlive: false },
  {
    path: "/system/user",
    title: "router.systemUser",
    query: {},
    params: {},
    isAffix: false,
    isKeepAlive: true,
  },
  {
    path: "/params/common/details",
    title: "router.info",
    // A per-language name from the query, as a details page opened from a list would carry.
    query: {
      id: "7",
      tagsViewName: JSON.stringify({ "zh-cn": "订单 7", en: "Order 7", "zh-tw": "訂單 7" }),
    },
    params: {},
    isAffix: false,
    isKeepAlive: false,
  },
];

function Bar({ language }: { language?: "en" }) {
  const store = useMemo(() => {
    const created = layoutStore();
    for (const tag of TAGS) created.dispatch(tagVisited(tag));
    return created;
  }, []);
  const router = useMemo(
    () =>
      createMemoryRouter([{ path: "*", element: <TagsView /> }], {
        initialEntries: ["/system/user"],
      }),
    [],
  );
  return (
    <LayoutProviders store={store} language={language}>
      <RouterProvider router={router} />
    </LayoutProviders>
  );
}

export const ThreeTags = () => <Bar />;
export const ThreeTagsInEnglish = () => <Bar language="en" />;
