import { inArray, sql } from 'drizzle-orm';
import { AVATAR_VIEWS } from '../../domain/traits.ts';
import type { Db } from '../client.ts';
import { traits, type NewTraitRow } from '../schema/index.ts';
import { catalogueTraits } from './traits.ts';

/**
 * Writes the trait catalogue. The catalogue is owned by code (its art lives in render/art), so seeded
 * rows are updated to match; ids stay, so inventories and equipment keep pointing at them. The seed runs
 * on every start, and a restart almost always finds the catalogue as it left it: the stored rows are read
 * once and only missing or differing ones are written, so an unchanged catalogue costs one select and no
 * writes. Returns how many rows were written.
 */
export async function seedTraits(db: Db): Promise<number> {
  const rows = catalogueTraits.map((row) => ({ ...row, ...catalogueFields(row) }));
  const columns = Object.keys(catalogueFields(catalogueTraits[0]!)) as CatalogueColumn[];
  const selection = Object.fromEntries(columns.map((key) => [key, traits[key]])) as Record<CatalogueColumn, (typeof traits)[CatalogueColumn]>;
  const stored = await db
    .select({ type: traits.type, name: traits.name, ...selection })
    .from(traits)
    .where(inArray(traits.name, rows.map((row) => row.name)));
  const byKey = new Map(stored.map((row) => [`${row.type}/${row.name}`, canonical(pick(row, columns))]));
  const changed = rows.filter((row) => byKey.get(`${row.type}/${row.name}`) !== canonical(pick(row, columns)));
  if (changed.length === 0) return 0;
  // One statement: each conflicting row takes the incoming (excluded) values of every catalogue column.
  const set = Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded."${traits[key].name}"`)]));
  await db.insert(traits).values(changed).onConflictDoUpdate({ target: [traits.type, traits.name], set });
  return changed.length;
}

type CatalogueColumn = keyof ReturnType<typeof catalogueFields>;

const pick = (row: Record<string, unknown>, columns: CatalogueColumn[]) => Object.fromEntries(columns.map((key) => [key, row[key]]));

/**
 * A row's values as comparable text: object keys sorted (jsonb hands them back in its own order) and
 * numbers rounded to the 4-byte floats the `real` columns keep.
 */
function canonical(value: Record<string, unknown>): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'number') return Math.fround(v);
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

/** Every catalogue column of a row, absent ones as their defaults, so an update clears what a row dropped. */
function catalogueFields(row: NewTraitRow) {
  return {
    display_name: row.display_name,
    rarity: row.rarity ?? 'COMMON',
    trait_type: row.trait_type,
    additional: row.additional ?? null,
    weight: row.weight ?? null,
    images: row.images ?? [],
    display_image: row.display_image ?? null,
    rules: row.rules ?? [],
    sets: row.sets ?? [],
    sub_traits: row.sub_traits ?? [],
    view: row.view ?? [...AVATAR_VIEWS],
    offset_x: row.offset_x ?? null,
    offset_y: row.offset_y ?? null,
    width: row.width ?? null,
    height: row.height ?? null,
    background: row.background ?? null,
    parent_background: row.parent_background ?? null,
    generated: row.generated ?? false,
  } satisfies Partial<NewTraitRow>;
}
