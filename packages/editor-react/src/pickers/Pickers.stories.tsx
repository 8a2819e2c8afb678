import { useState } from "react";
import { IconPicker } from "./IconPicker";
import { LinkPicker } from "./LinkPicker";
import { ProductPicker } from "./ProductPicker";
import { PickerFrame } from "./picker-frame";
import { sampleProductSource } from "./sample-products";
import type { PageSource, ProductItem } from "./sources";

export default { title: "Editor/Pickers" };

const samplePages: PageSource = {
  search: async (text) =>
    [
      { id: 1, name: "春季首页", url: "/api/page/public/1?format=html" },
      { id: 2, name: "会员中心", url: "/api/page/public/2?format=html" },
      { id: 3, name: "新品上市", url: "/api/page/public/3?format=html" },
    ].filter((page) => page.name.includes(text)),
};

function LinkStory({ initialType }: { initialType: string }) {
  const [type, setType] = useState(initialType);
  const [value, setValue] = useState<unknown>({});
  return (
    <PickerFrame pageSource={samplePages}>
      <div style={{ width: 340 }}>
        <LinkPicker
          label="链接"
          linkType={type}
          onLinkTypeChange={setType}
          value={value}
          onChange={setValue}
        />
        <pre>{JSON.stringify(value)}</pre>
      </div>
    </PickerFrame>
  );
}

export const LinkInternal = () => <LinkStory initialType="10" />;
export const LinkExternal = () => <LinkStory initialType="11" />;

export function Product() {
  const [chosen, setChosen] = useState<ProductItem[]>([]);
  const [open, setOpen] = useState(true);
  return (
    <PickerFrame productSource={sampleProductSource}>
      <button type="button" onClick={() => setOpen(true)}>
        选择商品 ({chosen.length})
      </button>
      {open && (
        <ProductPicker
          source={sampleProductSource}
          value={chosen}
          onConfirm={(items) => {
            setChosen(items);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </PickerFrame>
  );
}

export const ProductSearching = () => (
  <PickerFrame>
    <ProductPicker
      source={{ search: () => new Promise(() => {}) }}
      value={[]}
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  </PickerFrame>
);

export function Icon() {
  const [name, setName] = useState("House");
  return (
    <PickerFrame>
      <IconPicker value={name} onPick={setName} onClose={() => {}} />
    </PickerFrame>
  );
}

const failing = () => Promise.reject(new Error("offline"));
export const IconLoadFailure = () => (
  <PickerFrame>
    <IconPicker value="" onPick={() => {}} onClose={() => {}} load={failing} />
  </PickerFrame>
);
