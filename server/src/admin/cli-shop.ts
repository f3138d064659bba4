/** The admin CLI's `shop` commands, as admin API requests (routes/admin/admin-shop.ts). */
import { readFileSync } from 'node:fs';
import { UsageError, type AdminRequest, type ArgTools } from './cli-args.ts';

export const SHOP_OPTIONS = {
  image: { type: 'string' },
  holders: { type: 'string' },
  wearable: { type: 'string' },
  hide: { type: 'boolean' },
  show: { type: 'boolean' },
  stock: { type: 'string' },
  price: { type: 'string' },
  variant: { type: 'string', multiple: true },
  status: { type: 'string' },
  // --title, --description, --slug, --order, --text, --file and --limit are declared with the other commands.
} as const;

export const SHOP_HELP = `  shop products
           every product with its variants, prices, stock and ids
  shop product add --title <text> --image <url or /path> --variant '<title>:<stock>:USD=28.00,GBP=22.00'
           [--variant ...] [--description <text>] [--slug <slug>] [--holders <rule>] [--wearable <trait id>] [--hide]
           a rule is collection:ANY|CAT|SHADOWWOLF|SIDEKX, wearable:<trait id> or coolscore:<n>
  shop product update <id> [--title] [--description] [--image] [--holders <rule>|none] [--wearable <id>|none]
           [--hide|--show] [--order <n>]
  shop variant add <product id> --title <text> --stock <n> --price USD=28.00[,GBP=..,EUR=..] [--image <url>]
  shop variant update <id> [--title] [--stock <n>] [--price EUR=26.00,GBP=none] [--image <url>] [--hide|--show]
  shop orders [--status pending|paid|fulfilled|cancelled|expired] [--limit <n>]
  shop order <id> paid|fulfilled|cancelled
  shop instructions [--text <text> | --file <path>]
           without an option: show the payment instructions; with one: set them`;

/** 'USD=28.00,GBP=none' -> { USD: '28.00', GBP: null } (none removes a price). */
function prices(raw: string, list: ArgTools['list']): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const part of list(raw)) {
    const [currency, amount] = part.split('=').map((s) => s.trim());
    if (!currency || !amount) throw new UsageError(`--price must look like USD=28.00,GBP=22.00, not ${part}`);
    out[currency.toUpperCase()] = amount === 'none' ? null : amount;
  }
  return out;
}

/** 'collection:CAT' | 'wearable:12' | 'coolscore:500' | 'none' -> the holder rule (null clears it). */
function holderRule(raw: string, number: ArgTools['number']) {
  if (raw === 'none') return null;
  const [kind, value = ''] = raw.split(':');
  if (kind === 'collection') return { kind, collection: value.toUpperCase() };
  if (kind === 'wearable') return { kind, traitId: number('holders', value) };
  if (kind === 'coolscore') return { kind, min: number('holders', value) };
  throw new UsageError('--holders must be collection:<ANY|CAT|SHADOWWOLF|SIDEKX>, wearable:<trait id>, coolscore:<n> or none');
}

/** '<title>:<stock>:USD=28.00,GBP=22.00' -> a variant of a new product. */
function variant(raw: string, tools: ArgTools) {
  const [title, stock, priceList] = raw.split(':');
  if (!title || stock === undefined || !priceList) throw new UsageError(`--variant must look like 'M:10:USD=28.00,GBP=22.00', not ${raw}`);
  return { title, stock: tools.number('variant', stock), prices: prices(priceList, tools.list) };
}

export function shopRequest(rest: string[], tools: ArgTools): AdminRequest {
  const { v, need, number, list, defined } = tools;
  const [what, rawId, action] = rest;
  const str = (name: string) => v[name] as string | undefined;
  const num = (name: string) => (str(name) === undefined ? undefined : number(name, str(name)!));
  const id = (label: string) => {
    if (rawId === undefined) throw new UsageError(`shop ${what} ${label} needs an id`);
    return number('id', rawId);
  };
  if (v.hide && v.show) throw new UsageError('give --hide or --show, not both');
  const hidden = v.hide ? true : v.show ? false : undefined;
  const wearable = str('wearable') === undefined ? undefined : str('wearable') === 'none' ? null : number('wearable', str('wearable')!);
  switch (what) {
    case 'products':
      return { method: 'GET', path: '/shop/products' };
    case 'product': {
      const fields = () =>
        defined({ title: str('title'), description: str('description'), image: str('image'), holderRule: str('holders') === undefined ? undefined : holderRule(str('holders')!, number), wearableTraitId: wearable, hidden });
      if (rawId === 'add') {
        const variants = ((v.variant as string[] | undefined) ?? []).map((raw) => variant(raw, tools));
        if (variants.length === 0) throw new UsageError("shop product add needs at least one --variant '<title>:<stock>:USD=28.00'");
        return { method: 'POST', path: '/shop/products', body: { ...fields(), title: need('title'), image: need('image'), ...defined({ slug: str('slug') }), variants } };
      }
      if (rawId === 'update') {
        const productId = action === undefined ? id('update') : number('id', action);
        return { method: 'PATCH', path: `/shop/products/${productId}`, body: { ...fields(), ...defined({ sortOrder: num('order') }) } };
      }
      throw new UsageError('shop product needs add or update <id>');
    }
    case 'variant': {
      const target = action === undefined ? undefined : number('id', action);
      const fields = () => defined({ title: str('title'), image: str('image'), stock: num('stock'), prices: str('price') === undefined ? undefined : prices(str('price')!, list), hidden, sortOrder: num('order') });
      if (rawId === 'add' && target !== undefined) return { method: 'POST', path: `/shop/products/${target}/variants`, body: { ...fields(), title: need('title'), stock: number('stock', need('stock')), prices: prices(need('price'), list) } };
      if (rawId === 'update' && target !== undefined) return { method: 'PATCH', path: `/shop/variants/${target}`, body: fields() };
      throw new UsageError('shop variant needs add <product id> or update <variant id>');
    }
    case 'orders': {
      const query = new URLSearchParams(defined({ status: str('status'), limit: num('limit') }) as Record<string, string>).toString();
      return { method: 'GET', path: `/shop/orders${query ? `?${query}` : ''}` };
    }
    case 'order':
      if (!rawId || !action || !['paid', 'fulfilled', 'cancelled'].includes(action)) throw new UsageError('shop order needs <id> paid|fulfilled|cancelled');
      return { method: 'POST', path: `/shop/orders/${encodeURIComponent(rawId)}/${action}` };
    case 'instructions': {
      if (v.text !== undefined && v.file !== undefined) throw new UsageError('shop instructions takes --text or --file, not both');
      if (v.text === undefined && v.file === undefined) return { method: 'GET', path: '/shop/payment-instructions' };
      const instructions = v.file === undefined ? (v.text as string) : readFileSync(v.file as string, 'utf8');
      return { method: 'PUT', path: '/shop/payment-instructions', body: { instructions } };
    }
    default:
      throw new UsageError('shop needs products, product, variant, orders, order or instructions');
  }
}
