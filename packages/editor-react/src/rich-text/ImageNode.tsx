import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";
import type { JSX } from "react";

type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** An inline image in the rich text; it round-trips through HTML as <img src alt>. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return "vitrine-image";
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  static override importDOM(): DOMConversionMap {
    return {
      img: () => ({
        conversion: (element) => {
          const img = element as HTMLImageElement;
          return {
            node: $createImageNode(img.getAttribute("src") ?? "", img.getAttribute("alt") ?? ""),
          };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt = "", key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      type: "vitrine-image",
      version: 1,
      src: this.__src,
      alt: this.__alt,
    };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement("img");
    img.setAttribute("src", this.__src);
    if (this.__alt) img.setAttribute("alt", this.__alt);
    img.setAttribute("style", "max-width:100%");
    return { element: img };
  }

  override createDOM(): HTMLElement {
    return document.createElement("span");
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} style={{ maxWidth: "100%" }} />;
  }
}

export function $createImageNode(src: string, alt = ""): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}
