/**
 * The store's answers as zod schemas, for the OpenAPI document (http/describe.ts). Each is typed by the
 * contract's own type in domain/shop.ts, so the document cannot drift from what the routes answer.
 */
import { z } from 'zod';
import { CURRENCIES, ORDER_STATUSES, type Currency, type Order, type OrderLine, type ShopProduct, type ShopVariant } from '../../../domain/shop.ts';
import { HOLDER_COLLECTIONS, type HolderCollection } from '../../../domain/shop-rules.ts';

const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
const amount = z.string().regex(/^\d+\.\d{2}$/).meta({ description: 'A decimal amount with 2 places, e.g. "28.00"' });
const time = z.iso.datetime();

export const shopVariantSchema: z.ZodType<ShopVariant> = z.object({
  id: z.string().meta({ description: 'The variant id the cart sends back' }),
  title: z.string(),
  image: z.object({ src: z.string() }),
  price: z.object({ amount }).meta({ description: 'The USD price' }),
  quantityAvailable: z.number().int().min(0),
  detail: z.object({
    presentment_prices: z.array(z.object({ price: z.object({ currency_code: z.enum(CURRENCY_CODES), amount }) })).meta({ description: 'Every currency the variant is priced in; a missing one has no price' }),
  }),
});

export const shopProductSchema: z.ZodType<ShopProduct> = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    image: z.object({ src: z.string() }),
    holdersOnly: z.object({ label: z.string(), eligible: z.boolean() }).optional().meta({ description: 'Set when a holder rule limits who may buy it; eligible says whether the caller may' }),
    wearable: z.object({ id: z.number().int(), name: z.string() }).optional().meta({ description: 'The wearable a paid order of it brings' }),
    variants: z.array(shopVariantSchema),
  })
  .meta({ id: 'ShopProduct' });

const orderLineSchema: z.ZodType<OrderLine> = z.object({
  variantId: z.string(),
  productTitle: z.string(),
  variantTitle: z.string(),
  image: z.object({ src: z.string() }),
  quantity: z.number().int().min(1),
  unitPrice: amount,
  lineTotal: amount,
});

const orderFields = {
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  currencyCode: z.enum(CURRENCY_CODES),
  total: amount,
  lines: z.array(orderLineSchema),
  createdAt: time,
  expiresAt: time.nullable().meta({ description: 'When an unpaid order gives its stock back; null once it is not pending' }),
  paymentInstructions: z.string(),
};

export const orderSchema: z.ZodType<Order> = z.object(orderFields).meta({ id: 'Order' });

export const checkoutAnswerSchema = z.object({ webUrl: z.string().meta({ description: "Where the player pays: the built-in order's page (/shop/orders/<id>) or Shopify's checkout" }) });

const holderRuleSchema = z.union([
  z.object({ kind: z.literal('collection'), collection: z.enum(Object.keys(HOLDER_COLLECTIONS) as [HolderCollection, ...HolderCollection[]]) }),
  z.object({ kind: z.literal('wearable'), traitId: z.number().int() }),
  z.object({ kind: z.literal('coolscore'), min: z.number().int() }),
]);

/** A product as the admin sees it (admin-catalogue.ts adminProductView). */
export const adminProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    holderRule: holderRuleSchema.nullable(),
    holderLabel: z.string().nullable(),
    wearable: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    hidden: z.boolean(),
    sortOrder: z.number().int(),
    variants: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        image: z.string().nullable(),
        stock: z.number().int().min(0),
        hidden: z.boolean(),
        sortOrder: z.number().int(),
        prices: z.object(Object.fromEntries(CURRENCY_CODES.map((c) => [c, amount.optional()])) as Record<Currency, z.ZodOptional<typeof amount>>),
      }),
    ),
  })
  .meta({ id: 'AdminShopProduct' });

/** An order as the admin sees it: who placed it and when it moved. */
export const adminOrderSchema = z
  .object({
    ...orderFields,
    player: z.object({ wallet: z.string(), username: z.string(), email: z.string().nullable() }),
    paidAt: time.nullable(),
    fulfilledAt: time.nullable(),
    closedAt: time.nullable(),
  })
  .meta({ id: 'AdminShopOrder' });

export const movedOrderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  wallet: z.string(),
  chest: z.object({ id: z.number().int(), name: z.string(), traitIds: z.array(z.number().int()) }).nullable().meta({ description: "The chest a payment put the lines' wearables in" }),
  pushed: z.boolean().meta({ description: 'Whether the chest was announced to the player in real time' }),
});

export const instructionsSchema = z.object({
  instructions: z.string(),
  source: z.enum(['admin', 'settings']).meta({ description: "'admin': written through the admin API; 'settings': SHOP_PAYMENT_INSTRUCTIONS or the default" }),
});
