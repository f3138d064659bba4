/**
 * A local Storefront API for the Shopify store's tests: a real HTTP server on 127.0.0.1 that validates
 * every operation against Shopify's published Storefront schema (storefront.schema.json from
 * @shopify/hydrogen-react, built with buildClientSchema) and executes it against that schema over test
 * data. An operation Shopify would refuse is answered with its GraphQL errors and kept in `invalid`.
 */
import { readFileSync } from 'node:fs';
import { buildClientSchema, execute, Kind, parse, validate, type DocumentNode, type GraphQLSchema, type IntrospectionQuery, type OperationDefinitionNode } from 'graphql';

export const STOREFRONT_DOMAIN = 'town-merch.myshopify.com';
export const STOREFRONT_TOKEN = 'storefront-public-token-0123456789';
export const STOREFRONT_VERSION_PATH = '/api/2026-04/graphql.json';

type Country = 'US' | 'GB' | 'DE';

export interface TestVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  image?: string;
  /** The price each country's context shows; a country missing shows the shop's own currency (USD). */
  prices: Partial<Record<Country, { amount: string; currencyCode: string }>>;
}

export interface TestProduct {
  id: string;
  title: string;
  description: string;
  tags: string[];
  image: string | null;
  variants: TestVariant[];
}

let schema: GraphQLSchema | null = null;
/** Shopify's Storefront schema, as the package publishes it. */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const file = Bun.resolveSync('@shopify/hydrogen-react/storefront.schema.json', import.meta.dir);
    schema = buildClientSchema(JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery);
  }
  return schema;
}

/** The country of an operation's @inContext(country: ...), a literal or a variable. */
function contextCountry(document: DocumentNode, variables: Record<string, unknown>): Country {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const arg = operation?.directives?.find((d) => d.name.value === 'inContext')?.arguments?.find((a) => a.name.value === 'country');
  if (!arg) return 'US';
  if (arg.value.kind === Kind.VARIABLE) return variables[arg.value.name.value] as Country;
  return (arg.value.kind === Kind.ENUM ? arg.value.value : 'US') as Country;
}

export async function startStorefront(products: TestProduct[]) {
  const invalid: string[] = [];
  const operations: Array<{ name: string | undefined; country: Country; variables: Record<string, unknown> }> = [];
  const carts: Array<{ country: Country; lines: Array<{ merchandiseId: string; quantity: number }> }> = [];
  /** What the next request gets instead of an answer (a failing Shopify), or null. */
  let outage: number | null = null;
  /** The checkout address the next carts get in place of Shopify's own (a tampered answer), or null. */
  let checkoutOverride: string | null = null;

  const priceIn = (v: TestVariant, country: Country) => v.prices[country] ?? v.prices.US!;
  const root = {
    products: ({ first, after }: { first: number; after?: string | null }, ctx: { country: Country }) => {
      const start = after ? Number(after) : 0;
      const page = products.slice(start, start + first);
      return {
        pageInfo: { hasNextPage: start + first < products.length, endCursor: String(start + page.length) },
        nodes: page.map((p) => ({
          id: p.id,
          title: p.title,
          description: p.description,
          tags: p.tags,
          featuredImage: p.image ? { url: p.image } : null,
          variants: {
            nodes: p.variants.map((v) => ({
              id: v.id,
              title: v.title,
              availableForSale: v.availableForSale,
              quantityAvailable: v.quantityAvailable,
              image: v.image ? { url: v.image } : null,
              price: priceIn(v, ctx.country),
            })),
          },
        })),
      };
    },
    cartCreate: ({ input }: { input: { lines: Array<{ merchandiseId: string; quantity: number }> } }, ctx: { country: Country }) => {
      const variants = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v])));
      const short = input.lines.find((l) => {
        const v = variants.get(l.merchandiseId);
        return !v || (v.quantityAvailable !== null && v.quantityAvailable < l.quantity);
      });
      carts.push({ country: ctx.country, lines: input.lines });
      const n = carts.length;
      const total = input.lines.reduce((sum, l) => sum + Number(priceIn(variants.get(l.merchandiseId)!, ctx.country)?.amount ?? 0) * l.quantity, 0);
      return {
        cart: { id: `gid://shopify/Cart/c${n}`, checkoutUrl: checkoutOverride ?? `https://${STOREFRONT_DOMAIN}/cart/c/c${n}?key=k${n}`, cost: { totalAmount: { amount: total.toFixed(1), currencyCode: ctx.country === 'GB' ? 'GBP' : ctx.country === 'DE' ? 'EUR' : 'USD' } } },
        userErrors: [],
        warnings: short ? [{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 1 item was added to your cart due to availability.', target: short.merchandiseId }] : [],
      };
    },
  };

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      if (outage !== null) return new Response('unavailable', { status: outage });
      const path = new URL(req.url).pathname;
      if (req.method !== 'POST' || path !== STOREFRONT_VERSION_PATH) return new Response('not found', { status: 404 });
      if (req.headers.get('x-shopify-storefront-access-token') !== STOREFRONT_TOKEN) return Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
      const { query, variables = {} } = (await req.json()) as { query: string; variables?: Record<string, unknown> };
      let document: DocumentNode;
      try {
        document = parse(query);
      } catch (err) {
        invalid.push(`syntax: ${(err as Error).message}`);
        return Response.json({ errors: [{ message: (err as Error).message }] });
      }
      const problems = validate(storefrontSchema(), document);
      if (problems.length) {
        invalid.push(...problems.map((p) => p.message));
        return Response.json({ errors: problems.map((p) => ({ message: p.message })) });
      }
      const country = contextCountry(document, variables);
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      operations.push({ name: operation?.name?.value, country, variables });
      const result = await execute({ schema: storefrontSchema(), document, variableValues: variables, rootValue: root, contextValue: { country } });
      if (result.errors?.length) invalid.push(...result.errors.map((e) => e.message));
      return Response.json(result);
    },
  });

  const origin = `http://127.0.0.1:${server.port}`;
  return {
    products,
    invalid,
    operations,
    carts,
    /** From now on every request is answered with `status` (null: answered again). */
    fail(status: number | null) {
      outage = status;
    },
    /** From now on carts answer this checkout address (null: Shopify's own again). */
    checkoutUrl(url: string | null) {
      checkoutOverride = url;
    },
    /** Sends what the Storefront client sends to https://STOREFRONT_DOMAIN to this server instead; anything else is refused. */
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.host !== STOREFRONT_DOMAIN) throw new Error(`the test Storefront only answers ${STOREFRONT_DOMAIN}, not ${url.host}`);
      return fetch(`${origin}${url.pathname}${url.search}`, init);
    }) as typeof fetch,
    close: () => server.stop(true),
  };
}
