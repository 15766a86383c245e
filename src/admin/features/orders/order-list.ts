/** GET /api/admin/orders as the admin reads it: one day's orders, newest first, and how many. */
import { z } from 'zod';
import { OrderSchema } from '../../../domain/orders/order.ts';

export const OrderListSchema = z.object({ items: OrderSchema.array(), total: z.number().int() });

export const ordersPath = (date: string): string => `/api/admin/orders?date=${encodeURIComponent(date)}`;
