import { FormModulePreview } from "./FormModulePreview";
import { NoteCardPreview } from "./NoteCardPreview";
import { ProductListPreview } from "./ProductListPreview";
import { PageIdContext } from "./render-surface";
import { SHOP_BLUE } from "./shop-blue";
import { SHOP_GREEN } from "./shop-green";
import { SHOP_RED } from "./shop-red";
import { StoryPhone, sampleImage } from "./story-phone";
import { propsOf } from "./story-props";

export default { title: "Editor/Previews/Business components" };

const products = ["#ffcdd2", "#c8e6c9", "#bbdefb", "#fff9c4", "#d1c4e9", "#ffe0b2"].map(
  (colour, i) => ({
    coverUrl: sampleImage(colour),
    name: `春季新品 ${i + 1} 号，透气轻薄`,
    introduce: "限时特惠",
    price: 39 + i * 10,
  }),
);
const list = (caption: string, props: Record<string, unknown>) => (
  <StoryPhone caption={caption}>
    <ProductListPreview
      id={caption}
      locale="zh-cn"
      props={propsOf("listswitching", { imageList: products, ...props })}
    />
  </StoryPhone>
);

export const ProductsDemo = () => (
  <StoryPhone caption="product list with no product chosen (demo products)">
    <ProductListPreview locale="zh-cn" props={propsOf("listswitching")} />
  </StoryPhone>
);
export const ProductsBigImage = () => list("layout 0, big image", { commodityType: 0 });
export const ProductsTwoPerRow = () => list("layout 1, two per row", { commodityType: 1 });
export const ProductsThreePerRow = () => list("layout 2, three per row", { commodityType: 2 });
export const ProductsDetailedList = () => list("layout 3, detailed list", { commodityType: 3 });
export const ProductsOneBigTwoSmall = () =>
  list("layout 4, one big two small", { commodityType: 4 });
export const ProductsHorizontalScroll = () =>
  list("layout 5, horizontal scroll", { commodityType: 5 });
export const ProductsCardStyles = () => (
  <>
    {[0, 1, 2, 3].map((style) => (
      <StoryPhone key={style} caption={`card style ${style}`}>
        <ProductListPreview
          locale="zh-cn"
          props={propsOf("listswitching", {
            imageList: products.slice(0, 2),
            commodityType: 1,
            moditystyle: style,
            borderRadius: 8,
          })}
        />
      </StoryPhone>
    ))}
  </>
);
export const ProductsPurchaseButtons = () => (
  <>
    {[0, 1, 2, 3, 4, 5, 6, 7].map((type) => (
      <StoryPhone key={type} caption={`purchase button style ${type}`}>
        <ProductListPreview
          locale="zh-cn"
          props={propsOf("listswitching", {
            imageList: products.slice(0, 2),
            commodityType: 1,
            purchasebuttonType: type,
          })}
        />
      </StoryPhone>
    ))}
  </>
);
export const ProductsCornerMarks = () => (
  <>
    {[0, 1, 2, 3].map((mark) => (
      <StoryPhone key={mark} caption={`corner mark ${mark} at position ${mark}`}>
        <ProductListPreview
          locale="zh-cn"
          props={propsOf("listswitching", {
            imageList: products.slice(0, 2),
            commodityType: 1,
            commoditycornertype: mark,
            tagPosition: mark,
            // The shop's own accents, each readable under the mark's white text (shop-accents.test).
            commodityTagColor: [SHOP_GREEN, SHOP_RED, SHOP_BLUE, "#c2410c"][mark],
          })}
        />
      </StoryPhone>
    ))}
  </>
);
export const ProductsWithoutPriceOrButton = () =>
  list("no price, no purchase button, no corner mark, centred, bold", {
    commodityType: 1,
    priceofcommodity: false,
    purchasebutton: false,
    commoditycorner: false,
    positions: "center",
    textWeight: 600,
  });
export const ProductsMarginsRadiusMore = () =>
  list("margins 20, radius 30, more link, background image", {
    commodityType: 1,
    pageMargin: 20,
    commodityMargin: 20,
    borderRadius: 30,
    showMore: true,
    bgImg: sampleImage("#fce4ec"),
  });
export const ProductsTabbedGroups = () =>
  list("list type 1, tabbed groups (tab colour orange)", {
    commoditylisttype: 1,
    commodityType: 1,
    commoditylisttypetab: [
      { text: "上新", imageList: products.slice(0, 2) },
      { text: "热卖", imageList: products.slice(2, 6) },
    ],
  });
export const ProductsSideTabs = () =>
  list("list type 2, tabs at the side", {
    commoditylisttype: 2,
    commodityType: 3,
    tabColor: "#ee0a24",
    commoditylisttypetab: [
      { text: "上新", imageList: products.slice(0, 2) },
      { text: "热卖", imageList: products.slice(2, 4) },
      { text: "清仓", imageList: [] },
    ],
  });

const notes = ["#b2dfdb", "#f8bbd0", "#d7ccc8", "#c5cae9"].map((colour, i) => ({
  src: sampleImage(colour),
  text: `周末好去处 ${i + 1}：城市里的小众公园`,
  readingNumber: 120 + i,
  praisePoints: 8 + i,
  linktype: "10",
  http: {},
}));
const noteCard = (caption: string, props: Record<string, unknown>) => (
  <StoryPhone caption={caption}>
    <NoteCardPreview
      locale="zh-cn"
      props={propsOf("storenotecard", { name: "精选文章", imageList: notes, ...props })}
    />
  </StoryPhone>
);
export const NotesBigImage = () => noteCard("note card layout 0, big image", { commodityType: 0 });
export const NotesTwoPerRow = () =>
  noteCard("note card layout 1, two per row", { commodityType: 1 });
export const NotesHorizontalScroll = () =>
  noteCard("note card layout 2, horizontal scroll", { commodityType: 2 });
export const NotesOneBigTwoSmall = () =>
  noteCard("note card layout 3, one big two small", { commodityType: 3 });
export const NotesDetailedList = () =>
  noteCard("note card layout 4, detailed list", { commodityType: 4 });
export const NotesTitleOnTopCardStyle = () =>
  noteCard("title on top, card style 1, radius 12", {
    commodityType: 1,
    positions: "top",
    moditystyle: 1,
    borderRadius: 12,
  });
export const NotesWithoutExtras = () =>
  noteCard("no label, reading count, likes or more links", {
    noteLabels: false,
    readingNumber: false,
    praisePoints: false,
    viewMore1: false,
    viewMore2: false,
  });
export const NotesDemo = () => (
  <StoryPhone caption="note card with no note (demo notes)">
    <NoteCardPreview locale="zh-cn" props={propsOf("storenotecard")} />
  </StoryPhone>
);

const questions = [
  { type: 0, name: "姓名", required: true },
  { type: 1, name: "城市", value1: "上海#深圳#北京" },
  { type: 2, name: "人数", value1: "1#2#3", required: true },
  { type: 3, name: "兴趣", value1: "美食#旅行#运动" },
];
export const FormInEditor = () => (
  <StoryPhone caption="form module in the editor: 4 question types, required marks">
    <FormModulePreview
      id="form"
      locale="zh-cn"
      props={propsOf("investigate", { title: "活动报名", jsonData: questions })}
    />
  </StoryPhone>
);
export const FormEmpty = () => (
  <StoryPhone caption="form module with no question yet">
    <FormModulePreview id="form" locale="zh-cn" props={propsOf("investigate")} />
  </StoryPhone>
);
export const FormPublished = () => (
  <StoryPhone caption="form module on published page 42: a real form" surface="static-page">
    <PageIdContext.Provider value="42">
      <FormModulePreview
        id="form"
        locale="zh-cn"
        props={propsOf("investigate", { title: "活动报名", jsonData: questions })}
      />
    </PageIdContext.Provider>
  </StoryPhone>
);
