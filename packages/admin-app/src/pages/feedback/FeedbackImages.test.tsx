import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { FeedbackImages } from "./FeedbackImages";

const URLS = [1, 2, 3, 4, 5].map(
  (n) => `/uploads/image/2026/11/26/${String(n).repeat(32).slice(0, 32)}.png`,
);
const thumbnails = () =>
  screen.getAllByRole("img").filter((img) => URLS.includes(img.getAttribute("src") ?? ""));

describe("FeedbackImages", () => {
  it("draws every image as a thumbnail at the uploaded address", () => {
    renderWithProviders(<FeedbackImages urls={URLS} emptyText="无图片" />);
    expect(thumbnails().map((img) => img.getAttribute("src"))).toEqual(URLS);
  });

  it("in a list row draws a few and says how many more there are", () => {
    renderWithProviders(<FeedbackImages urls={URLS} emptyText="-" size={32} max={3} />);
    expect(thumbnails()).toHaveLength(3);
    expect(screen.getByText("+2")).toBeTruthy();
  });

  it("opens a preview that pages through all the images, the hidden ones too", async () => {
    renderWithProviders(<FeedbackImages urls={URLS} emptyText="-" size={32} max={3} />);
    await userEvent.click(thumbnails()[0]!);
    await waitFor(() => expect(document.querySelector(".ant-image-preview")).toBeTruthy());
    expect(document.body.textContent).toContain("1 / 5");
  });

  it("says so when there is none", () => {
    renderWithProviders(<FeedbackImages urls={[]} emptyText="无图片" />);
    expect(screen.getByText("无图片")).toBeTruthy();
  });
});
