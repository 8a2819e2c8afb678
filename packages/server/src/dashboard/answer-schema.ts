import { type Static, type TSchema, Type } from "@sinclair/typebox";
import type {
  DashboardAttention,
  DashboardCharts,
  DashboardSummary,
  OrderDashboard,
} from "@vitrine/contract";
import { assertType, type Equals, okAnswer } from "../http/envelope-schema.js";

/**
 * The dashboard's answers as response schemas (issue 37): Fastify serialises them with the
 * compiled schema, which drops every key it does not name. Each schema is held equal to the
 * contract's type below, so a figure added to one side and not the other fails `tsc` instead of
 * vanishing from the answer the home and chart screens read.
 */
const Figure = Type.Number();
const Text = Type.String();
const Optional = <T extends TSchema>(schema: T) => Type.Optional(schema);

const PeriodFigures = Type.Object({
  today: Figure,
  yesterday: Figure,
  last30: Figure,
  previous30: Figure,
});
const OpenFigures = Type.Composite([PeriodFigures, Type.Object({ open: Figure, waiting: Figure })]);

const Summary = Type.Object({
  generatedAt: Text,
  timeZone: Text,
  newAppUsers: Optional(PeriodFigures),
  devicesSold: Optional(PeriodFigures),
  sales: Optional(PeriodFigures),
  salesSource: Optional(Type.Literal("deviceSales")),
  devicesOnline: Optional(Type.Object({ now: Figure, inService: Figure })),
  openSos: Optional(OpenFigures),
  openFeedback: Optional(OpenFigures),
});

const HourOnline = Type.Object({ hour: Text, online: Figure });
const Charts = Type.Object({
  generatedAt: Text,
  timeZone: Text,
  salesPerDay: Optional(
    Type.Array(Type.Object({ date: Text, count: Figure, amountCents: Figure })),
  ),
  onlineHourly: Optional(Type.Array(HourOnline)),
  onlineThisHour: Optional(HourOnline),
  devicesByModel: Optional(Type.Array(Type.Object({ model: Text, count: Figure }))),
  devicesByState: Optional(Type.Array(Type.Object({ state: Text, count: Figure }))),
  devicesByProvince: Optional(Type.Array(Type.Object({ province: Text, count: Figure }))),
});

/** A list of the oldest or most urgent items and how many there are in all. */
const Listed = <T extends TSchema>(item: T) =>
  Type.Object({ total: Figure, items: Type.Array(item) });
const Attention = Type.Object({
  sos: Optional(
    Listed(Type.Object({ id: Figure, deviceId: Figure, serial: Text, raisedAt: Text })),
  ),
  feedback: Optional(
    Listed(Type.Object({ id: Figure, excerpt: Text, status: Text, createdAt: Text })),
  ),
  lowStock: Optional(
    Type.Composite([
      Type.Object({ threshold: Figure }),
      Listed(Type.Object({ id: Figure, name: Text, stock: Figure })),
    ]),
  ),
});

const OrderFigures = Type.Object({
  salesCents: Figure,
  orders: Figure,
  payingShoppers: Figure,
  averageOrderCents: Figure,
  refunds: Figure,
  refundCents: Figure,
});
const Orders = Type.Object({
  generatedAt: Text,
  timeZone: Text,
  today: OrderFigures,
  yesterday: OrderFigures,
  thisMonth: OrderFigures,
  last7: OrderFigures,
  last30: OrderFigures,
  perDay: Type.Array(Type.Composite([Type.Object({ date: Text }), OrderFigures])),
});

assertType<Equals<Static<typeof Summary>, DashboardSummary>>();
assertType<Equals<Static<typeof Charts>, DashboardCharts>>();
assertType<Equals<Static<typeof Attention>, DashboardAttention>>();
assertType<Equals<Static<typeof Orders>, OrderDashboard>>();

export const summaryAnswer = okAnswer(Summary);
export const chartsAnswer = okAnswer(Charts);
export const attentionAnswer = okAnswer(Attention);
/** `orders` is absent for a user who may not open the order list. */
export const ordersAnswer = okAnswer(Type.Object({ orders: Optional(Orders) }));
