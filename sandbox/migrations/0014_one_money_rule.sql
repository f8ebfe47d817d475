-- Issue 40: a charity sale's proceeds are a donation of its project through channel 4 (义卖).
-- Rows written before were stored as channel 1 (直接捐款); they carry the sale orders' numbers.
UPDATE donations SET channel = 4
 WHERE subject = 'project' AND order_no IN (SELECT order_no FROM sale_orders);
