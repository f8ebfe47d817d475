// 成交订单 as the platform counts it (issue 40): every order that stands, the winner's unpaid
// order included, so an ended auction's 已成交 and its count tell one story; how many of them wait
// for payment is said beside the figure (proceeds count paid orders only).

/** The figure shown for 成交订单: `1（1 笔待付款）`, or the count alone when none waits. */
export function dealOrdersText(count: number, unpaid: number | undefined): string {
  return unpaid ? `${count}（${unpaid} 笔待付款）` : String(count);
}
