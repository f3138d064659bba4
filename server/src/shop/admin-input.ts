/** Request bodies of the admin's store routes; unknown fields are refused so a typo never passes silently. */
import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, ORDER_STATUSES, type Currency } from '../../../domain/shop.ts';
import { HOLDER_COLLECTIONS, type HolderCollection } from '../../../domain/shop-rules.ts';
import { imageUrl } from '../admin/input.ts';
import { plain } from './input.ts';
import { toMinor } from './money.ts';

const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(plain, `${name} must not hold control characters`);

const id = (name: string) => z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).positive(`${name} must be positive`).max(2 ** 31 - 1);

const price = (currency: Currency) =>
  z
    .string({ error: `prices.${currency} must be text like "28.00"` })
    .refine((v) => toMinor(v) !== null, `prices.${currency} must be a price like "28.00" (more than 0, at most 100000)`)
    .transform((v) => toMinor(v)!);

/** A price per currency; the default currency's is required when a variant is made. */
const prices = z.object(Object.fromEntries(CURRENCY_CODES.map((c) => [c, price(c).optional()])) as Record<Currency, z.ZodOptional<ReturnType<typeof price>>>, {
  error: (issue) => (issue.code === 'invalid_type' ? 'prices must be an object like { "USD": "28.00" }' : undefined),
}).strict();

/** A change of prices: a currency set to null loses its price (never the default currency). */
const priceChanges = z
  .object(Object.fromEntries(CURRENCY_CODES.map((c) => [c, price(c).nullable().optional()])) as Record<Currency, z.ZodOptional<z.ZodNullable<ReturnType<typeof price>>>>)
  .strict()
  .refine((v) => v[DEFAULT_CURRENCY] !== null, `prices.${DEFAULT_CURRENCY} cannot be removed: every variant has a ${DEFAULT_CURRENCY} price`);

export const holderRule = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('collection'), collection: z.enum(Object.keys(HOLDER_COLLECTIONS) as [HolderCollection, ...HolderCollection[]], { error: `collection must be one of ${Object.keys(HOLDER_COLLECTIONS).join(', ')}` }) }).strict(),
    z.object({ kind: z.literal('wearable'), traitId: id('holderRule.traitId') }).strict(),
    z.object({ kind: z.literal('coolscore'), min: z.number({ error: 'holderRule.min must be a number' }).int('holderRule.min must be a whole number').min(1, 'holderRule.min must be at least 1').max(10_000_000) }).strict(),
  ],
  { error: 'holderRule must be { kind: collection | wearable | coolscore, ... }' },
);

const stock = z.number({ error: 'stock must be a number' }).int('stock must be a whole number').min(0, 'stock must be 0 or more').max(1_000_000, 'stock must be at most 1000000');
const sortOrder = z.number({ error: 'sortOrder must be a number' }).int('sortOrder must be a whole number').min(-1_000_000).max(1_000_000);
const hidden = z.boolean({ error: 'hidden must be true or false' });

export const variantCreateBody = z
  .object({
    title: text('title', 60),
    image: imageUrl('image').optional(),
    stock,
    prices: prices.refine((v) => v[DEFAULT_CURRENCY] !== undefined, `prices.${DEFAULT_CURRENCY} is required`),
    hidden: hidden.optional(),
    sortOrder: sortOrder.optional(),
  })
  .strict();

export const variantUpdateBody = z
  .object({
    title: text('title', 60).optional(),
    image: imageUrl('image').nullable().optional(),
    stock: stock.optional(),
    prices: priceChanges.optional(),
    hidden: hidden.optional(),
    sortOrder: sortOrder.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give at least one of title, image, stock, prices, hidden, sortOrder');

const productFields = {
  title: text('title', 120),
  description: z.string({ error: 'description must be text' }).trim().max(2000, 'description must be at most 2000 characters').refine((v) => plain(v.replace(/\n/g, ' ')), 'description must not hold control characters'),
  image: imageUrl('image'),
  holderRule: holderRule.nullable(),
  wearableTraitId: id('wearableTraitId').nullable(),
  hidden,
  sortOrder,
};

export const productCreateBody = z
  .object({
    slug: z.string({ error: 'slug must be text' }).regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'slug must be lower-case letters, digits and dashes').optional(),
    title: productFields.title,
    description: productFields.description.default(''),
    image: productFields.image,
    holderRule: productFields.holderRule.optional(),
    wearableTraitId: productFields.wearableTraitId.optional(),
    hidden: hidden.optional(),
    sortOrder: sortOrder.optional(),
    variants: z.array(variantCreateBody, { error: 'variants must be a list' }).min(1, 'a product needs at least one variant').max(50, 'at most 50 variants'),
  })
  .strict();

export const productUpdateBody = z
  .object({
    title: productFields.title.optional(),
    description: productFields.description.optional(),
    image: productFields.image.optional(),
    holderRule: productFields.holderRule.optional(),
    wearableTraitId: productFields.wearableTraitId.optional(),
    hidden: hidden.optional(),
    sortOrder: sortOrder.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give at least one of title, description, image, holderRule, wearableTraitId, hidden, sortOrder');

export const ordersQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(100),
});

export const instructionsBody = z
  .object({
    instructions: z
      .string({ error: 'instructions must be text' })
      .trim()
      .min(1, 'instructions is required')
      .max(2000, 'instructions must be at most 2000 characters')
      .refine((v) => plain(v.replace(/\n/g, ' ')), 'instructions must not hold control characters'),
  })
  .strict();

export type ProductCreate = z.infer<typeof productCreateBody>;
export type ProductUpdate = z.infer<typeof productUpdateBody>;
export type VariantCreate = z.infer<typeof variantCreateBody>;
export type VariantUpdate = z.infer<typeof variantUpdateBody>;
