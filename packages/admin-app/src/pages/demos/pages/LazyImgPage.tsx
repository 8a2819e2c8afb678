import { Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { DemoPage } from "../DemoPage";
import { demoPicture } from "./demoPictures";
import { usePagesTranslation } from "./usePagesTranslation";

const COUNT = 40;

/** A picture that gets its address only when it comes within 200 px of the viewport. */
function LazyPicture({ index, onLoad, label }: { index: number; onLoad(): void; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = frame.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div
      ref={frame}
      style={{ height: 180, background: "#f0f0f0", borderRadius: 8, overflow: "hidden" }}
    >
      {near && (
        <img
          alt={label}
          src={demoPicture(index, 320, 180)}
          onLoad={onLoad}
          style={{ width: "100%", height: "100%", objectFit: "cover" }}
        />
      )}
    </div>
  );
}

/** /pages/lazyImg: forty pictures, each fetched only as it scrolls into view. */
export default function LazyImgPage() {
  const { t } = usePagesTranslation();
  const [loaded, setLoaded] = useState(0);
  return (
    <DemoPage intro={t("demos.pages.lazyImgIntro")}>
      <Typography.Text
        strong
        role="status"
        style={{ position: "sticky", top: 0, zIndex: 1, background: "#fff" }}
      >
        {t("demos.pages.lazyLoaded", { loaded, total: COUNT })}
      </Typography.Text>
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
          gap: 12,
          marginTop: 12,
        }}
      >
        {Array.from({ length: COUNT }, (_, index) => (
          <LazyPicture
            // biome-ignore lint/suspicious/noArrayIndexKey: the pictures are numbered by position
            key={index}
            index={index}
            label={t("demos.pages.pictureN", { n: index + 1 })}
            onLoad={() => setLoaded((value) => value + 1)}
          />
        ))}
      </div>
    </DemoPage>
  );
}
