/**
 * The demo store (issue 13): nine products drawn for the town (web/public/merch), priced in USD, GBP and
 * EUR. Safe to run on every start: a product already there (by slug) is left as the operator made it.
 * One is sold out, one has no EUR price, one is for collection holders, two come with a wearable.
 */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { shopPrices, shopProducts, shopVariants, traits } from '../schema/index.ts';
import type { Currency } from '../../domain/shop.ts';
import type { HolderRule } from '../../domain/shop-rules.ts';

type Prices = Partial<Record<Currency, number>>;

interface DemoVariant {
  title: string;
  stock: number;
  image?: string;
  prices?: Prices;
}

interface DemoProduct {
  slug: string;
  title: string;
  description: string;
  image: string;
  prices: Prices;
  variants: DemoVariant[];
  holderRule?: HolderRule;
  /** The catalogue name of the wearable a paid order brings. */
  wearable?: string;
}

const sizes = (stock: number[]): DemoVariant[] => ['S', 'M', 'L', 'XL'].map((title, i) => ({ title, stock: stock[i] ?? 0 }));

export const demoShop: DemoProduct[] = [
  {
    slug: 'lantern-tee',
    title: 'Lantern Tee',
    description: 'Soft cotton tee with the lantern-lit square on the front. Comes with the Tinker Tee for your explorer.',
    image: '/merch/tee.svg',
    prices: { USD: 2800, GBP: 2200, EUR: 2600 },
    variants: sizes([6, 12, 9, 4]),
    wearable: 'nell-shirt',
  },
  {
    slug: 'cosy-town-hoodie',
    title: 'Cosy Town Hoodie',
    description: 'A thick, warm hoodie for evenings by the pond. For holders of a town collection.',
    image: '/merch/hoodie.svg',
    prices: { USD: 5400, GBP: 4400, EUR: 5000 },
    variants: sizes([5, 8, 8, 3]),
    holderRule: { kind: 'collection', collection: 'ANY' },
    wearable: 'hoodie',
  },
  {
    slug: 'acorn-cap',
    title: 'Acorn Cap',
    description: 'Six-panel cap with a stitched acorn, in two colours.',
    image: '/merch/cap-moss.svg',
    prices: { USD: 2200, GBP: 1800, EUR: 2000 },
    variants: [
      { title: 'Moss', stock: 10, image: '/merch/cap-moss.svg' },
      { title: 'Sky', stock: 7, image: '/merch/cap-sky.svg' },
    ],
  },
  {
    slug: 'pond-frog-plush',
    title: 'Pond Frog Plush',
    description: 'The frog from the fishing spot, now small enough to hug.',
    image: '/merch/plush-frog.svg',
    prices: { USD: 2400, GBP: 1900, EUR: 2200 },
    variants: [{ title: 'Standard', stock: 14 }],
  },
  {
    slug: 'chirpy-bird-plush',
    title: 'Chirpy Bird Plush',
    description: 'A round little bird that chirps when squeezed. Only a few left.',
    image: '/merch/plush-bird.svg',
    prices: { USD: 2400, GBP: 1900, EUR: 2200 },
    variants: [{ title: 'Standard', stock: 3 }],
  },
  {
    slug: 'town-sticker-sheet',
    title: 'Town Sticker Sheet',
    description: 'Twelve stickers of the town and its creatures. Sold in the UK and the US only.',
    image: '/merch/stickers.svg',
    prices: { USD: 600, GBP: 500 },
    variants: [{ title: 'Standard', stock: 40 }],
  },
  {
    slug: 'workshop-mug',
    title: 'Workshop Mug',
    description: 'Stoneware mug from the workshop kiln, in cream or night blue.',
    image: '/merch/mug.svg',
    prices: { USD: 1800, GBP: 1400, EUR: 1600 },
    variants: [
      { title: 'Cream', stock: 9 },
      { title: 'Night', stock: 2 },
    ],
  },
  {
    slug: 'market-tote',
    title: 'Market Tote',
    description: 'Sturdy canvas tote for market day.',
    image: '/merch/tote.svg',
    prices: { USD: 2000, GBP: 1600, EUR: 1800 },
    variants: [{ title: 'Standard', stock: 11 }],
  },
  {
    slug: 'enamel-pin-set',
    title: 'Enamel Pin Set',
    description: 'Four enamel pins: lantern, acorn, frog and key. Sold out until the next batch.',
    image: '/merch/pin-set.svg',
    prices: { USD: 1500, GBP: 1200, EUR: 1400 },
    variants: [{ title: 'Standard', stock: 0 }],
  },
];

/** Adds the demo products that are not there yet (by slug); never changes one that is. */
export async function seedShop(db: Db): Promise<void> {
  const wearableNames = demoShop.map((p) => p.wearable).filter((n): n is string => n !== undefined);
  const wearables = new Map(
    (await db.select({ id: traits.id, name: traits.name }).from(traits).where(and(inArray(traits.name, wearableNames), inArray(traits.type, ['NONE', 'EXPLORER'])))).map((t) => [t.name, t.id]),
  );
  for (const [order, product] of demoShop.entries()) {
    const [inserted] = await db
      .insert(shopProducts)
      .values({
        slug: product.slug,
        title: product.title,
        description: product.description,
        image: product.image,
        holder_rule: product.holderRule ?? null,
        wearable_trait_id: product.wearable ? (wearables.get(product.wearable) ?? null) : null,
        sort_order: order,
      })
      .onConflictDoNothing({ target: shopProducts.slug })
      .returning({ id: shopProducts.id });
    if (!inserted) continue;
    for (const [i, variant] of product.variants.entries()) {
      const [row] = await db
        .insert(shopVariants)
        .values({ product_id: inserted.id, title: variant.title, image: variant.image ?? null, stock: variant.stock, sort_order: i })
        .returning({ id: shopVariants.id });
      const prices = Object.entries(variant.prices ?? product.prices) as Array<[Currency, number]>;
      await db.insert(shopPrices).values(prices.map(([currency, amount]) => ({ variant_id: row!.id, currency, amount_minor: amount })));
    }
  }
}

