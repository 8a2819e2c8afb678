import { Button } from "antd";
import { useState } from "react";
import { DemoPage } from "../DemoPage";
import { demoHeight, demoPicture } from "./demoPictures";
import { usePagesTranslation } from "./usePagesTranslation";

const PAGE = 12;

/**
 * /pages/waterfall: a masonry list. CSS columns place each picture under the shortest column's
 * previous one without measuring anything in script; "load more" appends the next twelve.
 */
export default function WaterfallPage() {
  const { t } = usePagesTranslation();
  const [count, setCount] = useState(PAGE);
  return (
    <DemoPage intro={t("demos.pages.waterfallIntro")}>
      <div style={{ columnWidth: 220, columnGap: 12 }} data-testid="waterfall">
        {Array.from({ length: count }, (_, index) => (
          <figure
            // biome-ignore lint/suspicious/noArrayIndexKey: the pictures are numbered by position
            key={index}
            style={{
              breakInside: "avoid",
              margin: "0 0 12px",
              background: "#fff",
              borderRadius: 8,
              overflow: "hidden",
            }}
          >
            <img
              alt=""
              src={demoPicture(index, 300, demoHeight(index))}
              style={{ width: "100%", display: "block" }}
            />
            <figcaption style={{ padding: 8 }}>
              {t("demos.pages.pictureN", { n: index + 1 })}
            </figcaption>
          </figure>
        ))}
      </div>
      <Button disabled={count >= 60} onClick={() => setCount((value) => value + PAGE)}>
        {count >= 60 ? t("demos.pages.noMore") : t("demos.pages.loadMore")}
      </Button>
    </DemoPage>
  );
}
