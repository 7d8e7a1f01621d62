// Where an order can go next, and what each status is called on screen.
// pending → paid → shipped → delivered is the happy path; an order can be
// cancelled before it ships and refunded once money was taken. Nothing leaves
// cancelled, refunded or failed: those are ends (docs/product.md).

export const ORDER_STATUS_VALUES = ["pending", "paid", "shipped", "delivered", "cancelled", "refunded", "failed"] as const;

export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

/**
 * The statuses of a sale: an order that was paid for, whatever happened after
 * (a refunded one's refunds take it back out). The dashboard and its exports
 * count these (decision 0056).
 */
export const SALE_STATUSES = ["paid", "shipped", "delivered", "refunded"] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  failed: "Payment failed",
};

/** What an admin does to an order; each moves it to one status. */
export const ORDER_ACTIONS = ["ship", "deliver", "cancel", "refund"] as const;

export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_TARGETS: Record<OrderAction, OrderStatus> = {
  ship: "shipped",
  deliver: "delivered",
  cancel: "cancelled",
  refund: "refunded",
};

const NEXT: Record<OrderStatus, readonly OrderAction[]> = {
  pending: ["cancel"],
  paid: ["ship", "cancel", "refund"],
  shipped: ["deliver", "refund"],
  delivered: ["refund"],
  cancelled: [],
  refunded: [],
  failed: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUS_VALUES as readonly string[]).includes(value);
}

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === "string" && (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** The actions an admin may take on an order in this status, in the order the page offers them. */
export function allowedOrderActions(status: OrderStatus): readonly OrderAction[] {
  return NEXT[status];
}

export function canTakeOrderAction(status: OrderStatus, action: OrderAction): boolean {
  return NEXT[status].includes(action);
}

/**
 * Whether moving out of `from` gives money back: a paid, shipped or delivered
 * order was charged, so cancelling or refunding it refunds the charge; a
 * pending order never was.
 */
export function actionRefunds(from: OrderStatus, action: OrderAction): boolean {
  return (action === "cancel" || action === "refund") && (from === "paid" || from === "shipped" || from === "delivered");
}
