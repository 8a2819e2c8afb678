import { FeedbackImages } from "./FeedbackImages";

const square = (color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${color}"/></svg>`,
  )}`;

export default { title: "Feedback/FeedbackImages" };

export const NineImages = () => (
  <FeedbackImages
    urls={[
      "#e74c3c",
      "#3498db",
      "#2ecc71",
      "#f1c40f",
      "#9b59b6",
      "#1abc9c",
      "#e67e22",
      "#34495e",
      "#95a5a6",
    ].map(square)}
    emptyText="无图片"
  />
);

export const None = () => <FeedbackImages urls={[]} emptyText="无图片" />;

/** As the list's column draws them: three small thumbnails and how many more the preview holds. */
export const InAListRow = () => (
  <FeedbackImages
    urls={["#e74c3c", "#3498db", "#2ecc71", "#f1c40f", "#9b59b6"].map(square)}
    emptyText="-"
    size={32}
    max={3}
  />
);
