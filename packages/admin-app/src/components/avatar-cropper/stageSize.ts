/** The stage's pixels and the square window framed on it; the previews' sides. */
export const STAGE = 400;
export const WINDOW = 300;
export const PREVIEWS = [100, 50] as const;

/** A viewport point as a stage point (the canvas may be drawn at another size than its pixels). */
export function stagePoint(canvas: HTMLCanvasElement, clientX: number, clientY: number) {
  const rect = canvas.getBoundingClientRect();
  const ratio = STAGE / (rect.width || STAGE);
  return { x: (clientX - rect.left) * ratio, y: (clientY - rect.top) * ratio };
}
