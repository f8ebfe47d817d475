-- The data centre (issue 22) counts monthly pledges cancelled per month, so a cancellation needs
-- its time; older cancelled pledges get their newest charge's time, or their creation.
ALTER TABLE project_pledges ADD COLUMN cancelled_at INTEGER;
UPDATE project_pledges SET cancelled_at = COALESCE(
    (SELECT MAX(d.paid_at) FROM donations d WHERE d.pledge_id = project_pledges.id),
    created_at)
 WHERE status = 3;
-- The one aggregation reads paid donations by time, and tells sale proceeds by their order.
CREATE INDEX donations_paid ON donations(pay_status, paid_at);
CREATE INDEX sale_orders_order_no ON sale_orders(order_no);
